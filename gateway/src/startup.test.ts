import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ADMIN, startTestGateway, type TestGateway } from '../test/harness';
import { png } from '../test/images';
import { loadConfig } from './config';

const DEFAULT_STATISTICS = {
  projectsCompleted: '10+',
  projectsCompletedDescription: 'Delivered across web, software, and app development.',
  industriesServed: '5+',
  industriesServedDescription: 'From startups to non-profits.',
  clientSatisfaction: '100%',
  clientSatisfactionDescription: 'Trusted as a long-term tech partner.',
};

const DEFAULT_QUICK_LINKS = { home: '/', about: '/about', portfolio: '/portfolio', contact: '/contact', solutions: '/solutions' };

/** What the public site reads on every page: the three lists, the statistics and the footer. */
async function publicContent(api: TestGateway) {
  const [portfolios, blogs, testimonials, statistics, footer] = await Promise.all(
    ['/api/portfolio/all', '/api/blog/all', '/api/testimonial/all', '/api/statistics/get', '/api/footer/get'].map(
      (url) => api.http().get(url).expect(200),
    ),
  );
  return {
    portfolios: portfolios.body.portfolios as { _id: string; images_url: string[] }[],
    blogs: blogs.body.blogs as { _id: string; featuredImage: string | null }[],
    testimonials: testimonials.body.testimonials as { _id: string; userImage: string | null }[],
    statistics: statistics.body.statistics as Record<string, unknown>,
    footer: footer.body.footer as Record<string, unknown>,
  };
}

function expectDefaultSettings({ statistics, footer }: Awaited<ReturnType<typeof publicContent>>) {
  expect(statistics).toMatchObject(DEFAULT_STATISTICS);
  expect(footer).toMatchObject({
    companyName: expect.stringMatching(/\S/),
    phone: expect.stringMatching(/\S/),
    email: expect.stringMatching(/^[^@\s]+@[^@\s]+\.[^@\s]+$/),
    copyrightText: expect.stringMatching(/\S/),
    quickLinks: DEFAULT_QUICK_LINKS,
    socialLinks: { linkedin: expect.any(String), facebook: expect.any(String), instagram: expect.any(String), twitter: expect.any(String) },
  });
}

/** An image URL the site shows must answer a real picture. */
async function expectServedImage(api: TestGateway, url: string | null) {
  expect(url).toMatch(/^\/uploads\/|^https?:\/\//);
  const response = await api.http().get(url!).buffer(true).expect(200);
  expect(response.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
  const bytes = response.body as Buffer;
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  expect(isJpeg || isPng).toBe(true);
}

describe('a gateway started with ADMIN_EMAIL, ADMIN_PASSWORD and SEED_DEMO=false', () => {
  let api: TestGateway;
  beforeAll(async () => {
    api = await startTestGateway();
  });
  afterAll(async () => { await api.close(); });

  it('creates that administrator, who can log in, and generates no password', async () => {
    expect(api.gateway.firstAdmin).toEqual({ email: ADMIN.email, generatedPassword: undefined });
    const response = await api.http().post('/api/admin/login').send(ADMIN).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Login successful' });
  });

  it('starts with no portfolios, blogs or testimonials, but default statistics and footer', async () => {
    const content = await publicContent(api);
    expect(content.portfolios).toEqual([]);
    expect(content.blogs).toEqual([]);
    expect(content.testimonials).toEqual([]);
    expectDefaultSettings(content);
    expect(await api.storedFiles()).toEqual([]);
  });

  it('keeps content, messages, subscriptions, settings and image files across a restart', async () => {
    const auth = await api.auth();
    const image = png(5, 4, [200, 40, 40]);
    const added = await api.http().post('/api/portfolio/add').set('Authorization', auth)
      .field('category', 'Data Management').field('projectName', 'Survives Restart')
      .attach('images', image, 'shot.png')
      .expect(200);
    const portfolioId = added.body.portfolio._id as string;
    const [imageUrl] = added.body.portfolio.images_url as string[];

    await api.http().post('/api/contact/submit')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello after restart' })
      .expect(200);
    await api.http().post('/api/subscription/subscribe').send({ email: 'reader@example.com', source: 'desktop_footer' }).expect(200);
    const statistics = { ...DEFAULT_STATISTICS, projectsCompleted: '42+', clientSatisfaction: '99%' };
    await api.http().put('/api/statistics/update').set('Authorization', auth).send(statistics).expect(200);

    await api.restart();
    expect(api.gateway.firstAdmin).toBeNull();

    const portfolio = await api.http().get(`/api/portfolio/${portfolioId}`).expect(200);
    expect(portfolio.body.portfolio).toMatchObject({ _id: portfolioId, projectName: 'Survives Restart', category: 'Data Management', images_url: [imageUrl] });
    const served = await api.http().get(imageUrl).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 5, height: 4 });

    const contacts = await api.http().get('/api/contact/all').set('Authorization', auth).expect(200);
    expect(contacts.body.contacts).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello after restart', status: 'new' }),
    ]);
    const subscriptions = await api.http().get('/api/subscription/all').set('Authorization', auth).expect(200);
    expect(subscriptions.body.subscriptions).toEqual([
      expect.objectContaining({ email: 'reader@example.com', source: 'desktop_footer', status: 'active' }),
    ]);
    expect((await api.http().get('/api/statistics/get').expect(200)).body.statistics).toMatchObject(statistics);

    // A restart neither adds the demo content nor another administrator.
    const content = await publicContent(api);
    expect(content.portfolios).toHaveLength(1);
    expect(content.blogs).toEqual([]);
    expect(content.testimonials).toEqual([]);
    await api.http().post('/api/admin/login').send(ADMIN).expect(200);
  });

  it('accepts a token issued before a restart after it', async () => {
    const token = await api.token();
    await api.restart();
    await api.http().get('/api/subscription/all').set('Authorization', `Bearer ${token}`).expect(200);
    // On SQLite without JWT_SECRET, the secret lives in DATA_DIR; with JWT_SECRET set, no file is written.
    expect(fs.existsSync(path.join(api.config.dataDir, 'jwt-secret'))).toBe(api.config.databaseUrl === undefined);
  });
  it('keeps its data readable by the owner only: data folder, database files, uploads (after the upload above)', async () => {
    const mode = (file: string) => fs.statSync(path.join(api.config.dataDir, file)).mode & 0o777;
    expect(mode('.')).toBe(0o700);
    if (api.kind === 'sqlite') {
      const databaseFiles = fs.readdirSync(api.config.dataDir).filter((name) => name.startsWith('site.sqlite'));
      expect(databaseFiles).toEqual(expect.arrayContaining(['site.sqlite', 'site.sqlite-wal']));
      for (const file of databaseFiles) expect([file, mode(file)]).toEqual([file, 0o600]);
      expect(mode('uploads')).toBe(0o700);
      const uploads = fs.readdirSync(path.join(api.config.dataDir, 'uploads'));
      expect(uploads.length).toBeGreaterThan(0);
      for (const file of uploads) expect([file, mode(path.join('uploads', file))]).toEqual([file, 0o600]);
    }
  });
});

describe('a first start with no ADMIN_PASSWORD and SEED_DEMO=true (the defaults)', () => {
  let api: TestGateway;
  let generatedPassword: string;
  beforeAll(async () => {
    api = await startTestGateway({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO: 'true' });
  });
  afterAll(async () => { await api.close(); });

  it('creates admin@example.com with a generated password shown once, which logs in', async () => {
    const firstAdmin = api.gateway.firstAdmin;
    expect(firstAdmin).toEqual({ email: 'admin@example.com', generatedPassword: expect.any(String) });
    generatedPassword = firstAdmin!.generatedPassword!;
    expect(generatedPassword.length).toBeGreaterThanOrEqual(12);

    const response = await api.http().post('/api/admin/login').send({ email: 'admin@example.com', password: generatedPassword }).expect(200);
    expect(response.body.success).toBe(true);
    await api.http().post('/api/admin/login').send(ADMIN).expect(401);
  });

  it('fills the site with demo content whose images are served', async () => {
    const content = await publicContent(api);
    expect(content.portfolios.length).toBeGreaterThan(0);
    expect(content.blogs.length).toBeGreaterThan(0);
    expect(content.testimonials).toHaveLength(10);
    expectDefaultSettings(content);

    for (const portfolio of content.portfolios) {
      expect(portfolio.images_url.length).toBeGreaterThan(0);
      for (const url of portfolio.images_url) await expectServedImage(api, url);
    }
    for (const blog of content.blogs) await expectServedImage(api, blog.featuredImage);
    for (const testimonial of content.testimonials) await expectServedImage(api, testimonial.userImage);
  });

  it('keeps the generated password after a restart, without showing it again', async () => {
    expect(generatedPassword).toEqual(expect.any(String));
    await api.restart();
    expect(api.gateway.firstAdmin).toBeNull();
    await api.http().post('/api/admin/login').send({ email: 'admin@example.com', password: generatedPassword }).expect(200);
  });

  it('does not bring deleted demo content back on restart', async () => {
    const login = await api.http().post('/api/admin/login').send({ email: 'admin@example.com', password: generatedPassword }).expect(200);
    const auth = `Bearer ${login.body.token}`;
    const before = await publicContent(api);
    expect(before.portfolios.length).toBeGreaterThan(0);
    for (const portfolio of before.portfolios) {
      await api.http().delete(`/api/portfolio/delete/${portfolio._id}`).set('Authorization', auth).expect(200);
    }

    await api.restart();
    const after = await publicContent(api);
    expect(after.portfolios).toEqual([]);
    // Nor is the rest seeded a second time.
    expect(after.blogs).toHaveLength(before.blogs.length);
    expect(after.testimonials).toHaveLength(10);
  });
});

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('without JWT_SECRET on SQLite, generates a secret kept in DATA_DIR/jwt-secret readable by the owner only', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // The next start reads the same secret, so tokens survive restarts.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('uses JWT_SECRET when set and writes no secret file', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-the-environment' }).jwtSecret).toBe('from-the-environment');
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('refuses to start in production with a short JWT_SECRET or ADMIN_PASSWORD, and warns about them in development', () => {
    const weak = { DATA_DIR: dataDir, JWT_SECRET: 'x', ADMIN_PASSWORD: 'a' };
    expect(() => loadConfig({ ...weak, NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production: JWT_SECRET is shorter than 32 characters: tokens signed with it can be forged. ADMIN_PASSWORD is shorter than 12 characters.',
    );
    expect(loadConfig(weak).warnings).toEqual([
      'JWT_SECRET is shorter than 32 characters: tokens signed with it can be forged.',
      'ADMIN_PASSWORD is shorter than 12 characters.',
    ]);
    const strong = { DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(32), ADMIN_PASSWORD: 'twelve chars', NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' };
    expect(loadConfig(strong).warnings).toEqual([]);
  });

  it('refuses to start in production without PUBLIC_URL', () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/^PUBLIC_URL is required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://www.example.com/' }).publicUrl).toBe('https://www.example.com');
  });

  it('refuses DATABASE_URL without JWT_SECRET with a clear error', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://app:pw@127.0.0.1:3306/site' })).toThrow(
      /JWT_SECRET is required when DATABASE_URL is set/,
    );
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('reads REVISIONS_KEPT: 100 by default, a whole number of at least 1', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).revisionsKept).toBe(100);
    expect(loadConfig({ DATA_DIR: dataDir, REVISIONS_KEPT: '25' }).revisionsKept).toBe(25);
    for (const refused of ['0', '2.5', 'lots']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, REVISIONS_KEPT: refused })).toThrow(`REVISIONS_KEPT must be a whole number of at least 1 (got "${refused}").`);
    }
  });

  it('reads the answer cache settings: on with 64 MB by default, PAGE_CACHE=off, PAGE_CACHE_MAX_MB', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).answerCache).toEqual({ enabled: true, maxBytes: 64 * 1024 * 1024 });
    expect(loadConfig({ DATA_DIR: dataDir, PAGE_CACHE: 'off', PAGE_CACHE_MAX_MB: '8' }).answerCache).toEqual({ enabled: false, maxBytes: 8 * 1024 * 1024 });
    expect(() => loadConfig({ DATA_DIR: dataDir, PAGE_CACHE_MAX_MB: 'lots' })).toThrow(/PAGE_CACHE_MAX_MB must be a positive number of megabytes/);
  });

  it('reads the restore cap: 4096 MB by default, RESTORE_MAX_MB', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).restoreMaxBytes).toBe(4096 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir, RESTORE_MAX_MB: '10000' }).restoreMaxBytes).toBe(10000 * 1024 * 1024);
    expect(() => loadConfig({ DATA_DIR: dataDir, RESTORE_MAX_MB: '-1' })).toThrow(/RESTORE_MAX_MB must be a positive number of megabytes/);
  });

  it('reads the mail settings: nothing sent without SMTP_URL, a sender on the public host, bad values refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mail).toEqual({ smtpUrl: undefined, notifyEmail: undefined, from: 'Website <no-reply@localhost>', newsletterRatePerSecond: 10 });
    expect(loadConfig({
      DATA_DIR: dataDir, SMTP_URL: 'smtp://user:pw@mail.example.com:587', NOTIFY_EMAIL: 'team@example.com', PUBLIC_URL: 'https://www.example.com',
    }).mail).toEqual({ smtpUrl: 'smtp://user:pw@mail.example.com:587', notifyEmail: 'team@example.com', from: 'Website <no-reply@www.example.com>', newsletterRatePerSecond: 10 });
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Site <site@example.com>' }).mail.from).toBe('Site <site@example.com>');
    // The password never shows in the message.
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'http://user:secret@mail.example.com' })).toThrow(/^SMTP_URL must start with smtp:\/\/ or smtps:\/\/ \(got "http:\/\/…@mail.example.com"\)/);
    expect(() => loadConfig({ DATA_DIR: dataDir, NOTIFY_EMAIL: 'a@example.com, b@example.com' })).toThrow(/^NOTIFY_EMAIL must be one email address/);
  });
});
