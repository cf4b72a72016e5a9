import { CONTACT_STATUSES } from '@consultancy/domain';
import { randomUUID } from 'node:crypto';
import { insertInBulk, parseCsv } from '../../../test/csv';
import { graphql } from '../../../test/graphql';
import { sharedGateway, type TestGateway } from '../../../test/harness';
import { refusedTokens } from '../../../test/tokens';
import { VISIT_CSV_HEADERS } from '../../content/attribution/visit-csv';
import { Contact } from './contact.entity';

// Behind a proxy, as deployed: each test visits from its own address (X-Forwarded-For),
// so the per-address rate limit counts only that test's requests.
const proxiedGateway = sharedGateway({ TRUST_PROXY: 'true' });
let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = proxiedGateway();
  auth = await api.auth();
});

let visitor = 0;
let address: string;
beforeEach(async () => {
  visitor += 1;
  address = `203.0.113.${visitor}`;
  for (const item of await list()) {
    await api.http().delete(`/api/contact/${item._id}`).set('Authorization', auth).expect(200);
  }
});

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0000',
  company: 'Analytical Engines Ltd',
  message: 'We need a web app for our engine.\nCan we talk next week?',
  source: 'contact_form',
};

/** POST /api/contact/submit as the contact form sends it, from this test's address. */
const submit = (body: Record<string, unknown> = message, from = address) =>
  api.http().post('/api/contact/submit').set('X-Forwarded-For', from).send(body);

async function list() {
  const response = await api.http().get('/api/contact/all').set('Authorization', auth).expect(200);
  expect(response.body.success).toBe(true);
  return response.body.contacts as Record<string, unknown>[];
}

const setStatus = (id: unknown, status: unknown) =>
  api.http().put(`/api/contact/${id}/status`).set('Authorization', auth).send({ status });

/** Names only: the tokens themselves are made in the test, with the gateway's real secret. */
const refusedNames = Object.keys(refusedTokens('names-only'));
const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';

describe('REST /api/contact', () => {
  it('stores text without control characters, keeping tabs and line breaks', async () => {
    await submit({ ...message, firstName: 'A\u0000da', company: 'Engines\u001b[31m Ltd', message: 'Line one\r\n\tLine two\u0007' }).expect(200);
    const [stored] = await list();
    expect(stored).toMatchObject({ firstName: 'Ada', company: 'Engines[31m Ltd', message: 'Line one\r\n\tLine two' });
  });

  it('stores a message with status new and lists it for the admin', async () => {
    const before = Date.now();
    const response = await submit().expect(200);
    expect(response.body).toEqual({ success: true, message: "Message sent successfully! We'll get back to you soon." });

    const contacts = await list();
    expect(contacts).toEqual([{
      _id: expect.any(String),
      ...message,
      status: 'new',
      submittedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // Added beside the SPEC's fields (lead attribution): none is known for a message sent without one.
      visit: null,
    }]);
    const submittedAt = Date.parse(contacts[0].submittedAt as string);
    expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(submittedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('accepts a message without phone, company or source', async () => {
    const { phone: _phone, company: _company, source: _source, ...required } = message;
    await submit(required).expect(200);
    await submit({ ...required, firstName: 'Grace', phone: '', company: '' }).expect(200);
    const contacts = await list();
    expect(contacts).toHaveLength(2);
    for (const contact of contacts) expect(contact).toMatchObject({ phone: '', company: '', source: 'contact_form', status: 'new' });
  });

  it('lists the newest message first', async () => {
    await submit({ ...message, firstName: 'First' }).expect(200);
    await submit({ ...message, firstName: 'Second' }).expect(200);
    expect((await list()).map((item) => item.firstName)).toEqual(['Second', 'First']);
  });

  it('keeps a long message whole', async () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(300)}Ünïcödé ✓ 🎉`;
    await submit({ ...message, message: long }).expect(200);
    expect((await list())[0].message).toBe(long);
  });

  it.each([
    ['firstName missing', { firstName: undefined }, 'firstName is required'],
    ['firstName empty', { firstName: '' }, 'firstName is required'],
    ['firstName blank', { firstName: '  ' }, 'firstName is required'],
    ['lastName missing', { lastName: undefined }, 'lastName is required'],
    ['lastName empty', { lastName: '' }, 'lastName is required'],
    ['lastName blank', { lastName: '\t' }, 'lastName is required'],
    ['email missing', { email: undefined }, 'email is required'],
    ['email empty', { email: '' }, 'email is required'],
    ['email blank', { email: '   ' }, 'email is required'],
    ['email not an address', { email: 'not-an-email' }, 'email must be a valid email address'],
    ['message missing', { message: undefined }, 'message is required'],
    ['message empty', { message: '' }, 'message is required'],
    ['message blank', { message: ' \n ' }, 'message is required'],
    ['firstName too long', { firstName: 'x'.repeat(101) }, 'firstName must be at most 100 characters'],
    ['phone too long', { phone: '1'.repeat(41) }, 'phone must be at most 40 characters'],
    ['message too long', { message: 'x'.repeat(10_001) }, 'message must be at most 10000 characters'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_case, change, text) => {
    const body: Record<string, unknown> = { ...message, ...change };
    for (const key of Object.keys(change)) if (body[key] === undefined) delete body[key];
    const response = await submit(body).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(text);
    expect(await api.count(Contact)).toBe(0);
  });

  it('sets every status in any order', async () => {
    await submit().expect(200);
    const [contact] = await list();
    for (const status of ['closed', 'new', 'replied', 'read', 'new', 'read', 'closed', 'replied']) {
      const response = await setStatus(contact._id, status).expect(200);
      expect(response.body).toEqual({ success: true, message: 'Status updated successfully' });
      expect((await list())[0]).toMatchObject({ _id: contact._id, status });
    }
  });

  it.each([
    ['an unknown status', 'archived'],
    ['an empty status', ''],
    ['a status in other casing', 'READ'],
  ])('refuses %s with 400 and keeps the status', async (_case, status) => {
    await submit().expect(200);
    const [contact] = await list();
    await setStatus(contact._id, 'replied').expect(200);
    const response = await setStatus(contact._id, status).expect(400);
    expect(response.body).toEqual({ success: false, message: 'status must be one of: new, read, replied, closed, spam', requestId: expect.any(String) });
    expect((await list())[0].status).toBe('replied');
  });

  it('refuses a status change without a status with 400', async () => {
    await submit().expect(200);
    const [contact] = await list();
    const response = await api.http().put(`/api/contact/${contact._id}/status`).set('Authorization', auth).send({}).expect(400);
    expect(response.body).toEqual({ success: false, message: 'status is required', requestId: expect.any(String) });
    expect((await list())[0].status).toBe('new');
  });

  it('deletes a message', async () => {
    await submit({ ...message, firstName: 'Gone' }).expect(200);
    await submit({ ...message, firstName: 'Kept' }).expect(200);
    const gone = (await list()).find((item) => item.firstName === 'Gone')!;
    const response = await api.http().delete(`/api/contact/${gone._id}`).set('Authorization', auth).expect(200);
    expect(response.body).toEqual({ success: true, message: 'Contact deleted successfully' });
    expect((await list()).map((item) => item.firstName)).toEqual(['Kept']);
  });

  it('answers 404 for unknown ids', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const deleted = await api.http().delete(`/api/contact/${id}`).set('Authorization', auth).expect(404);
      expect(deleted.body).toEqual({ success: false, message: 'Contact not found', requestId: expect.any(String) });
      const updated = await setStatus(id, 'read').expect(404);
      expect(updated.body).toEqual({ success: false, message: 'Contact not found', requestId: expect.any(String) });
    }
  });

  it('refuses the 21st message from one address within a minute with 429', async () => {
    for (let index = 1; index <= 20; index += 1) {
      const response = await submit({ ...message, firstName: `Sender ${index}` });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
    }
    const refused = await submit({ ...message, firstName: 'Sender 21' }).expect(429);
    expect(refused.body).toEqual({ success: false, message: expect.stringMatching(/too many/i), requestId: expect.any(String) });
    expect(await api.count(Contact)).toBe(20);

    // The limit is per address: another visitor still gets through.
    await submit(message, '203.0.113.250').expect(200);
    expect(await api.count(Contact)).toBe(21);
  });

  describe.each(refusedNames)('with %s', (name) => {
    it('refuses listing, status change and delete with 401 and changes nothing', async () => {
      await submit().expect(200);
      const [kept] = await list();
      const header = refusedTokens(api.config.jwtSecret)[name];
      const withAuth = <T extends { set(field: string, value: string): T }>(call: T) => (header ? call.set('Authorization', header) : call);

      const calls = [
        withAuth(api.http().get('/api/contact/all')),
        withAuth(api.http().put(`/api/contact/${kept._id}/status`)).send({ status: 'closed' }),
        withAuth(api.http().delete(`/api/contact/${kept._id}`)),
      ];
      for (const call of calls) {
        const response = await call;
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
      }
      expect(await list()).toEqual([kept]);
    });
  });
});

describe('GraphQL contact operations', () => {
  const SUBMIT = 'mutation Submit($input: ContactInput!) { submitContact(input: $input) }';
  const LIST = '{ contacts { items { id firstName lastName email phone company message status source submittedAt } } }';
  const STATUS = 'mutation Status($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id status } }';
  const DELETE = 'mutation Delete($id: ID!) { deleteContact(id: $id) }';
  const gql = (query: string, variables: Record<string, unknown> = {}, options: { auth?: string } = {}) =>
    graphql(api, query, variables, options).set('X-Forwarded-For', address);

  it('submits, lists, changes status and deletes, like REST', async () => {
    const submitted = await gql(SUBMIT, { input: message }).expect(200);
    expect(submitted.body).toEqual({ data: { submitContact: true } });

    const listed = await gql(LIST, {}, { auth }).expect(200);
    expect(listed.body.data.contacts.items).toEqual([{ id: expect.any(String), ...message, status: 'new', submittedAt: expect.any(String) }]);
    const id = listed.body.data.contacts.items[0].id;

    // A change answers the message as it is now; a delete, the id of the message it removed.
    const status = await gql(STATUS, { id, status: 'replied' }, { auth }).expect(200);
    expect(status.body.data.updateContactStatus).toEqual({ id, status: 'replied' });
    expect((await list())[0].status).toBe('replied');

    const deleted = await gql(DELETE, { id }, { auth }).expect(200);
    expect(deleted.body.data.deleteContact).toBe(id);
    expect(await api.count(Contact)).toBe(0);
  });

  it('refuses a blank required field with BAD_USER_INPUT naming it', async () => {
    const response = await gql(SUBMIT, { input: { ...message, lastName: ' ' } });
    expect(response.body.errors[0]).toMatchObject({ message: 'lastName is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.count(Contact)).toBe(0);
  });

  it('refuses an unknown status with BAD_USER_INPUT', async () => {
    await submit().expect(200);
    const [contact] = await list();
    const response = await gql(STATUS, { id: contact._id, status: 'archived' }, { auth });
    expect(response.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await list())[0].status).toBe('new');
  });

  it('refuses anonymous reads and changes with UNAUTHENTICATED', async () => {
    await submit().expect(200);
    const [contact] = await list();
    for (const [query, variables] of [[LIST, {}], [STATUS, { id: contact._id, status: 'closed' }], [DELETE, { id: contact._id }]] as const) {
      const response = await gql(query, variables);
      expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(await list()).toEqual([contact]);
  });

  it('answers NOT_FOUND for unknown ids', async () => {
    for (const [query, variables] of [[STATUS, { id: UNKNOWN_ID, status: 'read' }], [DELETE, { id: UNKNOWN_ID }]] as const) {
      const response = await gql(query, variables, { auth });
      expect(response.body.errors[0]).toMatchObject({ message: 'Contact not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('GET /api/contact/export', () => {
  const download = (query: Record<string, string> = {}, header: string | null = auth) => {
    const call = api.http().get('/api/contact/export').query(query);
    return header ? call.set('Authorization', header) : call;
  };
  const ROWS = 1_200;
  const start = Date.UTC(2025, 2, 14, 9, 5);
  const long = `${'é'.repeat(99)}xyz and more`;
  /** Newest first: row 0 is the newest; statuses in turn; a few rows test quoting, cutting and formulas. */
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    id: randomUUID(),
    firstName: index === 2 ? '=1+1' : index === 3 ? ';=1+1' : index === 5 ? '|cmd' : `First${index}`,
    lastName: `Last${index}`,
    email: `writer${String(index).padStart(4, '0')}@example.com`,
    phone: index === 1 ? '+44 20 7946 0000' : '',
    company: index === 1 ? 'Quotes "and", commas' : 'Acme',
    message: index === 0 ? long : index === 1 ? 'Two\r\nlines' : `Message ${index}`,
    status: CONTACT_STATUSES[index % CONTACT_STATUSES.length],
    source: 'contact_form',
    submittedAt: new Date(start - index * 60_000),
    createdAt: new Date(start),
    updatedAt: new Date(start),
  } as Contact));

  beforeEach(async () => { await insertInBulk(api, Contact, rows); });
  afterEach(async () => { await api.gateway.services.dataSource.getRepository(Contact).clear(); });

  it('streams every message, more than one batch, newest first, in the columns and file of the admin export', async () => {
    const response = await download().expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = parseCsv(response.text);
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Company', 'Message', 'Status', 'Submitted At', ...VISIT_CSV_HEADERS]);
    // Spam stays out of the export unless the status filter asks for it.
    const kept = rows.filter((row) => row.status !== 'spam');
    expect(lines).toHaveLength(kept.length);
    expect(lines.map((line) => line[1])).toEqual(kept.map((row) => row.email));
    expect(lines[0]).toEqual(['First0 Last0', rows[0].email, '', 'Acme', `${'é'.repeat(99)}x...`, 'new', expect.stringMatching(/^Mar 14, 2025, /), ...VISIT_CSV_HEADERS.map(() => '')]);
    expect(lines[1].slice(2, 5)).toEqual(["'+44 20 7946 0000", 'Quotes "and", commas', 'Two\r\nlines']);
    expect(response.text).toContain('"Quotes ""and"", commas"');
    expect(lines[2][0]).toBe("'=1+1 Last2");
  });

  it('prefixes cells that start with ; or |, which spreadsheets in some locales split on or run', async () => {
    const lines = parseCsv((await download().expect(200)).text).slice(1);
    const nameOf = (row: Contact) => lines.find((line) => line[1] === row.email)?.[0];
    expect(nameOf(rows[3])).toBe("';=1+1 Last3");
    expect(nameOf(rows[5])).toBe("'|cmd Last5");
  });

  it('exports only what matches status and q', async () => {
    const replied = parseCsv((await download({ status: 'replied' }).expect(200)).text).slice(1);
    expect(replied.map((line) => line[1])).toEqual(rows.filter((row) => row.status === 'replied').map((row) => row.email));
    const found = parseCsv((await download({ q: 'MESSAGE 11' }).expect(200)).text).slice(1);
    expect(found.map((line) => line[1])).toEqual(
      rows.filter((row) => row.message.startsWith('Message 11') && row.status !== 'spam').map((row) => row.email),
    );
    expect(found.length).toBeGreaterThan(80);
    const spam = parseCsv((await download({ status: 'spam' }).expect(200)).text).slice(1);
    expect(spam.map((line) => line[1])).toEqual(rows.filter((row) => row.status === 'spam').map((row) => row.email));
  });

  it('refuses an unknown status with 400', async () => {
    const response = await download({ status: 'archived' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'status must be one of: new, read, replied, closed, spam', requestId: expect.any(String) });
  });

  it.each(refusedNames)('refuses the export with %s: 401', async (name) => {
    const header = refusedTokens(api.config.jwtSecret)[name];
    const response = await download({}, header ?? null).expect(401);
    expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
  });
});
