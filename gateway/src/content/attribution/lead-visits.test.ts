import { graphql } from '../../../test/graphql';
import { sharedGateway, type TestGateway } from '../../../test/harness';
import { parseCsv } from '../../../test/csv';
import { VISIT_CSV_HEADERS } from './visit-csv';

// Behind a proxy, as deployed: each test sends from its own address, so the per-address limits count only its requests.
const proxiedGateway = sharedGateway({ TRUST_PROXY: 'true' });
let api: TestGateway;
let auth: string;
beforeAll(async () => {
  api = proxiedGateway();
  auth = await api.auth();
});

let sender = 0;
const from = () => `198.51.100.${(sender += 1)}`;

const linkedInVisit = {
  landingPage: '/portfolio/x',
  referrer: 'https://www.linkedin.com/feed/',
  utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'q3',
  pages: ['/portfolio/x', '/about', '/contact'],
  secondsSinceLanding: 245,
};

const message = (email: string, visit?: unknown) => ({
  firstName: 'Grace', lastName: 'Hopper', email, message: 'Could you help with our compiler?', ...(visit === undefined ? {} : { visit }),
});

const submit = (body: object) => api.http().post('/api/contact/submit').set('X-Forwarded-For', from()).send(body);

async function contactFor(email: string) {
  const response = await api.http().get('/api/contact/all').query({ q: email }).set('Authorization', auth).expect(200);
  return (response.body.contacts as Record<string, unknown>[]).find((contact) => contact.email === email);
}

async function subscriptionFor(email: string) {
  const response = await graphql(api, 'query($q: String) { subscriptions(q: $q) { items { email visit { source landingPage utmCampaign pages secondsToSend } } } }', { q: email }, { auth }).expect(200);
  return (response.body.data.subscriptions.items as Record<string, unknown>[]).find((item) => item.email === email);
}

describe('a lead keeps the visit it came from', () => {
  it('stores the contact message\'s visit and lists it with the SPEC\'s fields unchanged', async () => {
    await submit(message('grace@navy.example', linkedInVisit)).expect(200);
    const contact = await contactFor('grace@navy.example');
    expect(contact).toMatchObject({ firstName: 'Grace', status: 'new', source: 'contact_form' });
    expect(contact?.visit).toEqual({
      landingPage: '/portfolio/x', referrer: 'https://www.linkedin.com/feed/', source: 'linkedin',
      utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'q3',
      pages: ['/portfolio/x', '/about', '/contact'], secondsToSend: 245,
    });
  });

  it('names the referring site when there is no campaign, and direct when the visit came from nowhere or the site itself', async () => {
    await submit(message('referred@visit.example', { landingPage: '/blog/a', referrer: 'https://news.ycombinator.com/item', pages: [], secondsSinceLanding: 3 })).expect(200);
    await submit(message('direct@visit.example', { landingPage: '/', pages: ['/'], secondsSinceLanding: 0 })).expect(200);
    await submit(message('inside@visit.example', { landingPage: '/', referrer: `http://localhost:${api.config.port}/about`, pages: ['/'], secondsSinceLanding: 0 })).expect(200);
    expect((await contactFor('referred@visit.example'))?.visit).toMatchObject({ source: 'news.ycombinator.com', pages: ['/blog/a'] });
    expect((await contactFor('direct@visit.example'))?.visit).toMatchObject({ source: 'direct' });
    expect((await contactFor('inside@visit.example'))?.visit).toMatchObject({ source: 'direct' });
  });

  it('answers visit null for a message sent without one', async () => {
    await submit(message('plain@visit.example')).expect(200);
    expect((await contactFor('plain@visit.example'))?.visit).toBeNull();
  });

  it('refuses a visit out of bounds with a message, storing nothing', async () => {
    const tooMany = { ...linkedInVisit, pages: Array.from({ length: 51 }, (_, index) => `/p/${index}`) };
    const refused = await submit(message('bounds@visit.example', tooMany)).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/at most 50 paths/) });
    const negative = await submit(message('bounds@visit.example', { ...linkedInVisit, secondsSinceLanding: -1 })).expect(400);
    expect(negative.body.message).toMatch(/secondsSinceLanding/);
    expect(await contactFor('bounds@visit.example')).toBeUndefined();
  });

  it('keeps the visit of a subscription, and of the latest subscribe when an address comes back', async () => {
    const subscribe = (visit: object) => api.http().post('/api/subscription/subscribe').set('X-Forwarded-For', from())
      .send({ email: 'reader@visit.example', source: 'desktop_footer', visit });
    await subscribe({ landingPage: '/blog/first', referrer: 'https://twitter.com/x', pages: ['/blog/first'], secondsSinceLanding: 60 }).expect(200);
    expect(await subscriptionFor('reader@visit.example')).toMatchObject({ visit: { source: 'twitter.com', landingPage: '/blog/first', secondsToSend: 60 } });

    const stored = await subscriptionFor('reader@visit.example');
    const id = (await graphql(api, 'query($q: String) { subscriptions(q: $q) { items { id } } }', { q: 'reader@visit.example' }, { auth })).body.data.subscriptions.items[0].id;
    await api.http().put(`/api/subscription/${id}/status`).set('Authorization', auth).send({ status: 'unsubscribed' }).expect(200);
    await subscribe(linkedInVisit).expect(200);
    expect(stored).not.toEqual(await subscriptionFor('reader@visit.example'));
    expect(await subscriptionFor('reader@visit.example')).toMatchObject({ visit: { source: 'linkedin', utmCampaign: 'q3', pages: linkedInVisit.pages } });
  });

  it('adds the visit in columns after the SPEC\'s in the contacts export', async () => {
    await submit(message('export@visit.example', linkedInVisit)).expect(200);
    const response = await api.http().get('/api/contact/export').query({ q: 'export@visit.example' }).set('Authorization', auth).expect(200);
    const [header, line] = parseCsv(response.text);
    expect(header.slice(7)).toEqual(VISIT_CSV_HEADERS);
    expect(line.slice(7)).toEqual(['linkedin', 'social', 'q3', 'https://www.linkedin.com/feed/', '/portfolio/x', '/portfolio/x /about /contact', '4']);
  });
});
