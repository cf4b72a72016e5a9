import { randomUUID } from 'node:crypto';
import { AUDIT_ACTIONS } from '@consultancy/domain/audit';
import { insertInBulk, parseCsv } from '../../../test/csv';
import { graphql } from '../../../test/graphql';
import { ADMIN, startTestGateway, type TestGateway } from '../../../test/harness';
import { AuditEntry } from './audit-entry.entity';
import { pruneAuditLog } from './audit-pruning';

let api: TestGateway;
let owner: string;
beforeAll(async () => {
  // Behind a proxy, as deployed, so the client address recorded is the one the test sends.
  api = await startTestGateway({ TRUST_PROXY: 'true' });
  owner = await api.auth();
});
afterAll(async () => { await api.close(); });

const CLIENT = { ip: '203.0.113.7', userAgent: 'AuditTest/1.0 (jest)' };
const NEW_PASSWORD = 'kettle violin marsh 93 lantern';
let requests = 0;

type Call = ReturnType<ReturnType<TestGateway['http']>['get']>;
/** A call from the test's client, with its own request id: the id that finds its audit record. */
function from<T extends Call>(call: T): T & { requestId: string } {
  requests += 1;
  const requestId = `audit-test-${requests}-${randomUUID().slice(0, 8)}`;
  call.set('X-Forwarded-For', CLIENT.ip).set('User-Agent', CLIENT.userAgent).set('X-Request-Id', requestId);
  return Object.assign(call, { requestId });
}

interface Entry {
  at: string; action: string; adminEmail: string; ip: string; userAgent: string; requestId: string;
  target: { kind: string; id: string | null; label: string | null } | null;
  changes: Array<{ field: string; before?: string | null; after?: string | null }>;
}

const audit = async (query: Record<string, string | number> = {}) =>
  (await api.http().get('/api/admin/audit').query({ limit: 100, ...query }).set('Authorization', owner).expect(200)).body as {
    success: true; entries: Entry[]; total: number; page: number; pages: number;
  };

/** The records of one request for an action (through the Activity call itself). */
async function recorded(action: string, requestId: string): Promise<Entry[]> {
  return (await audit({ action })).entries.filter((entry) => entry.requestId === requestId);
}

/** Exactly one record of the action for the request, with who and where filled. */
async function theRecord(action: string, requestId: string, adminEmail = ADMIN.email): Promise<Entry> {
  const found = await recorded(action, requestId);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ action, adminEmail, ip: CLIENT.ip, userAgent: CLIENT.userAgent, requestId });
  expect(Date.now() - new Date(found[0].at).getTime()).toBeLessThan(60_000);
  return found[0];
}

const signIn = async (email: string, password: string, userAgent = CLIENT.userAgent) =>
  `Bearer ${(await api.http().post('/api/admin/login').set('User-Agent', userAgent).send({ email, password }).expect(200)).body.token}`;

/** Makes the database refuse the next content or settings write at its last step (the content version), after the audit insert. */
async function failingContentVersion<T>(during: () => Promise<T>): Promise<T> {
  const { dataSource } = api.gateway.services;
  const mysql = dataSource.options.type === 'mysql';
  await dataSource.query(mysql
    ? "CREATE TRIGGER refuse_bump BEFORE UPDATE ON table_version FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'"
    : "CREATE TRIGGER refuse_bump BEFORE UPDATE ON table_version BEGIN SELECT RAISE(ABORT, 'refused by the test'); END");
  try {
    return await during();
  } finally {
    await dataSource.query('DROP TRIGGER refuse_bump');
  }
}

describe('sign-in and sessions', () => {
  it('records a successful sign-in, and failed ones with the email tried, never the password', async () => {
    const ok = from(api.http().post('/api/admin/login')).send(ADMIN);
    await ok.expect(200);
    await theRecord('login.succeeded', ok.requestId);

    const wrong = from(api.http().post('/api/admin/login')).send({ email: ADMIN.email, password: 'not the password at all' });
    await wrong.expect(401);
    const failed = await theRecord('login.failed', wrong.requestId, ADMIN.email);
    expect(failed.target).toBeNull();

    const unknown = from(api.http().post('/api/admin/login')).send({ email: ' Attacker.Target@Example.com ', password: 'guess-123-guess' });
    await unknown.expect(401);
    await theRecord('login.failed', unknown.requestId, 'attacker.target@example.com');

    const everything = JSON.stringify((await audit()).entries);
    expect(everything).not.toContain('not the password at all');
    expect(everything).not.toContain('guess-123-guess');
    expect(everything).not.toContain(ADMIN.password);
  });

  it('records logout and ended sessions; ending an unknown session records nothing', async () => {
    const laptop = await signIn(ADMIN.email, ADMIN.password, 'laptop browser');
    // The Activity is read with the laptop's session while the others are ended.
    owner = laptop;
    await signIn(ADMIN.email, ADMIN.password, 'tablet browser');
    await signIn(ADMIN.email, ADMIN.password, 'phone browser');
    const { body } = await api.http().get('/api/admin/sessions').set('Authorization', laptop).expect(200);
    const tablet = body.sessions.find((session: { userAgent: string }) => session.userAgent === 'tablet browser');

    const endOne = from(api.http().delete(`/api/admin/sessions/${tablet._id}`)).set('Authorization', laptop);
    await endOne.expect(200);
    expect((await theRecord('session.ended', endOne.requestId)).target).toEqual({ kind: 'session', id: tablet._id, label: null });

    const unknown = from(api.http().delete(`/api/admin/sessions/${randomUUID()}`)).set('Authorization', laptop);
    await unknown.expect(404);
    expect(await recorded('session.ended', unknown.requestId)).toEqual([]);

    const endOthers = from(api.http().delete('/api/admin/sessions')).set('Authorization', laptop);
    await endOthers.expect(200);
    const others = await theRecord('session.ended', endOthers.requestId);
    expect(others.changes).toEqual([{ field: 'ended', before: null, after: expect.stringMatching(/^[1-9]\d*$/) }]);

    const logout = from(api.http().post('/api/admin/logout')).set('Authorization', laptop);
    await logout.expect(200);
    owner = await signIn(ADMIN.email, ADMIN.password);
    await theRecord('logout', logout.requestId);
  });
});

describe('administrators', () => {
  it('records an admin added, changed, its password changed and removed; a refused change records nothing', async () => {
    const create = from(api.http().post('/api/admin/admins')).set('Authorization', owner).send({ email: 'Audit.Editor@Test.Local', role: 'editor' });
    const created = (await create.expect(200)).body;
    const id = created.admin._id as string;
    const added = await theRecord('admin.created', create.requestId);
    expect(added.target).toEqual({ kind: 'admin', id, label: 'audit.editor@test.local' });
    expect(added.changes).toEqual([{ field: 'role', before: null, after: 'editor' }]);

    const first = await signIn('audit.editor@test.local', created.oneTimePassword);
    const change = from(api.http().put('/api/admin/password')).set('Authorization', first)
      .send({ currentPassword: created.oneTimePassword, newPassword: NEW_PASSWORD });
    await change.expect(200);
    const changed = await theRecord('password.changed', change.requestId, 'audit.editor@test.local');
    expect(JSON.stringify(changed)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(changed)).not.toMatch(/argon2|passwordHash/);

    // The only owner cannot become an editor: refused inside the transaction, nothing recorded.
    const me = (await api.http().get('/api/admin/me').set('Authorization', owner).expect(200)).body.admin;
    const refused = from(api.http().put(`/api/admin/admins/${me._id}`)).set('Authorization', owner).send({ role: 'editor' });
    await refused.expect(400);
    expect(await recorded('admin.updated', refused.requestId)).toEqual([]);

    const promote = from(api.http().put(`/api/admin/admins/${id}`)).set('Authorization', owner).send({ role: 'owner', disabled: true });
    await promote.expect(200);
    const updated = await theRecord('admin.updated', promote.requestId);
    expect(updated.changes).toEqual([
      { field: 'role', before: 'editor', after: 'owner' },
      { field: 'disabled', before: 'false', after: 'true' },
    ]);

    const remove = from(api.http().delete(`/api/admin/admins/${id}`)).set('Authorization', owner);
    await remove.expect(200);
    expect((await theRecord('admin.removed', remove.requestId)).target).toEqual({ kind: 'admin', id, label: 'audit.editor@test.local' });
  });
});

const collections = [
  {
    key: 'portfolio', titleField: 'projectName',
    fields: { category: 'Web App', projectName: 'Ledger Lite', description: '<p>A bookkeeping app.</p>', clientName: 'Ledger Co' },
  },
  { key: 'testimonial', titleField: 'userName', fields: { rating: 5, review: 'They shipped in six weeks.', userName: 'Dana Whitfield', userRole: 'CTO' } },
  { key: 'blog', titleField: 'title', fields: { title: 'Choosing a database', content: '<p>Pick boring technology.</p>', excerpt: 'SQLite?', readingTime: 7 } },
] as const;

describe.each(collections)('$key', ({ key, titleField, fields }) => {
  it('records create, update (with the fields changed) and delete, with the item named', async () => {
    const add = from(api.http().post(`/api/${key}/add`)).set('Authorization', owner).send(fields);
    const item = (await add.expect(200)).body[key];
    const title = fields[titleField as keyof typeof fields] as string;
    expect((await theRecord(`${key}.created`, add.requestId)).target).toEqual({ kind: key, id: item._id, label: title });

    const update = from(api.http().put(`/api/${key}/update/${item._id}`)).set('Authorization', owner).send({ ...fields, [titleField]: `${title} 2` });
    await update.expect(200);
    const updated = await theRecord(`${key}.updated`, update.requestId);
    expect(updated.target).toEqual({ kind: key, id: item._id, label: `${title} 2` });
    expect(updated.changes).toEqual([{ field: titleField, before: title, after: `${title} 2` }]);

    const remove = from(api.http().delete(`/api/${key}/delete/${item._id}`)).set('Authorization', owner);
    await remove.expect(200);
    expect((await theRecord(`${key}.deleted`, remove.requestId)).target).toEqual({ kind: key, id: item._id, label: `${title} 2` });
  });
});

describe('the record and the change commit together', () => {
  it('an update the database refuses after the record was written leaves neither the change nor the record', async () => {
    const item = (await api.http().post('/api/blog/add').set('Authorization', owner).send(collections[2].fields).expect(200)).body.blog;
    const update = from(api.http().put(`/api/blog/update/${item._id}`)).set('Authorization', owner).send({ ...collections[2].fields, title: 'Never saved' });
    await failingContentVersion(() => update.expect(500));
    expect(await recorded('blog.updated', update.requestId)).toEqual([]);
    expect((await api.http().get(`/api/blog/${item._id}`).set('Authorization', owner).expect(200)).body.blog.title).toBe('Choosing a database');

    const remove = from(api.http().delete(`/api/blog/delete/${item._id}`)).set('Authorization', owner);
    await failingContentVersion(() => remove.expect(500));
    expect(await recorded('blog.deleted', remove.requestId)).toEqual([]);
    await api.http().get(`/api/blog/${item._id}`).set('Authorization', owner).expect(200);

    const settings = from(api.http().put('/api/statistics/update')).set('Authorization', owner).send({ ...FIGURES, projectsCompleted: '99+' });
    await failingContentVersion(() => settings.expect(500));
    expect(await recorded('statistics.updated', settings.requestId)).toEqual([]);
    expect((await api.http().get('/api/statistics/get').expect(200)).body.statistics.projectsCompleted).not.toBe('99+');
  });
});

const FIGURES = {
  projectsCompleted: '42+',
  projectsCompletedDescription: 'Shipped for clients on three continents.',
  industriesServed: '8',
  industriesServedDescription: 'Fintech, health, retail and more.',
  clientSatisfaction: '98%',
  clientSatisfactionDescription: 'Measured by yearly client surveys.',
};

describe('settings', () => {
  it('records statistics and footer updates with the fields changed', async () => {
    const statistics = from(api.http().put('/api/statistics/update')).set('Authorization', owner).send(FIGURES);
    await statistics.expect(200);
    const figures = await theRecord('statistics.updated', statistics.requestId);
    expect(figures.target).toEqual({ kind: 'statistics', id: 'site', label: 'Statistics' });
    expect(figures.changes).toContainEqual({ field: 'projectsCompleted', before: '10+', after: '42+' });

    const current = (await api.http().get('/api/footer/get').expect(200)).body.footer;
    const footer = from(api.http().put('/api/footer/update')).set('Authorization', owner)
      .send({ ...current, companyName: 'Audit Labs', socialLinks: { ...current.socialLinks, twitter: 'https://x.com/audit' } });
    await footer.expect(200);
    const changes = (await theRecord('footer.updated', footer.requestId)).changes;
    expect(changes).toContainEqual({ field: 'companyName', before: current.companyName, after: 'Audit Labs' });
    // An object's values are not listed, only its name.
    expect(changes).toContainEqual({ field: 'socialLinks', before: null, after: null });
  });
});

describe('subscriptions and contacts', () => {
  it('records a subscription deleted', async () => {
    await api.http().post('/api/subscription/subscribe').set('X-Forwarded-For', '198.51.100.9').send({ email: 'reader@example.com' }).expect(200);
    const [row] = (await api.http().get('/api/subscription/all').set('Authorization', owner).expect(200)).body.subscriptions;
    const remove = from(api.http().delete(`/api/subscription/${row._id}`)).set('Authorization', owner);
    await remove.expect(200);
    expect((await theRecord('subscription.deleted', remove.requestId)).target).toEqual({ kind: 'subscription', id: row._id, label: 'reader@example.com' });
    const unknown = from(api.http().delete(`/api/subscription/${randomUUID()}`)).set('Authorization', owner);
    await unknown.expect(404);
    expect(await recorded('subscription.deleted', unknown.requestId)).toEqual([]);
  });

  it('records a contact status change and a contact deleted', async () => {
    await api.http().post('/api/contact/submit').set('X-Forwarded-For', '198.51.100.10')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello' }).expect(200);
    const [row] = (await api.http().get('/api/contact/all').set('Authorization', owner).expect(200)).body.contacts;
    const target = { kind: 'contact', id: row._id, label: 'Ada Lovelace <ada@example.com>' };
    const status = from(api.http().put(`/api/contact/${row._id}/status`)).set('Authorization', owner).send({ status: 'replied' });
    await status.expect(200);
    expect(await theRecord('contact.updated', status.requestId)).toMatchObject({ target, changes: [{ field: 'status', before: 'new', after: 'replied' }] });
    const remove = from(api.http().delete(`/api/contact/${row._id}`)).set('Authorization', owner);
    await remove.expect(200);
    expect((await theRecord('contact.deleted', remove.requestId)).target).toEqual(target);
  });

  it.each([
    ['/api/subscription/export', 'subscriptions.exported', 'subscriptions.csv'],
    ['/api/contact/export', 'contacts.exported', 'contacts.csv'],
    ['/api/admin/audit/export', 'audit.exported', 'audit.csv'],
  ])('records the CSV export %s with its filters', async (path, action, file) => {
    const query = path.includes('audit') ? { action: 'login.failed' } : { status: path.includes('contact') ? 'new' : 'active' };
    const download = from(api.http().get(path)).query(query).set('Authorization', owner);
    await download.expect(200);
    const exported = await theRecord(action, download.requestId);
    expect(exported.target).toEqual({ kind: 'export', id: null, label: file });
    expect(exported.changes).toEqual(Object.entries(query).map(([field, after]) => ({ field, before: null, after })));
  });
});

describe('who may read the audit trail', () => {
  let editor: string;
  beforeAll(async () => {
    const created = (await api.http().post('/api/admin/admins').set('Authorization', owner).send({ email: 'reader.editor@test.local', role: 'editor' }).expect(200)).body;
    const first = await signIn('reader.editor@test.local', created.oneTimePassword);
    await api.http().put('/api/admin/password').set('Authorization', first).send({ currentPassword: created.oneTimePassword, newPassword: NEW_PASSWORD }).expect(200);
    editor = first;
  });

  it('refuses an editor with 403 and a message, on REST, GraphQL and the export', async () => {
    const rest = await api.http().get('/api/admin/audit').set('Authorization', editor).expect(403);
    expect(rest.body).toEqual({ success: false, message: expect.stringMatching(/owner role/), requestId: expect.any(String) });
    const viaGraphql = await graphql(api, '{ auditEntries { total items { action } } }', {}, { auth: editor });
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: rest.body.message, extensions: { code: 'FORBIDDEN' } });
    expect(viaGraphql.body.data).toBeNull();
    const exported = await api.http().get('/api/admin/audit/export').set('Authorization', editor).expect(403);
    expect(exported.body.message).toBe(rest.body.message);
  });

  it('refuses a visitor with 401', async () => {
    await api.http().get('/api/admin/audit').expect(401);
    await api.http().get('/api/admin/audit/export').expect(401);
  });
});

describe('the Activity list', () => {
  const EMAIL = 'paging@test.local';
  const DAY = 86_400_000;
  const start = Date.UTC(2026, 2, 1, 12, 0);
  /** 30 entries a day apart, newest first: entry 0 is on 2026-03-01, entry 29 on 2026-01-31. */
  const rows = Array.from({ length: 30 }, (_, index) => ({
    id: randomUUID(),
    at: new Date(start - index * DAY),
    action: index % 3 === 0 ? 'blog.updated' : 'login.succeeded',
    adminId: null,
    adminEmail: EMAIL,
    ip: '192.0.2.1',
    userAgent: 'bulk',
    requestId: `bulk-${index}`,
    targetKind: null,
    targetId: null,
    targetLabel: null,
    changes: [],
  } as unknown as AuditEntry));
  beforeAll(async () => { await insertInBulk(api, AuditEntry, rows); });
  const ids = (entries: Entry[]) => entries.map((entry) => entry.requestId);

  it('pages newest first, with total and pages', async () => {
    const page = await audit({ adminEmail: EMAIL, limit: 10, page: 2 });
    expect(page).toMatchObject({ success: true, total: 30, page: 2, pages: 3 });
    expect(ids(page.entries)).toEqual(rows.slice(10, 20).map((row) => row.requestId));
    const whole = await audit();
    const times = whole.entries.map((entry) => new Date(entry.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by admin (any case), action and date range, alone and together', async () => {
    expect(ids((await audit({ adminEmail: 'PAGING@test.local' })).entries)).toEqual(rows.map((row) => row.requestId));
    const blog = await audit({ adminEmail: EMAIL, action: 'blog.updated' });
    expect(ids(blog.entries)).toEqual(rows.filter((row) => row.action === 'blog.updated').map((row) => row.requestId));
    // 2026-02-20 to 2026-02-25, whole days (UTC): entries 4 to 9.
    const range = await audit({ adminEmail: EMAIL, from: '2026-02-20', to: '2026-02-25' });
    expect(ids(range.entries)).toEqual(rows.slice(4, 10).map((row) => row.requestId));
    const moments = await audit({ adminEmail: EMAIL, from: '2026-02-28T12:00:00Z', to: '2026-03-01T11:59:59.999Z' });
    expect(ids(moments.entries)).toEqual(['bulk-1']);
    const together = await audit({ adminEmail: EMAIL, action: 'blog.updated', from: '2026-02-20', to: '2026-02-25' });
    expect(ids(together.entries)).toEqual(['bulk-6', 'bulk-9']);
    expect((await audit({ adminEmail: 'nobody@test.local' })).total).toBe(0);
  });

  it('answers the same page through GraphQL', async () => {
    const query = `query ($adminEmail: String, $action: String, $from: String, $to: String) {
      auditEntries(adminEmail: $adminEmail, action: $action, from: $from, to: $to, limit: 2) { total page pages items { requestId action adminEmail ip userAgent at target { kind } changes { field } } } }`;
    const response = await graphql(api, query, { adminEmail: EMAIL, action: 'blog.updated', from: '2026-02-01', to: '2026-03-01' }, { auth: owner }).expect(200);
    expect(response.body.data.auditEntries).toEqual({
      total: 10, page: 1, pages: 5,
      items: rows.filter((row) => row.action === 'blog.updated').slice(0, 2).map((row) => ({
        requestId: row.requestId, action: 'blog.updated', adminEmail: EMAIL, ip: '192.0.2.1', userAgent: 'bulk', at: row.at.toISOString(), target: null, changes: [],
      })),
    });
  });

  it.each([
    [{ action: 'blog.published' }, `action must be one of: ${AUDIT_ACTIONS.join(', ')}`],
    [{ from: 'yesterday' }, 'from must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
    [{ to: '2026-02-30' }, 'to must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to'],
    [{ adminEmail: `${'a'.repeat(250)}@x.io` }, 'adminEmail must be at most 254 characters'],
    [{ limit: 0 }, expect.stringMatching(/^limit must be/)],
  ])('refuses %j with 400, on the list and the export', async (query, message) => {
    const listed = await api.http().get('/api/admin/audit').query(query).set('Authorization', owner).expect(400);
    expect(listed.body).toEqual({ success: false, message, requestId: expect.any(String) });
    if (!('limit' in query)) {
      const exported = await api.http().get('/api/admin/audit/export').query(query).set('Authorization', owner).expect(400);
      expect(exported.body.message).toEqual(message);
    }
  });

  it('refuses a bad date through GraphQL with BAD_USER_INPUT', async () => {
    const response = await graphql(api, '{ auditEntries(from: "soon") { total } }', {}, { auth: owner });
    expect(response.body.errors[0]).toMatchObject({ message: 'from must be a date (YYYY-MM-DD) or a date and time (ISO 8601)', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('exports the matching entries as CSV, newest first', async () => {
    const response = await api.http().get('/api/admin/audit/export').query({ adminEmail: EMAIL, action: 'blog.updated' }).set('Authorization', owner).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = parseCsv(response.text);
    expect(header).toEqual(['Time (UTC)', 'Admin', 'Action', 'Target', 'Changes', 'IP', 'User Agent', 'Request Id']);
    const expected = rows.filter((row) => row.action === 'blog.updated');
    expect(lines).toEqual(expected.map((row) => [row.at.toISOString(), EMAIL, 'blog.updated', '', '', '192.0.2.1', 'bulk', row.requestId]));
  });
});

describe('pruning', () => {
  it('removes records older than 400 days and keeps the rest', async () => {
    const now = Date.now();
    const old = (days: number, id: string) => ({
      id: randomUUID(), at: new Date(now - days * 86_400_000), action: 'logout', adminId: null, adminEmail: 'old@test.local', ip: '', userAgent: '',
      requestId: id, targetKind: null, targetId: null, targetLabel: null, changes: [],
    } as unknown as AuditEntry);
    await insertInBulk(api, AuditEntry, [old(401, 'prune-401'), old(400.5, 'prune-400.5'), old(399, 'prune-399')]);
    expect(await pruneAuditLog(api.gateway.services.dataSource, now)).toBe(2);
    expect(ids((await audit({ adminEmail: 'old@test.local' })).entries)).toEqual(['prune-399']);
    // Run again (as another replica would): nothing left to remove, nothing else touched.
    expect(await pruneAuditLog(api.gateway.services.dataSource, now)).toBe(0);
    expect((await audit({ adminEmail: 'old@test.local' })).total).toBe(1);
  });
  const ids = (entries: Entry[]) => entries.map((entry) => entry.requestId);
});
