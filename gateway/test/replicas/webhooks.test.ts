import { WebhookReceiver } from '../webhook-receiver';
import { ADMIN, sleep, startSite, type Replica, type Site } from './replicas';

let site: Site;
let receiver: WebhookReceiver;
let replicas: Replica[];
let owner: string;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  site = await startSite();
  // Loopback receivers allowed; pauses from 200 ms; attempts of at most 1 s, so a dead replica's hold runs out in 3 s.
  const env = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_FIRST_RETRY_MS: '200', WEBHOOK_TIMEOUT_MS: '1000' };
  replicas = await Promise.all([site.start(env), site.start(env)]);
  const login = await replicas[0]!.http().post('/api/admin/login').send(ADMIN).expect(200);
  owner = `Bearer ${login.body.token}`;
}, 180_000);
afterAll(async () => {
  await site?.stop();
  await receiver?.stop();
});

async function endpointFor(path: string): Promise<string> {
  const created = await replicas[0]!.http().post('/api/webhooks').set('Authorization', owner).send({ url: receiver.url(path), events: ['contact.created'] }).expect(200);
  return created.body.webhook._id as string;
}

/** `count` contact messages, sent alternately to each running replica. */
async function sendContacts(count: number, marker: string, through: Replica[]): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await through[index % through.length]!.http().post('/api/contact/submit').set('X-Forwarded-For', `198.51.100.${index + 1}`)
      .send({ firstName: 'Ann', lastName: `Lee ${index}`, email: 'ann@example.com', message: `${marker}-${index}` })
      .expect(200);
  }
}

/** How many requests each webhook-id got at `path`, counting only those answered `status`. */
function countsById(path: string, status?: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of receiver.at(path).filter((candidate) => status === undefined || candidate.answered === status)) {
    counts.set(request.headers['webhook-id']!, (counts.get(request.headers['webhook-id']!) ?? 0) + 1);
  }
  return counts;
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await sleep(100);
  }
}

const statuses = (endpointId: string) =>
  site.query<{ status: string; attempts: number }>('SELECT status, attempts FROM webhook_deliveries WHERE endpointId = ?', [endpointId]);

describe('webhooks with two replicas running the webhook worker', () => {
  it('delivers each of 20 events exactly once, whichever replica took it', async () => {
    const endpoint = await endpointFor('/twenty');
    await sendContacts(20, 'twenty', replicas);
    await waitUntil(() => countsById('/twenty').size === 20, 30_000);
    // Both workers keep polling twice a second: a second copy would arrive within a few passes.
    await sleep(3_000);
    expect([...countsById('/twenty').values()]).toEqual(Array(20).fill(1));
    expect(receiver.at('/twenty')).toHaveLength(20);
    const rows = await statuses(endpoint);
    expect(rows.map((row) => [row.status, Number(row.attempts)])).toEqual(Array(20).fill(['delivered', 1]));
  }, 90_000);

  it('sends a scheduled post\'s content.published once, when it comes due', async () => {
    receiver.answer([], 200);
    const created = await replicas[1]!.http().post('/api/webhooks').set('Authorization', owner).send({ url: receiver.url('/scheduled'), events: ['content.published'] }).expect(200);
    const publishAt = new Date(Date.now() + 2_000).toISOString();
    await replicas[1]!.http().post('/api/blog/add').set('Authorization', owner).send({ title: 'Due soon', content: '<p>Soon</p>', status: 'published', publishAt }).expect(200);
    await waitUntil(() => receiver.at('/scheduled').length > 0, 20_000);
    await sleep(3_000);
    expect(receiver.at('/scheduled').map((request) => JSON.parse(request.body).timestamp)).toEqual([publishAt]);
    expect((await statuses(created.body.webhook._id as string)).map((row) => row.status)).toEqual(['delivered']);
  }, 60_000);
  it('hands a killed replica\'s pending deliveries to the other, which delivers each once', async () => {
    receiver.answer([], 503);
    const endpoint = await endpointFor('/survivor');
    await sendContacts(10, 'pending', replicas);
    // Every delivery attempted at least once (refused with 503), so both replicas hold some of them now and then.
    await waitUntil(() => countsById('/survivor').size === 10, 30_000);
    replicas[0]!.signal('SIGKILL');
    await replicas[0]!.exited;
    receiver.answer([], 200);
    await waitUntil(async () => (await statuses(endpoint)).every((row) => row.status === 'delivered'), 60_000);
    await sleep(3_000);
    expect([...countsById('/survivor', 200).values()]).toEqual(Array(10).fill(1));
    expect(countsById('/survivor', 200).size).toBe(10);
  }, 120_000);
});
