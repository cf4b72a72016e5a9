import { SUBSCRIBE_MESSAGES } from '@consultancy/domain';
import { In } from 'typeorm';
import { formFields } from '../../../test/mail';
import { graphql } from '../../../test/graphql';
import { gatewayWithMail, type TestGateway } from '../../../test/harness';
import { dropUnconfirmed } from './subscription-consent';
import { DAY_MS } from '../../infra/periodic/repeat-every';
import { confirmToken, unsubscribeToken } from './subscription-links';
import { Subscription } from './subscription.entity';

/**
 * Double opt-in and one-click unsubscribe (docs/site.api.md, "Subscriptions"), with a real SMTP
 * server: the confirmation email arrives and its link confirms; the unsubscribe link and
 * RFC 8058's one-click POST unsubscribe without a sign-in.
 */

const PUBLIC_URL = 'https://www.consultancy.example';

const site = gatewayWithMail({ PUBLIC_URL });

let visitor = 0;
const subscribe = (email: string, fields: Record<string, unknown> = formFields(site.api.config.jwtSecret)) => {
  visitor += 1;
  return site.api.http().post('/api/subscription/subscribe').set('X-Forwarded-For', `198.51.100.${visitor % 250}`).send({ email, source: 'desktop_footer', ...fields });
};
const stored = (email: string) => site.api.gateway.services.dataSource.getRepository(Subscription).findOneByOrFail({ email });
/** The link of a confirmation email, as the subscriber's browser opens it (on this test's gateway). */
const linkIn = async (email: string) => {
  const [received] = await site.mail.waitForTo(email);
  const link = /https:\/\/www\.consultancy\.example(\/subscription\/confirm\?token=\S+)/.exec(received.text ?? '');
  expect(link).not.toBeNull();
  return link![1];
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 2_500));

describe('confirmed subscriptions (double opt-in)', () => {
  it('a new subscription gets an email whose link confirms it and shows the page saying so', async () => {
    const answer = await subscribe('reader@example.com').expect(200);
    // The SPEC's answer is unchanged.
    expect(answer.body).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.SUBSCRIBED });
    expect((await stored('reader@example.com')).confirmedAt).toBeNull();

    const link = await linkIn('reader@example.com');
    const [received] = site.mail.to('reader@example.com');
    expect(received.subject).toBe('Please confirm your subscription');
    const opened = await site.api.http().get(link).expect(303);
    expect(opened.headers.location).toBe('/subscription?state=confirmed');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect((await stored('reader@example.com')).confirmedAt).toBeInstanceOf(Date);

    // The admin list shows it confirmed.
    const list = await site.api.http().get('/api/subscription/all').set('Authorization', site.owner).expect(200);
    const row = list.body.subscriptions.find((item: { email: string }) => item.email === 'reader@example.com');
    expect(row).toMatchObject({ status: 'active', confirmedAt: expect.any(String) });
    // Opened a second time, the link changes nothing and says the same.
    await site.api.http().get(link).expect(303);
  });

  it('subscribing again while unconfirmed sends the confirmation once an hour at most, however many ask at once', async () => {
    await Promise.all(Array.from({ length: 6 }, () => subscribe('eager@example.com')));
    await site.mail.waitForTo('eager@example.com');
    await subscribe('eager@example.com').expect(200);
    await settled();
    expect(site.mail.to('eager@example.com')).toHaveLength(1);

    // An hour later, asking again sends it again.
    await site.api.gateway.services.dataSource.getRepository(Subscription).update({ email: 'eager@example.com' }, { confirmationSentAt: new Date(Date.now() - 61 * 60_000) });
    const again = await subscribe('eager@example.com').expect(200);
    expect(again.body.message).toBe(SUBSCRIBE_MESSAGES.SUBSCRIBED);
    expect(await site.mail.waitForTo('eager@example.com', 2)).toHaveLength(2);
  });

  it('an address typed by a bot is answered the same and never mailed', async () => {
    const answer = await subscribe('victim@example.com', { website: 'http://spam.example', formToken: '' }).expect(200);
    expect(answer.body).toEqual({ success: true, message: SUBSCRIBE_MESSAGES.SUBSCRIBED });
    await settled();
    expect(site.mail.to('victim@example.com')).toEqual([]);
  });

  it('refuses an expired or altered confirmation link with a clear message, on REST, GraphQL and the page', async () => {
    await subscribe('late@example.com').expect(200);
    const { id } = await stored('late@example.com');
    const expired = confirmToken(site.api.config.jwtSecret, id, Date.now() - 8 * DAY_MS);
    const rest = await site.api.http().get('/api/subscription/confirm').query({ token: expired }).expect(400);
    expect(rest.body).toEqual({ success: false, message: expect.stringMatching(/expired.*subscribe again/), requestId: expect.any(String) });
    const altered = `${expired.slice(0, -2)}xx`;
    const forged = await graphql(site.api, 'mutation($token: String!) { confirmSubscription(token: $token) }', { token: altered });
    expect(forged.body.errors[0]).toMatchObject({ message: expect.stringMatching(/not valid/), extensions: { code: 'BAD_USER_INPUT' } });
    const page = await site.api.http().get('/subscription/confirm').query({ token: expired }).expect(303);
    expect(page.headers.location).toBe('/subscription?state=expired');
    expect((await stored('late@example.com')).confirmedAt).toBeNull();
  });

  it('forgets subscriptions left unconfirmed a week after the email, and keeps the others', async () => {
    const repo = site.api.gateway.services.dataSource.getRepository(Subscription);
    await subscribe('forgotten@example.com').expect(200);
    await subscribe('kept@example.com').expect(200);
    const weekAgo = new Date(Date.now() - 7 * DAY_MS - 60_000);
    await repo.update({ email: 'forgotten@example.com' }, { confirmationSentAt: weekAgo });
    await repo.update({ email: 'kept@example.com' }, { confirmationSentAt: weekAgo, confirmedAt: weekAgo });
    // Stored before confirmations existed: never asked, so not removed.
    await repo.save(repo.create({ email: 'older@example.com', status: 'active', source: '', subscribedAt: weekAgo, confirmedAt: null, confirmationSentAt: null }));

    await dropUnconfirmed(site.api.gateway.services.dataSource);
    expect(await repo.findOneBy({ email: 'forgotten@example.com' })).toBeNull();
    expect(await repo.findOneBy({ email: 'kept@example.com' })).not.toBeNull();
    expect(await repo.findOneBy({ email: 'older@example.com' })).not.toBeNull();
  });
});

describe('one answer whatever the address\'s state', () => {
  const subscribeGql = (email: string) => graphql(site.api, 'mutation($email: String!, $source: String!) { subscribe(email: $email, source: $source) }', { email, source: 'desktop_footer' })
    .set('X-Forwarded-For', `203.0.113.${(visitor += 1) % 250}`);

  it('new, waiting, confirmed, unsubscribed or first typed by a bot: the same answer; the email tells the rest', async () => {
    const repo = site.api.gateway.services.dataSource.getRepository(Subscription);
    await subscribe('waiting@example.com').expect(200);
    await subscribe('confirmed@example.com').expect(200);
    await site.api.http().get(await linkIn('confirmed@example.com')).expect(303);
    await subscribe('left@example.com').expect(200);
    await repo.update({ email: 'left@example.com' }, { status: 'unsubscribed', confirmedAt: new Date() });
    await subscribe('bot-first@example.com', { website: 'http://spam.example', formToken: '' }).expect(200);
    // The hour between two emails has gone by for all of them.
    await repo.update({ email: In(['waiting@example.com', 'confirmed@example.com']) }, { confirmationSentAt: new Date(Date.now() - 61 * 60_000) });

    const states = ['brand-new@example.com', 'waiting@example.com', 'confirmed@example.com', 'left@example.com', 'bot-first@example.com'];
    const answers = [];
    for (const email of states) answers.push((await subscribe(email).expect(200)).body);
    expect(answers).toEqual(states.map(() => ({ success: true, message: 'Subscribed successfully! Thank you for subscribing.' })));
    for (const email of states) expect((await subscribeGql(email).expect(200)).body).toEqual({ data: { subscribe: 'SUBSCRIBED' } });

    // The confirmed address is told it is subscribed already, with a way out; the others are asked to confirm.
    const [, already] = await site.mail.waitForTo('confirmed@example.com', 2);
    expect(already.subject).toBe('You are already subscribed');
    expect(already.text).toMatch(/https:\/\/www\.consultancy\.example\/subscription\/unsubscribe\?token=/);
    for (const email of ['brand-new@example.com', 'left@example.com', 'bot-first@example.com']) {
      const [received] = await site.mail.waitForTo(email);
      expect(received.subject).toBe('Please confirm your subscription');
    }
    // At most one email an hour, as confirmations: the GraphQL calls right after sent nothing more.
    await settled();
    expect(site.mail.to('confirmed@example.com')).toHaveLength(2);
    expect(site.mail.to('brand-new@example.com')).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  const confirmed = async (email: string) => {
    await subscribe(email).expect(200);
    await site.api.http().get(await linkIn(email)).expect(303);
    return stored(email);
  };

  it.each([
    ['multipart/form-data', (request: ReturnType<ReturnType<TestGateway['http']>['post']>) => request.field('List-Unsubscribe', 'One-Click')],
    ['application/x-www-form-urlencoded', (request: ReturnType<ReturnType<TestGateway['http']>['post']>) => request.type('form').send('List-Unsubscribe=One-Click')],
  ])('a one-click POST (RFC 8058, %s) unsubscribes without a sign-in', async (type, withBody) => {
    const email = `one-click-${type.split('/')[0]}@example.com`;
    const { id } = await confirmed(email);
    const token = unsubscribeToken(site.api.config.jwtSecret, id);
    const answer = await withBody(site.api.http().post('/api/subscription/unsubscribe').query({ token })).expect(200);
    expect(answer.body).toEqual({ success: true, message: expect.stringMatching(/unsubscribed/) });
    expect((await stored(email)).status).toBe('unsubscribed');
  });

  it('the emailed link unsubscribes and the page can bring the subscriber back', async () => {
    const { id } = await confirmed('leaving@example.com');
    const token = unsubscribeToken(site.api.config.jwtSecret, id);
    const opened = await site.api.http().get('/subscription/unsubscribe').query({ token }).expect(303);
    expect(opened.headers.location).toBe(`/subscription?state=unsubscribed&token=${encodeURIComponent(token)}`);
    expect((await stored('leaving@example.com')).status).toBe('unsubscribed');

    const back = await site.api.http().post('/api/subscription/resubscribe').send({ token }).expect(200);
    expect(back.body.message).toMatch(/subscribed again/);
    expect(await stored('leaving@example.com')).toMatchObject({ status: 'active', confirmedAt: expect.any(Date) });
  });

  it('an unsubscribed address typed in the form again must be confirmed again', async () => {
    const { id } = await confirmed('returning@example.com');
    await site.api.http().post('/api/subscription/unsubscribe').query({ token: unsubscribeToken(site.api.config.jwtSecret, id) }).expect(200);
    const answer = await subscribe('returning@example.com').expect(200);
    expect(answer.body.message).toBe(SUBSCRIBE_MESSAGES.SUBSCRIBED);
    expect(await stored('returning@example.com')).toMatchObject({ status: 'active', confirmedAt: null });
    expect(await site.mail.waitForTo('returning@example.com', 2)).toHaveLength(2);
  });

  it('an old confirmation link, opened again after an unsubscribe, does not subscribe again', async () => {
    await subscribe('changed-mind@example.com').expect(200);
    const confirmation = await linkIn('changed-mind@example.com');
    await site.api.http().get(confirmation).expect(303);
    const { id } = await stored('changed-mind@example.com');
    await site.api.http().get('/api/subscription/unsubscribe').query({ token: unsubscribeToken(site.api.config.jwtSecret, id) }).expect(200);

    const reopened = await site.api.http().get(confirmation).expect(303);
    expect(reopened.headers.location).toBe('/subscription?state=expired');
    const token = new URL(confirmation, PUBLIC_URL).searchParams.get('token')!;
    const rest = await site.api.http().get('/api/subscription/confirm').query({ token }).expect(400);
    expect(rest.body).toEqual({ success: false, message: expect.stringMatching(/older than the subscription's last change/), requestId: expect.any(String) });
    const twin = await graphql(site.api, 'mutation($token: String!) { confirmSubscription(token: $token) }', { token });
    expect(twin.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await stored('changed-mind@example.com')).status).toBe('unsubscribed');

    // Typed in again, the address must confirm again: only the new email's link does it, never the old one.
    await subscribe('changed-mind@example.com').expect(200);
    const [, second] = await site.mail.waitForTo('changed-mind@example.com', 2);
    await site.api.http().get('/api/subscription/confirm').query({ token }).expect(400);
    expect((await stored('changed-mind@example.com')).confirmedAt).toBeNull();
    const fresh = /\/subscription\/confirm\?token=(\S+)/.exec(second.text ?? '')![1];
    await site.api.http().get('/api/subscription/confirm').query({ token: fresh }).expect(200);
    expect((await stored('changed-mind@example.com')).confirmedAt).toBeInstanceOf(Date);
  });

  it('an unsubscribe link works for a year after its email, and then says it has expired', async () => {
    const { id } = await confirmed('yearly@example.com');
    const secret = site.api.config.jwtSecret;
    const stale = unsubscribeToken(secret, id, Date.now() - 366 * DAY_MS);
    const refused = await site.api.http().get('/api/subscription/unsubscribe').query({ token: stale }).expect(400);
    expect(refused.body.message).toMatch(/expired \(it works for a year\)/);
    expect((await stored('yearly@example.com')).status).toBe('active');
    await site.api.http().get('/api/subscription/unsubscribe').query({ token: unsubscribeToken(secret, id, Date.now() - 364 * DAY_MS) }).expect(200);
    expect((await stored('yearly@example.com')).status).toBe('unsubscribed');
  });

  it('an owner sets a status in the panel; others may not, and a status outside the list is refused', async () => {
    const { id } = await confirmed('by-hand@example.com');
    const set = await site.api.http().put(`/api/subscription/${id}/status`).set('Authorization', site.owner).send({ status: 'unsubscribed' }).expect(200);
    expect(set.body).toMatchObject({ success: true, subscription: { _id: id, status: 'unsubscribed' } });
    await site.api.http().put(`/api/subscription/${id}/status`).send({ status: 'active' }).expect(401);
    const refused = await site.api.http().put(`/api/subscription/${id}/status`).set('Authorization', site.owner).send({ status: 'gone' }).expect(400);
    expect(refused.body.success).toBe(false);
    expect((await stored('by-hand@example.com')).status).toBe('unsubscribed');
  });
});
