import { formFields } from '../../../test/mail';
import { sharedGateway, type TestGateway } from '../../../test/harness';
import { issueFormToken } from '../../content/form-guard/form-token';
import { Subscription } from './subscription.entity';

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
  await api.gateway.services.dataSource.getRepository(Subscription).clear();
});

const SUCCESS = { success: true, message: 'Subscribed successfully! Thank you for subscribing.' };
const subscribe = (body: Record<string, unknown>) =>
  api.http().post('/api/subscription/subscribe').set('X-Forwarded-For', `198.51.100.${visitor}`).send(body);

async function list(query: Record<string, string> = {}) {
  const response = await api.http().get('/api/subscription/all').query(query).set('Authorization', auth).expect(200);
  return (response.body.subscriptions as Array<Record<string, unknown>>).map((item) => [item.email, item.status]);
}

describe('the subscribe forms against bots', () => {
  it('subscribes a post from the form with an empty honeypot and a token older than 2 s', async () => {
    const response = await subscribe({ email: 'reader@example.com', source: 'desktop_footer', ...formFields(api.config.jwtSecret) }).expect(200);
    expect(response.body).toEqual(SUCCESS);
    expect(await list()).toEqual([['reader@example.com', 'active']]);
  });

  it('subscribes a documented REST post (email and source only) normally', async () => {
    await subscribe({ email: 'rest@example.com', source: 'desktop_footer' }).expect(200);
    expect(await list()).toEqual([['rest@example.com', 'active']]);
  });

  it.each([
    ['a filled honeypot', () => ({ ...formFields(api.config.jwtSecret), website: 'filled' })],
    ['a post under 2 s after the token was issued', () => ({ website: '', formToken: issueFormToken(api.config.jwtSecret) })],
    ['a honeypot but no token', () => ({ website: '' })],
    ['a forged token', () => ({ website: '', formToken: issueFormToken('another-secret-entirely-0123456789', Date.now() - 10_000) })],
  ])('stores %s as spam, answered exactly like a new subscription', async (_case, hidden) => {
    const person = await subscribe({ email: 'person@example.com', source: 'desktop_footer', ...formFields(api.config.jwtSecret) }).expect(200);
    const bot = await subscribe({ email: 'bot@example.com', source: 'desktop_footer', ...hidden() }).expect(200);
    expect(bot.body).toEqual(person.body);
    expect(await list()).toEqual([['person@example.com', 'active']]);
    expect(await list({ status: 'spam' })).toEqual([['bot@example.com', 'spam']]);
  });

  it("never changes a person's subscription through a spam post, and a person's post replaces a bot's", async () => {
    await subscribe({ email: 'kept@example.com' }).expect(200);
    expect((await subscribe({ email: 'kept@example.com', website: 'x' }).expect(200)).body).toEqual(SUCCESS);
    expect(await list()).toEqual([['kept@example.com', 'active']]);

    await subscribe({ email: 'taken@example.com', website: 'x' }).expect(200);
    expect(await list({ status: 'spam' })).toEqual([['taken@example.com', 'spam']]);
    const person = await subscribe({ email: 'taken@example.com', source: 'mobile_menu', ...formFields(api.config.jwtSecret) }).expect(200);
    expect(person.body).toEqual(SUCCESS);
    expect(await list()).toEqual([['taken@example.com', 'active'], ['kept@example.com', 'active']]);
    expect(await list({ status: 'spam' })).toEqual([]);
  });
});
