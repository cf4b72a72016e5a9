import { demoPortfolios } from '../../src/seed/demo-content';
import { migrations } from '../../src/registry';
import { ADMIN, startSite, type Replica, type Site } from './replicas';

let site: Site;
let replicas: Replica[];

beforeAll(async () => {
  site = await startSite({ seedDemo: true });
  // All three at the same moment, on an empty database.
  replicas = await Promise.all([site.start(), site.start(), site.start()]);
}, 180_000);
afterAll(async () => { await site?.stop(); });

describe('three replicas started together on an empty MySQL database', () => {
  it('all come up healthy', async () => {
    for (const replica of replicas) await replica.http().get('/healthz').expect(200);
  });

  it('apply each migration once, create one administrator and seed the demo content once', async () => {
    const applied = await site.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    expect(await site.query('SELECT email FROM admins')).toEqual([{ email: ADMIN.email }]);
    const [{ count }] = await site.query<{ count: number }>('SELECT COUNT(*) AS count FROM portfolios');
    expect(Number(count)).toBe(demoPortfolios.length);
  });

  it('say in the log that a replica waited for another one', () => {
    const waited = replicas.filter((replica) => /waiting for it to finish its start-up work/.test(replica.output()));
    expect(waited.length).toBeGreaterThanOrEqual(1);
  });
});

describe('limits counted across replicas', () => {
  it('throttles sign-in attempts alternating between two replicas', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const replica = replicas[attempt % 2];
      const response = await replica.http().post('/api/admin/login').set('X-Forwarded-For', '198.51.100.20')
        .send({ email: ADMIN.email, password: `wrong ${attempt}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("counts a known device's own failures across replicas, and lets it in whatever others guess", async () => {
    const login = (replica: Replica, address: string, body: object) => replica.http().post('/api/admin/login').set('X-Forwarded-For', address).send(body);
    const { deviceToken } = (await login(replicas[0], '198.51.100.30', ADMIN).expect(200)).body;
    // Guesses from elsewhere on every replica, then the device's own sign-in: it is not refused for them.
    for (let attempt = 0; attempt < 6; attempt += 1) await login(replicas[attempt % 3], '198.51.100.31', { email: ADMIN.email, password: `wrong ${attempt}` });
    await login(replicas[1], '198.51.100.31', ADMIN).expect(429);
    await login(replicas[2], '198.51.100.31', { ...ADMIN, deviceToken }).expect(200);
    // Its own ten failures, alternating between replicas, lock the token on all of them.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await login(replicas[attempt % 3], `198.51.100.${40 + attempt}`, { email: ADMIN.email, password: `wrong ${attempt}`, deviceToken })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('limits contact messages from one address across replicas to 20 a minute', async () => {
    const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'Hello' };
    const statuses: number[] = [];
    for (let post = 0; post < 22; post += 1) {
      const response = await replicas[post % 3].http().post('/api/contact/submit').set('X-Forwarded-For', '198.51.100.21').send(message);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toEqual({ success: false, message: expect.stringMatching(/too many requests/i), requestId: expect.any(String) });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const [{ count }] = await site.query<{ count: number }>('SELECT COUNT(*) AS count FROM contacts');
    expect(Number(count)).toBe(20);
  });
});
