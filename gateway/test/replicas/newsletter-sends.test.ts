import { randomUUID } from 'node:crypto';
import { freePort, TestMailServer } from '../mail';
import { adminAuth, sleep, startSite, type Replica, type Site } from './replicas';

/**
 * A newsletter to 300 confirmed subscribers, sent by real gateway processes on one MariaDB:
 * each subscriber gets it at most once when the sending replica is killed mid-send and started
 * again (an email it was sending when it died counts as unknown), exactly once when the mail
 * server stops mid-send and comes back, and when two replicas send; the figures add up.
 */

const SUBSCRIBERS = 300;
const PUBLIC_URL = 'https://www.replicas.test';

let site: Site;
let mail: TestMailServer;
/** What is done to a replica once the mail server has taken the first email of `subject`, before the server answers it. */
let onAccept: { subject: string; act: () => Promise<void> } | null = null;
let env: Record<string, string>;
const addresses = Array.from({ length: SUBSCRIBERS }, (_, index) => `reader${index}@list.test`);

beforeAll(async () => {
  mail = new TestMailServer(await freePort(), {
    async accepted(email) {
      if (!onAccept || email.subject !== onAccept.subject) return;
      const { act } = onAccept;
      onAccept = null;
      await act();
    },
  });
  await mail.start();
  site = await startSite();
  env = { SMTP_URL: mail.url, PUBLIC_URL, NEWSLETTER_RATE_PER_SECOND: '25' };
}, 180_000);
afterAll(async () => {
  await site?.stop();
  await mail?.stop();
});

async function subscribers(): Promise<void> {
  const now = new Date().toISOString().slice(0, 23).replace('T', ' ');
  const row = (email: string, status: string, confirmed: boolean) => [randomUUID(), now, now, email, status, 'desktop_footer', now, confirmed ? now : null, now];
  const rows = [
    ...addresses.map((email) => row(email, 'active', true)),
    row('waiting@list.test', 'active', false),
    row('gone@list.test', 'unsubscribed', true),
  ];
  await site.query('INSERT INTO subscriptions (id, createdAt, updatedAt, email, status, source, subscribedAt, confirmedAt, confirmationSentAt) VALUES ?', [rows]);
}

let lastSendId = '';

async function sendPost(replica: Replica, title: string): Promise<string> {
  const auth = await adminAuth(replica);
  const { body } = await replica.http().post('/api/blog/add').set('Authorization', auth).send({ title, content: `<p>${title}</p>` }).expect(200);
  const answer = await replica.http().post('/api/newsletter/sends').set('Authorization', auth).send({ postId: body.blog._id }).expect(200);
  expect(answer.body.send.total).toBe(SUBSCRIBERS);
  lastSendId = answer.body.send._id as string;
  return title;
}

interface Figures { status: string; total: number; queued: number; retrying: number; sent: number; failed: number; unknown: number }

/** The send's figures, read again until nothing is left to send; every reading adds up to the total. */
async function finalFigures(replica: Replica, timeoutMs: number): Promise<Figures> {
  const auth = await adminAuth(replica);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await replica.http().get(`/api/newsletter/sends/${lastSendId}`).set('Authorization', auth).expect(200);
    const send = body.send as Figures;
    expect(send.queued + send.retrying + send.sent + send.failed + send.unknown).toBe(send.total);
    if (send.status === 'sent') return send;
    if (Date.now() > deadline) throw new Error(`The send did not finish within ${timeoutMs} ms: ${JSON.stringify(send)}`);
    await sleep(1_000);
  }
}

/** No subscriber got it twice, nobody else got it, and whoever did not get it is counted unknown. */
async function expectAtMostOnce(subject: string, replica: Replica, timeoutMs: number): Promise<Figures> {
  const figures = await finalFigures(replica, timeoutMs);
  // The workers keep polling: a second copy would arrive within a few passes.
  await sleep(3_000);
  const recipients = recipientsOf(subject);
  expect(recipients).toHaveLength(new Set(recipients).size);
  expect(recipients.filter((address) => !addresses.includes(address ?? ''))).toEqual([]);
  expect(figures.total).toBe(SUBSCRIBERS);
  expect(figures.failed).toBe(0);
  expect(recipients.length).toBeGreaterThanOrEqual(figures.sent);
  expect(recipients.length).toBeLessThanOrEqual(figures.sent + figures.unknown);
  return figures;
}

const deliveries = (subject: string) => mail.received.filter((item) => item.subject === subject);
const recipientsOf = (subject: string) => deliveries(subject).map((item) => item.to && !Array.isArray(item.to) ? item.to.value[0].address : '');

async function waitForDeliveries(subject: string, count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (new Set(recipientsOf(subject)).size < count) {
    if (Date.now() > deadline) throw new Error(`${new Set(recipientsOf(subject)).size} of ${count} deliveries of "${subject}" within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Every confirmed, active subscriber gets it exactly once, and nobody else gets it; then `replica` stops. */
async function expectEachOnce(subject: string, timeoutMs: number, replica?: Replica): Promise<void> {
  await waitForDeliveries(subject, SUBSCRIBERS, timeoutMs);
  // The workers keep polling: a second copy would arrive within a few passes.
  await sleep(3_000);
  const recipients = recipientsOf(subject);
  expect(new Set(recipients).size).toBe(SUBSCRIBERS);
  expect(recipients).toHaveLength(SUBSCRIBERS);
  expect(recipients.filter((address) => !addresses.includes(address ?? ''))).toEqual([]);
  replica?.signal('SIGTERM');
  await replica?.exited;
}

describe('a newsletter to 300 subscribers sent by replicas', () => {
  it('reaches each subscriber at most once when the sending replica is killed mid-send and started again', async () => {
    const first = await site.start(env);
    await subscribers();
    const subject = await sendPost(first, 'Killed mid-send');
    await waitForDeliveries(subject, 20, 30_000);
    first.signal('SIGKILL');
    await first.exited;
    const sentBeforeKill = new Set(recipientsOf(subject)).size;
    expect(sentBeforeKill).toBeLessThan(SUBSCRIBERS);
    const restarted = await site.start(env);
    // A row the killed replica was sending is counted unknown once its claim runs out (60 s).
    const figures = await expectAtMostOnce(subject, restarted, 120_000);
    expect(figures.unknown).toBeLessThanOrEqual(1);
    restarted.signal('SIGTERM');
    await restarted.exited;
  }, 240_000);

  it('counts an email the mail server took from a replica killed before recording it as unknown, sends it again only when the owner asks', async () => {
    const first = await site.start(env);
    const subject = 'Killed between acceptance and update';
    onAccept = { subject, act: () => { first.signal('SIGKILL'); return first.exited.then(() => undefined); } };
    await sendPost(first, subject);
    await first.exited;
    expect(recipientsOf(subject)).toHaveLength(1);
    const [accepted] = recipientsOf(subject);
    const restarted = await site.start(env);
    const figures = await expectAtMostOnce(subject, restarted, 150_000);
    expect(figures).toMatchObject({ status: 'sent', total: SUBSCRIBERS, sent: SUBSCRIBERS - 1, unknown: 1, queued: 0, retrying: 0, failed: 0 });
    expect(recipientsOf(subject)).toHaveLength(SUBSCRIBERS);

    // The owner's choice: the one unknown email goes again (its recipient had it: now twice).
    const auth = await adminAuth(restarted);
    const resent = await restarted.http().post(`/api/newsletter/sends/${lastSendId}/resend-unknown`).set('Authorization', auth).expect(200);
    expect(resent.body).toMatchObject({ success: true, message: 'Unknown emails queued again', send: { unknown: 0, queued: 1 } });
    await mail.waitForTo(accepted!, 2, 10_000);
    expect(await finalFigures(restarted, 10_000)).toMatchObject({ sent: SUBSCRIBERS, unknown: 0 });
    expect(recipientsOf(subject)).toHaveLength(SUBSCRIBERS + 1);
    restarted.signal('SIGTERM');
    await restarted.exited;
  }, 300_000);

  it('records the email it is sending when the sending replica is stopped (SIGTERM) mid-send: none unknown', async () => {
    const first = await site.start(env);
    const subject = 'Stopped mid-send';
    // The answer to the email under way comes half a second after the stop was asked for.
    onAccept = { subject, act: async () => { first.signal('SIGTERM'); await sleep(500); } };
    await sendPost(first, subject);
    await first.exited;
    const restarted = await site.start(env);
    const figures = await expectAtMostOnce(subject, restarted, 120_000);
    expect(figures).toMatchObject({ status: 'sent', sent: SUBSCRIBERS, unknown: 0 });
    expect(recipientsOf(subject)).toHaveLength(SUBSCRIBERS);
    restarted.signal('SIGTERM');
    await restarted.exited;
  }, 240_000);

  it('resumes when the mail server comes back after stopping mid-send', async () => {
    const replica = await site.start(env);
    const subject = await sendPost(replica, 'Mail server down');
    await waitForDeliveries(subject, 20, 30_000);
    await mail.stop();
    await sleep(3_000);
    const auth = await adminAuth(replica);
    const { body } = await replica.http().get('/api/newsletter/sends').set('Authorization', auth).expect(200);
    expect(body.sends[0]).toMatchObject({ subject, status: 'sending' });
    expect(body.sends[0].retrying).toBeGreaterThan(0);
    expect(new Set(recipientsOf(subject)).size).toBeLessThan(SUBSCRIBERS);
    await mail.start();
    await expectEachOnce(subject, 120_000, replica);
  }, 240_000);

  it('reaches each subscriber once when two replicas send', async () => {
    const [one, two] = await Promise.all([site.start(env), site.start(env)]);
    const subject = await sendPost(one, 'Two replicas');
    await expectEachOnce(subject, 60_000);
    const auth = await adminAuth(two);
    const { body } = await two.http().get('/api/newsletter/sends').set('Authorization', auth).expect(200);
    expect(body.sends[0]).toMatchObject({ subject, status: 'sent', total: SUBSCRIBERS, sent: SUBSCRIBERS, queued: 0, retrying: 0, failed: 0, unknown: 0 });
  }, 180_000);
});
