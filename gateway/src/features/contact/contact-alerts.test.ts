import { eventually } from '../../../test/log-capture';
import { formFields } from '../../../test/mail';
import { graphql } from '../../../test/graphql';
import { gatewayWithMail, startTestGateway, type TestGateway } from '../../../test/harness';
import { OutboxEmail } from '../../infra/outbox/outbox-email.entity';
import { Contact } from './contact.entity';

const PUBLIC_URL = 'https://www.consultancy.example';
const TEAM = 'team@consultancy.example';
const EDITOR_PASSWORD = 'kettle violin marsh 93 lantern';

const site = gatewayWithMail({ NOTIFY_EMAIL: TEAM, PUBLIC_URL, MAIL_FROM: 'Website <site@consultancy.example>' });

let visitor = 0;
beforeEach(() => { visitor += 1; });

const submit = (fields: Record<string, unknown>) =>
  site.api.http().post('/api/contact/submit').set('X-Forwarded-For', `192.0.2.${visitor}`).send({
    lastName: 'Lovelace', email: 'ada@analytical.example', message: 'Hello', ...fields,
  });
const settings = (body: Record<string, unknown>, auth = site.owner) => site.api.http().put('/api/contact/alerts').set('Authorization', auth).send(body);

describe('email alerts for new contact messages', () => {
  it('sends the team an email with the name, email, message and a link to the panel', async () => {
    const started = Date.now();
    const response = await submit({
      firstName: 'Ada', email: 'ada@analytical.example', message: 'First line\nSecond line <b>not bold</b> marker-first', ...formFields(site.api.config.jwtSecret),
    }).expect(200);
    expect(response.body.success).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);

    const email = await site.mail.waitFor('marker-first');
    expect(email.subject).toBe('New contact message from Ada Lovelace');
    expect(email.to).toMatchObject({ text: TEAM });
    expect(email.from).toMatchObject({ value: [{ address: 'site@consultancy.example', name: 'Website' }] });
    expect(email.text).toContain('Name: Ada Lovelace');
    expect(email.text).toContain('Email: ada@analytical.example');
    expect(email.text).toContain('First line\nSecond line <b>not bold</b> marker-first');
    expect(email.text).toContain(`${PUBLIC_URL}/admin/contacts`);
    expect(email.html).toBe(false);
    // The row is marked sent once the mail server has answered, a moment after the email arrives.
    await eventually(async () => {
      const [row] = await site.api.gateway.services.dataSource.getRepository(OutboxEmail).find({ where: { subject: email.subject } });
      expect(row).toMatchObject({ sentAt: expect.any(Date), attempts: 1, lastError: '' });
    });
  });

  it('keeps a subject on one line whatever the name holds', async () => {
    await submit({ firstName: 'Eve\r\nBcc: victim@example.com', message: 'marker-header' }).expect(200);
    const email = await site.mail.waitFor('marker-header');
    expect(email.subject).toBe('New contact message from Eve Bcc: victim@example.com Lovelace');
    expect(email.bcc).toBeUndefined();
    expect(email.to).toMatchObject({ text: TEAM });
  });

  it('stores single-line fields without line breaks, so the alert\'s text has no forged line', async () => {
    await submit({
      firstName: 'Mallory\r\nBcc: victim@example.com', lastName: 'Smith\nEmail: forged@example.com',
      phone: '555 0100\u2028Company: Forged Ltd', company: 'Acme\rPhone: 000', message: 'marker-forged-lines',
    }).expect(200);
    const email = await site.mail.waitFor('marker-forged-lines');
    const lines = email.text!.split('\n');
    expect(lines.filter((line) => /^(Name|Email|Phone|Company|Bcc):/.test(line))).toEqual([
      'Name: Mallory Bcc: victim@example.com Smith Email: forged@example.com',
      'Email: ada@analytical.example',
      'Phone: 555 0100 Company: Forged Ltd',
      'Company: Acme Phone: 000',
    ]);
    const stored = await site.api.gateway.services.dataSource.getRepository(Contact).findOneByOrFail({ message: 'marker-forged-lines' });
    expect(stored).toMatchObject({
      firstName: 'Mallory Bcc: victim@example.com', lastName: 'Smith Email: forged@example.com', phone: '555 0100 Company: Forged Ltd', company: 'Acme Phone: 000',
    });
  });

  it('sends nothing for spam', async () => {
    await submit({ firstName: 'Bot', message: 'marker-spam', website: 'https://spam.example' }).expect(200);
    await submit({ firstName: 'Person', message: 'marker-after-spam' }).expect(200);
    await site.mail.waitFor('marker-after-spam');
    expect(site.mail.containing('marker-spam')).toEqual([]);
  });

  it('sends nothing while the owner has alerts turned off, and to the recipient the owner chose', async () => {
    const off = await settings({ enabled: false }).expect(200);
    expect(off.body).toMatchObject({ success: true, contactAlerts: { enabled: false, sending: false, reason: 'Email alerts are turned off.' } });
    await submit({ firstName: 'Quiet', message: 'marker-off' }).expect(200);

    const on = await settings({ enabled: true, recipient: 'owner@consultancy.example' }).expect(200);
    expect(on.body.contactAlerts).toEqual({
      enabled: true, recipient: 'owner@consultancy.example', defaultRecipient: TEAM, smtpConfigured: true, sending: true, reason: null,
      replyFrom: '', defaultReplyFrom: 'Website <site@consultancy.example>',
    });
    await submit({ firstName: 'Loud', message: 'marker-on' }).expect(200);
    const email = await site.mail.waitFor('marker-on');
    expect(email.to).toMatchObject({ text: 'owner@consultancy.example' });
    expect(site.mail.containing('marker-off')).toEqual([]);
    await settings({ enabled: true, recipient: '' }).expect(200);
  });

  it('answers the visitor at once while the mail server is down, and delivers once it is back (retries with backoff)', async () => {
    await site.mail.stop();
    const started = Date.now();
    const response = await submit({ firstName: 'Patient', message: 'marker-retry' }).expect(200);
    expect(response.body).toEqual({ success: true, message: "Message sent successfully! We'll get back to you soon." });
    expect(Date.now() - started).toBeLessThan(2_000);

    // The worker fails at least once, records why and when it tries again.
    const outbox = site.api.gateway.services.dataSource.getRepository(OutboxEmail);
    const deadline = Date.now() + 10_000;
    let row = await outbox.findOneByOrFail({ subject: 'New contact message from Patient Lovelace' });
    while (row.attempts === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await outbox.findOneByOrFail({ id: row.id });
    }
    expect(row).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/\S/) });
    expect(row.attempts).toBeGreaterThanOrEqual(1);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await site.mail.start();
    const email = await site.mail.waitFor('marker-retry', 40_000);
    expect(email.subject).toBe('New contact message from Patient Lovelace');
    expect(site.mail.containing('marker-retry')).toHaveLength(1);
  }, 60_000);

  it('loses no alert when the app restarts before the mail server is back', async () => {
    await site.mail.stop();
    await submit({ firstName: 'Restart', message: 'marker-restart' }).expect(200);
    await site.api.restart();
    site.owner = await site.api.auth();
    await site.mail.start();
    await site.mail.waitFor('marker-restart', 40_000);
    expect(site.mail.containing('marker-restart')).toHaveLength(1);
  }, 60_000);

  it('keeps the alert settings to owners: editors get 403, visitors 401', async () => {
    const created = await site.api.http().post('/api/admin/admins').set('Authorization', site.owner).send({ email: 'editor@test.local', role: 'editor' }).expect(200);
    const first = `Bearer ${(await site.api.http().post('/api/admin/login').send({ email: 'editor@test.local', password: created.body.oneTimePassword }).expect(200)).body.token}`;
    await site.api.http().put('/api/admin/password').set('Authorization', first)
      .send({ currentPassword: created.body.oneTimePassword, newPassword: EDITOR_PASSWORD }).expect(200);
    const editor = first;

    const read = await site.api.http().get('/api/contact/alerts').set('Authorization', editor).expect(403);
    expect(read.body).toMatchObject({ success: false, message: expect.stringContaining('owner') });
    await settings({ enabled: false }, editor).expect(403);
    await site.api.http().get('/api/contact/alerts').expect(401);
    const query = await graphql(site.api, '{ contactAlerts { enabled } }', {}, { auth: editor });
    expect(query.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await site.api.http().get('/api/contact/alerts').set('Authorization', site.owner).expect(200)).body.contactAlerts.enabled).toBe(true);
  });

  it('refuses a recipient that is not an email address with 400', async () => {
    const response = await settings({ enabled: true, recipient: 'not an address' }).expect(400);
    expect(response.body).toMatchObject({ success: false, message: 'recipient must be a valid email address' });
  });
});

describe('without SMTP settings', () => {
  let bare: TestGateway;
  beforeAll(async () => { bare = await startTestGateway({ NOTIFY_EMAIL: TEAM }); });
  afterAll(async () => { await bare.close(); });

  it('queues and sends nothing, and tells the owner why', async () => {
    await bare.http().post('/api/contact/submit').send({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', message: 'Hi' }).expect(200);
    expect(await bare.count(OutboxEmail)).toBe(0);
    const response = await bare.http().get('/api/contact/alerts').set('Authorization', await bare.auth()).expect(200);
    expect(response.body.contactAlerts).toEqual({
      enabled: true, recipient: '', defaultRecipient: TEAM, smtpConfigured: false, sending: false,
      reason: 'Email alerts need SMTP_URL to be set on the server.', replyFrom: '', defaultReplyFrom: expect.stringContaining('no-reply@'),
    });
  });
});
