import { randomUUID } from 'node:crypto';
import { ADMIN, adminAuth, startSite, type Replica, type Site } from './replicas';

/** Two editors on two replicas of one MariaDB cannot overwrite each other, and a retry sent to another replica never adds twice. */
let site: Site;
let first: Replica;
let second: Replica;
let auth: string;

beforeAll(async () => {
  site = await startSite();
  [first, second] = await Promise.all([site.start(), site.start()]);
  auth = await adminAuth(first);
}, 180_000);
afterAll(async () => { await site?.stop(); });

const CHANGED_BY = new RegExp(`^Changed by ${ADMIN.email.replace(/\./g, '\\.')} at \\d{4}-.+Z since you opened it$`);

it('editor A and B load version N on different replicas; A saves, B gets 409 and nothing of B is stored', async () => {
  const added = await first.http().post('/api/portfolio/add').set('Authorization', auth)
    .field('category', 'Web App').field('projectName', 'Shared project').expect(200);
  const id = added.body.portfolio._id as string;
  const loadedByA = (await first.http().get(`/api/portfolio/${id}`).set('Authorization', auth).expect(200)).body.portfolio.version;
  const loadedByB = (await second.http().get(`/api/portfolio/${id}`).set('Authorization', auth).expect(200)).body.portfolio.version;
  expect(loadedByA).toBe(loadedByB);

  const saveA = await first.http().put(`/api/portfolio/update/${id}`).set('Authorization', auth)
    .field('category', 'Web App').field('projectName', 'A saved this').field('version', String(loadedByA)).expect(200);
  expect(saveA.body.portfolio.version).toBe(loadedByA + 1);
  const saveB = await second.http().put(`/api/portfolio/update/${id}`).set('Authorization', auth)
    .field('category', 'Web App').field('projectName', 'B saved this').field('version', String(loadedByB)).expect(409);
  expect(saveB.body).toMatchObject({ success: false, message: expect.stringMatching(CHANGED_BY) });

  const stored = await site.query<{ projectName: string; version: number }>('SELECT projectName, version FROM portfolios WHERE id = ?', [id]);
  expect(stored).toEqual([{ projectName: 'A saved this', version: loadedByA + 1 }]);
});

it('the same Idempotency-Key sent to both replicas at once creates one row', async () => {
  const key = randomUUID();
  const send = (replica: Replica) => replica.http().post('/api/portfolio/add').set('Authorization', auth).set('Idempotency-Key', key)
    .field('category', 'Web App').field('projectName', 'Sent twice');
  const answers = await Promise.all([send(first), send(second)]);
  expect(answers.map((answer) => answer.status)).toContain(200);
  for (const answer of answers) expect([200, 409]).toContain(answer.status);
  const retry = await send(second).expect(200);
  expect(retry.body.portfolio.projectName).toBe('Sent twice');
  const rows = await site.query<{ n: number }>("SELECT COUNT(*) AS n FROM portfolios WHERE projectName = 'Sent twice'");
  expect(Number(rows[0].n)).toBe(1);
});
