import { randomUUID } from 'node:crypto';
import { gatewayWithMail, startTestGateway } from '../../../test/harness';
import { OutboxEmail } from '../../infra/outbox/outbox-email.entity';
import { Contact } from './contact.entity';
import { ContactThreadEntryRecord } from './contact-thread-entry.entity';

const REPLY_FROM = 'hello@consultancy.example';
const site = gatewayWithMail({ MAIL_FROM: 'Website <site@consultancy.example>' });

const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60_000;

async function aContact(fields: Partial<Contact> = {}): Promise<Contact> {
  const repo = site.api.gateway.services.dataSource.getRepository(Contact);
  return repo.save(repo.create({
    firstName: 'Grace', lastName: 'Hopper', email: `grace-${randomUUID().slice(0, 8)}@navy.example`, message: 'Could you audit our compiler?\nThanks',
    status: 'new', submittedAt: new Date(Date.now() - 60 * 60_000), ...fields,
  }));
}

const reply = (id: string, text: string) => site.api.http().post(`/api/contact/${id}/replies`).set('Authorization', site.owner).send({ text });
const thread = async (id: string) => (await site.api.http().get(`/api/contact/${id}/thread`).set('Authorization', site.owner).expect(200)).body.thread;
const figures = async () => (await site.api.http().get('/api/contact/inbox-figures').set('Authorization', site.owner).expect(200)).body.figures;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await delay(100);
  }
}

describe('replies to contact messages', () => {
  beforeAll(async () => {
    await site.api.http().put('/api/contact/alerts').set('Authorization', site.owner).send({ enabled: true, recipient: '', replyFrom: REPLY_FROM }).expect(200);
  });

  it('lets the owner choose the From address of replies, and refuses one that is not an address', async () => {
    const shown = await site.api.http().get('/api/contact/alerts').set('Authorization', site.owner).expect(200);
    expect(shown.body.contactAlerts).toMatchObject({ replyFrom: REPLY_FROM, defaultReplyFrom: 'Website <site@consultancy.example>' });
    const refused = await site.api.http().put('/api/contact/alerts').set('Authorization', site.owner).send({ enabled: true, replyFrom: 'not an address' }).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('replyFrom must be a valid email address') });
    // Left out, it stays as it was.
    const kept = await site.api.http().put('/api/contact/alerts').set('Authorization', site.owner).send({ enabled: true }).expect(200);
    expect(kept.body.contactAlerts.replyFrom).toBe(REPLY_FROM);
  });

  it('sends a reply written while the mail server is down exactly once when it is back, and marks the message replied', async () => {
    const contact = await aContact();
    await site.mail.stop();
    const answer = await reply(contact.id, 'Happy to help.\nHow about Tuesday? marker-reply-once').expect(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Reply queued for sending', reply: { kind: 'reply', delivery: 'queued', text: 'Happy to help.\nHow about Tuesday? marker-reply-once' } });

    const queued = await thread(contact.id);
    expect(queued.contact).toMatchObject({ status: 'replied', firstReplyAt: expect.any(String) });
    expect(queued.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['message', 'reply']);
    const failed = await until(() => thread(contact.id), (shown) => shown.entries[1].delivery === 'retrying', 10_000);
    expect(failed.entries[1].delivery).toBe('retrying');

    await site.mail.start();
    const [email] = await site.mail.waitForTo(contact.email, 1, 40_000);
    expect(email.from).toMatchObject({ value: [{ address: REPLY_FROM }] });
    expect(email.subject).toBe('Re: Could you audit our compiler? Thanks');
    expect(email.text).toContain('Happy to help.\nHow about Tuesday? marker-reply-once');
    expect(email.text).toContain('Grace Hopper wrote:\n> Could you audit our compiler?\n> Thanks');
    const sent = await until(() => thread(contact.id), (shown) => shown.entries[1].delivery === 'sent');
    expect(sent.entries[1].delivery).toBe('sent');
    await delay(1_500);
    expect(site.mail.to(contact.email)).toHaveLength(1);
  }, 90_000);

  it('sends two replies clicked at once each once', async () => {
    const contact = await aContact({ status: 'read' });
    const answers = await Promise.all([reply(contact.id, 'marker-double-one'), reply(contact.id, 'marker-double-two')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const emails = await site.mail.waitForTo(contact.email, 2);
    await delay(1_500);
    expect(site.mail.to(contact.email)).toHaveLength(2);
    expect(emails.filter((email) => email.text?.includes('marker-double-one'))).toHaveLength(1);
    expect(emails.filter((email) => email.text?.includes('marker-double-two'))).toHaveLength(1);
    const shown = await thread(contact.id);
    expect(shown.contact.status).toBe('replied');
    expect(shown.entries.filter((entry: { kind: string }) => entry.kind === 'reply')).toHaveLength(2);
  });

  it('keeps a closed message closed, refuses an unknown message (404) and an empty reply (400), storing and sending nothing', async () => {
    const closed = await aContact({ status: 'closed' });
    await reply(closed.id, 'One more thing marker-closed').expect(200);
    expect((await thread(closed.id)).contact.status).toBe('closed');

    const outbox = site.api.gateway.services.dataSource.getRepository(OutboxEmail);
    const before = await outbox.count();
    await reply(UNKNOWN_ID, 'Hello?').expect(404);
    const contact = await aContact();
    const empty = await reply(contact.id, '   ').expect(400);
    expect(empty.body).toMatchObject({ success: false, message: expect.stringContaining('text is required') });
    await site.api.http().post(`/api/contact/${contact.id}/replies`).send({ text: 'Anonymous' }).expect(401);
    expect(await outbox.count()).toBe(before);
    expect(await site.api.count(ContactThreadEntryRecord)).toBe(4);
  });
});

describe('inbox figures', () => {
  it('counts open leads and the median time to a first reply this month', async () => {
    const dataSource = site.api.gateway.services.dataSource;
    await dataSource.getRepository(Contact).clear();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const answered = [await aContact({ submittedAt: minutesAgo(30) }), await aContact({ submittedAt: minutesAgo(90) }), await aContact({ submittedAt: minutesAgo(600) })];
    await aContact({ status: 'read' });
    await aContact({ status: 'closed' });
    await aContact({ status: 'spam' });
    // Answered long ago: not this month's.
    await aContact({ status: 'replied', submittedAt: new Date(Date.now() - 70 * DAY_MS), firstReplyAt: new Date(Date.now() - 69 * DAY_MS) });
    expect(await figures()).toEqual({ openLeads: 4, repliedThisMonth: 0, medianFirstReplyMinutes: null });

    for (const contact of answered) await reply(contact.id, `marker-figures-${contact.id}`).expect(200);
    // A second reply does not move the first.
    await delay(50);
    await reply(answered[0].id, 'marker-figures-again').expect(200);

    const shown = await figures();
    expect(shown).toMatchObject({ openLeads: 1, repliedThisMonth: 3 });
    expect(shown.medianFirstReplyMinutes).toBeGreaterThanOrEqual(90);
    expect(shown.medianFirstReplyMinutes).toBeLessThan(91);
  });
});

describe('replies without a mail server configured', () => {
  it('are refused with a 400 and nothing is stored', async () => {
    const api = await startTestGateway();
    try {
      const repo = api.gateway.services.dataSource.getRepository(Contact);
      const contact = await repo.save(repo.create({ firstName: 'No', lastName: 'Mail', email: 'no@mail.example', message: 'Hi', status: 'new', submittedAt: new Date() }));
      const response = await api.http().post(`/api/contact/${contact.id}/replies`).set('Authorization', await api.auth()).send({ text: 'Hello' }).expect(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringContaining('SMTP_URL') });
      expect(await api.count(ContactThreadEntryRecord)).toBe(0);
      expect(await api.count(OutboxEmail)).toBe(0);
      expect((await repo.findOneByOrFail({ id: contact.id })).status).toBe('new');
    } finally {
      await api.close();
    }
  });
});
