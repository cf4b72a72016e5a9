import { formFields } from '../../../test/mail';
import { graphql } from '../../../test/graphql';
import { sharedGateway, type TestGateway } from '../../../test/harness';
import { issueFormToken } from '../../content/form-guard/form-token';
import { Contact } from './contact.entity';

const proxiedGateway = sharedGateway({ TRUST_PROXY: 'true' });
let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = proxiedGateway();
  auth = await api.auth();
});

let visitor = 0;
beforeEach(async () => {
  visitor += 1;
  await api.gateway.services.dataSource.getRepository(Contact).clear();
});

const documented = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  message: 'We need a web app for our engine.',
  source: 'contact_form',
};
const SUCCESS = { success: true, message: "Message sent successfully! We'll get back to you soon." };

const submit = (body: Record<string, unknown>) =>
  api.http().post('/api/contact/submit').set('X-Forwarded-For', `198.51.100.${visitor}`).send(body);

async function list(query: Record<string, string> = {}) {
  const response = await api.http().get('/api/contact/all').query(query).set('Authorization', auth).expect(200);
  return response.body.contacts as Array<Record<string, unknown>>;
}

describe('the contact form against bots', () => {
  it('stores a post from the form with an empty honeypot and a token older than 2 s as a new message', async () => {
    const response = await submit({ ...documented, ...formFields(api.config.jwtSecret) }).expect(200);
    expect(response.body).toEqual(SUCCESS);
    expect(await list()).toEqual([expect.objectContaining({ firstName: 'Ada', status: 'new' })]);
  });

  it('stores a documented REST post (no hidden fields) normally: only limits and content rules judge it', async () => {
    const response = await submit(documented).expect(200);
    expect(response.body).toEqual(SUCCESS);
    expect(await list()).toEqual([expect.objectContaining({ firstName: 'Ada', status: 'new' })]);
  });

  it.each([
    ['a filled honeypot', () => ({ ...formFields(api.config.jwtSecret), website: 'https://cheap-pills.example' })],
    ['a post under 2 s after the token was issued', () => ({ website: '', formToken: issueFormToken(api.config.jwtSecret) })],
    ['a honeypot but no token', () => ({ website: '' })],
    ['an empty token', () => ({ website: '', formToken: '' })],
    ['a forged token', () => ({ website: '', formToken: issueFormToken('not-the-secret-of-this-server-at-all', Date.now() - 10_000) })],
    ['a token with its time changed', () => ({ website: '', formToken: issueFormToken(api.config.jwtSecret, Date.now() - 10_000).replace(/^\d+/, String(Date.now() - 20_000)) })],
    ['an expired token', () => ({ website: '', formToken: issueFormToken(api.config.jwtSecret, Date.now() - 3 * 60 * 60 * 1000) })],
    ['a token that is not one', () => ({ formToken: 'hello' })],
  ])('stores %s as spam, answered exactly like a message', async (_case, hidden) => {
    const person = await submit({ ...documented, firstName: 'Person', ...formFields(api.config.jwtSecret) }).expect(200);
    const bot = await submit({ ...documented, firstName: 'Bot', ...hidden() }).expect(200);
    expect(bot.body).toEqual(person.body);
    expect(bot.headers['content-type']).toBe(person.headers['content-type']);

    // The inbox leaves spam out; the spam filter shows it.
    expect((await list()).map((item) => [item.firstName, item.status])).toEqual([['Person', 'new']]);
    expect((await list({ status: 'spam' })).map((item) => [item.firstName, item.status])).toEqual([['Bot', 'spam']]);
    expect(await api.count(Contact)).toBe(2);
  });

  it('leaves spam out of the counts and the CSV export unless asked for', async () => {
    await submit({ ...documented, firstName: 'Person' }).expect(200);
    await submit({ ...documented, firstName: 'Bot', website: 'x' }).expect(200);
    const counts = await graphql(api, '{ all: contacts(limit: 1) { total } spam: contacts(limit: 1, status: spam) { total } }', {}, { auth }).expect(200);
    expect(counts.body.data).toEqual({ all: { total: 1 }, spam: { total: 1 } });
    const csv = await api.http().get('/api/contact/export').set('Authorization', auth).expect(200);
    expect(csv.text).toContain('Person');
    expect(csv.text).not.toContain('Bot');
    const spamCsv = await api.http().get('/api/contact/export').query({ status: 'spam' }).set('Authorization', auth).expect(200);
    expect(spamCsv.text).toContain('Bot');
  });

  it('still refuses bad content with 400 and still counts the per-address limit, hidden fields or not', async () => {
    const bad = await submit({ ...documented, email: 'not-an-email', website: 'x' }).expect(400);
    expect(bad.body).toMatchObject({ success: false, message: 'email must be a valid email address' });
    // A refused post runs no resolver, so it is not counted: 20 spam posts fill the limit.
    for (let index = 0; index < 20; index += 1) await submit({ ...documented, website: 'spam' }).expect(200);
    await submit({ ...documented, ...formFields(api.config.jwtSecret) }).expect(429);
  });

  it('judges the GraphQL mutation by the same rules', async () => {
    const MUTATION = 'mutation Send($input: ContactInput!) { submitContact(input: $input) }';
    const send = (input: Record<string, unknown>) => graphql(api, MUTATION, { input }).set('X-Forwarded-For', `198.51.100.${visitor}`).expect(200);
    const person = await send({ ...documented, firstName: 'Person', ...formFields(api.config.jwtSecret) });
    const bot = await send({ ...documented, firstName: 'Bot', website: '', formToken: issueFormToken(api.config.jwtSecret) });
    expect(bot.body).toEqual(person.body);
    expect(person.body).toEqual({ data: { submitContact: true } });
    expect((await list({ status: 'spam' })).map((item) => item.firstName)).toEqual(['Bot']);
  });
});
