import { freePort, TestMailServer } from '../mail';
import { sleep, startSite, type Replica, type Site } from './replicas';

let site: Site;
let mail: TestMailServer;
let replicas: Replica[];

beforeAll(async () => {
  mail = new TestMailServer(await freePort());
  await mail.start();
  site = await startSite();
  const env = { SMTP_URL: mail.url, NOTIFY_EMAIL: 'team@replicas.test', PUBLIC_URL: 'https://www.replicas.test' };
  replicas = await Promise.all([site.start(env), site.start(env)]);
}, 180_000);
afterAll(async () => {
  await site?.stop();
  await mail?.stop();
});

describe('email alerts with two replicas running the outbox worker', () => {
  it('sends each new message exactly once, whichever replica took it', async () => {
    const MESSAGES = 12;
    for (let index = 0; index < MESSAGES; index += 1) {
      await replicas[index % 2].http().post('/api/contact/submit').set('X-Forwarded-For', `198.51.100.${60 + index}`)
        .send({ firstName: 'Ann', lastName: `Lee ${index}`, email: 'ann@example.com', message: `marker-replica-${index}.` })
        .expect(200);
    }
    for (let index = 0; index < MESSAGES; index += 1) await mail.waitFor(`marker-replica-${index}.`, 30_000);
    // Both workers keep polling: a second copy would arrive within a few passes.
    await sleep(3_000);
    for (let index = 0; index < MESSAGES; index += 1) expect([index, mail.containing(`marker-replica-${index}.`).length]).toEqual([index, 1]);
    expect(mail.received).toHaveLength(MESSAGES);

    const rows = await site.query<{ attempts: number; sent: number }>('SELECT attempts, sentAt IS NOT NULL AS sent FROM outbox_emails');
    expect(rows).toHaveLength(MESSAGES);
    for (const row of rows) expect({ attempts: Number(row.attempts), sent: Number(row.sent) }).toEqual({ attempts: 1, sent: 1 });
  }, 90_000);
});
