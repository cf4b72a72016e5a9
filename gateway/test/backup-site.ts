/**
 * Helpers of the backup tests: a site on a given backend (the harness always makes a new
 * one), content made through the REST API, and everything the API shows of a site.
 */
import 'reflect-metadata';
import type { EntityMetadata } from 'typeorm';
import request from 'supertest';
import { createGateway, type Gateway } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/infra/database/data-source';
import { Admin } from '../src/features/auth/admin.entity';
import { openSession } from '../src/features/auth/sessions';
import { signAdminToken } from '../src/features/auth/token';
import { backedUpEntities, migrations, searchIndex } from '../src/registry';
import { createStorage } from '../src/infra/storage/create-storage';
import type { TestBackend } from './backend';
import { ADMIN, backendEnv } from './harness';
import { gif, png } from './images';

export const tables = { entities: backedUpEntities, migrations, afterRestore: searchIndex.afterRestore };

/** The environment a server on `backend` runs with, as the harness sets it. */
export const siteEnv = backendEnv;

export const siteConfig = (backend: TestBackend): Config => loadConfig(siteEnv(backend));

export const startSite = (backend: TestBackend): Promise<Gateway> => createGateway(siteConfig(backend));

/**
 * A token of the administrator, made without the sign-in call: looking at a site must not
 * add to what is compared (a sign-in is recorded in the audit log, which backups hold).
 */
export async function login(gateway: Gateway): Promise<string> {
  const { dataSource, config } = gateway.services;
  const admin = await dataSource.getRepository(Admin).findOneByOrFail({ email: ADMIN.email });
  const session = await openSession(dataSource, admin, { ip: '127.0.0.1', userAgent: 'backup test' });
  return `Bearer ${signAdminToken({ adminId: admin.id, email: admin.email, sessionId: session.id }, config.jwtSecret)}`;
}

/** Some of everything the site stores, made as its visitors and administrator make it. */
export async function addContent(gateway: Gateway): Promise<void> {
  const http = () => request(gateway.app);
  const auth = await login(gateway);
  const form = (call: request.Test, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) call.field(name, value);
    return call;
  };
  await form(http().post('/api/portfolio/add').set('Authorization', auth), {
    category: 'Web App', projectName: 'Ledger Lite ✨', projectDate: '2026-03-14',
    description: '<p>A <strong>bookkeeping</strong> app.</p>', content: '<ul><li>Fast</li></ul>',
    problem: 'Slow close', solution: 'Automation', result: 'Two days', testimonial: 'Great team.\nWould hire again.',
  }).attach('images', png(), 'a.png').attach('images', png(2, 2, [200, 10, 10]), 'b.png').expect(200);
  await form(http().post('/api/portfolio/add').set('Authorization', auth), {
    category: 'Mobile App', projectName: 'Trailmate', description: '<p>Hikes</p>', content: '',
    problem: '', solution: '', result: '', testimonial: '',
  }).attach('images', gif(), 'c.gif').expect(200);
  // An item in the trash: its row and image are backed up and restored like the others.
  const trashed = await form(http().post('/api/portfolio/add').set('Authorization', auth), { category: 'Web App', projectName: 'Binned' })
    .attach('images', png(2, 1, [10, 200, 10]), 'binned.png').expect(200);
  await http().delete(`/api/portfolio/delete/${trashed.body.portfolio._id}`).set('Authorization', auth).expect(200);
  await form(http().post('/api/blog/add').set('Authorization', auth), {
    title: 'Choosing a database — 日本語 too', content: '<p>Pick <em>boring</em> technology.</p>', excerpt: 'SQLite or MySQL?',
    tags: 'databases, architecture', publishDate: '2026-02-20', readingTime: '7', category: 'Engineering',
  }).attach('image', png(3, 1), 'post.png').expect(200);
  await form(http().post('/api/testimonial/add').set('Authorization', auth), {
    rating: '5', review: 'Shipped in six weeks.', userName: 'Dana Whitfield', userRole: 'CTO',
  }).attach('image', png(1, 1, [0, 0, 0]), 'dana.png').expect(200);
  await http().post('/api/contact/submit').send({
    firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', phone: '', company: '',
    message: 'We need a web app.\nCan we talk?', source: 'contact_form',
  }).expect(200);
  await http().post('/api/subscription/subscribe').send({ email: 'reader@example.com', source: 'desktop_footer' }).expect(200);
  await http().put('/api/statistics/update').set('Authorization', auth).send({
    projectsCompleted: '42+', projectsCompletedDescription: 'Shipped on three continents.',
    industriesServed: '8', industriesServedDescription: 'Fintech and more.',
    clientSatisfaction: '98%', clientSatisfactionDescription: 'Yearly surveys.',
  }).expect(200);
  await http().put('/api/footer/update').set('Authorization', auth).send({
    companyName: 'Acme Labs', phone: '+44 20 7946 0958', email: 'team@acme.example', copyrightText: '© 2026 Acme 🚀',
    socialLinks: { linkedin: 'https://www.linkedin.com/company/acme', facebook: '', instagram: '', twitter: '' },
    quickLinks: { home: '/', about: '/about-us', portfolio: '/work', contact: '/contact', solutions: '/solutions' },
  }).expect(200);
  await http().post('/api/analytics/track').send({ page: 'Home', type: 'page' }).expect(200);
}

/** Rows in a stable order: by the primary key, whatever it is named. */
const byPrimaryKey = (table: EntityMetadata) =>
  Object.fromEntries(table.primaryColumns.map((column) => [column.propertyName, 'ASC' as const]));

/** Everything the API answers about the site, every stored image with its type, and every row. */
export async function everything(gateway: Gateway) {
  const http = () => request(gateway.app);
  const auth = await login(gateway);
  const body = async (url: string, withAuth = false) => {
    const call = http().get(url);
    if (withAuth) call.set('Authorization', auth);
    return (await call.expect(200)).body as unknown;
  };
  const api = {
    portfolios: await body('/api/portfolio/all'),
    blogs: await body('/api/blog/all'),
    testimonials: await body('/api/testimonial/all'),
    statistics: await body('/api/statistics/get'),
    footer: await body('/api/footer/get'),
    contacts: await body('/api/contact/all', true),
    subscriptions: await body('/api/subscription/all', true),
    trash: await body('/api/portfolio/trash', true),
  };
  const images: Record<string, { type: string; bytes: Buffer }> = {};
  for (const key of await createStorage(gateway.services.config).list()) {
    const response = await http().get(`/uploads/${key}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    images[key] = { type: String(response.headers['content-type']), bytes: response.body as Buffer };
  }
  const rows: Record<string, unknown[]> = {};
  for (const entity of backedUpEntities) {
    const table = gateway.services.dataSource.getMetadata(entity);
    rows[table.tableName] = await gateway.services.dataSource.getRepository(table.target).find({ order: byPrimaryKey(table), withDeleted: true });
  }
  return { api, images, rows };
}

/** Rows per table and stored objects of a backend, read without starting a site on it. */
export async function storedContent(backend: TestBackend) {
  const config = siteConfig(backend);
  const storage = createStorage(config);
  await storage.init();
  const dataSource = await openDatabase(config, tables);
  try {
    const rows: Record<string, number> = {};
    for (const table of dataSource.entityMetadatas) rows[table.tableName] = await dataSource.getRepository(table.target).count({ withDeleted: true });
    return { rows: Object.values(rows).reduce((sum, count) => sum + count, 0), images: await storage.list() };
  } finally {
    await dataSource.destroy();
  }
}
