import { Webhook } from 'standardwebhooks';
import { AuditEntry } from '../../content/audit/audit-entry.entity';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { eventually } from '../../../test/log-capture';
import { WebhookReceiver } from '../../../test/webhook-receiver';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

// Loopback receivers are allowed here; pauses of 100 ms, 400 ms …, and attempts of at most half a second.
const api = sharedGateway({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_FIRST_RETRY_MS: '100', WEBHOOK_TIMEOUT_MS: '500' });
const receiver = new WebhookReceiver();
let auth: string;

beforeAll(async () => {
  await receiver.start();
  auth = await api().auth();
});
afterAll(() => receiver.stop());
beforeEach(async () => {
  const { dataSource } = api().gateway.services;
  await dataSource.getRepository(WebhookDelivery).clear();
  await dataSource.getRepository(WebhookEndpoint).clear();
  receiver.received.length = 0;
  receiver.answer([]);
});

const ALL_EVENTS = ['contact.created', 'subscription.created', 'content.published', 'content.updated', 'content.deleted'];

async function addEndpoint(events: string[], path = '/hook') {
  const answer = await api().http().post('/api/webhooks').set('Authorization', auth).send({ url: receiver.url(path), events }).expect(200);
  return answer.body as { webhook: { _id: string }; secret: string };
}

type LoggedDelivery = { _id: string; eventType: string; status: string; attempts: number; responseCode: number | null; lastError: string; attemptLog: Array<{ responseCode: number | null; error: string }> };
const deliveries = async (id: string) =>
  (await api().http().get(`/api/webhooks/${id}/deliveries`).set('Authorization', auth).expect(200)).body.deliveries as LoggedDelivery[];

/** Waits until the endpoint's only delivery has settled (delivered or failed). */
const settled = (id: string, timeoutMs = 5000) => eventually(async () => {
  const [delivery, ...others] = await deliveries(id);
  expect(others).toEqual([]);
  expect(delivery!.status).not.toBe('pending');
  return delivery!;
}, timeoutMs);

const submitContact = (body: Record<string, unknown>) => api().http().post('/api/contact/submit').send(body);
const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', phone: '', company: 'Engines Ltd', message: 'Can we talk?', source: 'contact_form' };

describe('REST /api/webhooks', () => {
  it('adds, lists, changes and deletes an endpoint; the secret is answered by the create call only', async () => {
    const created = await api().http().post('/api/webhooks').set('Authorization', auth)
      .send({ url: receiver.url(), events: ['contact.created'], description: 'CRM' }).expect(200);
    expect(created.body).toEqual({
      success: true, message: 'Webhook created successfully', secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      webhook: { _id: expect.any(String), url: receiver.url(), events: ['contact.created'], description: 'CRM', enabled: true, createdAt: expect.any(String), updatedAt: expect.any(String), lastDelivery: null },
    });
    const id = created.body.webhook._id as string;

    const listed = await api().http().get('/api/webhooks').set('Authorization', auth).expect(200);
    expect(listed.body.webhooks).toEqual([expect.objectContaining({ _id: id, url: receiver.url(), lastDelivery: null })]);
    const updated = await api().http().put(`/api/webhooks/${id}`).set('Authorization', auth)
      .send({ url: receiver.url('/other'), events: ['content.published', 'content.deleted'], enabled: false }).expect(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Webhook updated successfully', webhook: { url: receiver.url('/other'), events: ['content.published', 'content.deleted'], enabled: false, description: '' } });
    for (const answer of [listed.body, updated.body]) expect(JSON.stringify(answer)).not.toContain(created.body.secret);
    const query = await graphql(api(), '{ webhooks { id url } }', {}, { auth });
    expect(JSON.stringify(query)).not.toContain('whsec_');

    expect((await api().http().delete(`/api/webhooks/${id}`).set('Authorization', auth).expect(200)).body).toEqual({ success: true, message: 'Webhook deleted successfully', _id: id });
    await api().http().delete(`/api/webhooks/${id}`).set('Authorization', auth).expect(404);
    const audit = await api().gateway.services.dataSource.getRepository(AuditEntry).find({ where: { targetId: id } });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['webhook.created', 'webhook.deleted', 'webhook.updated']);
    expect(JSON.stringify(audit)).not.toContain(created.body.secret);
  });

  it.each([
    [{ url: 'ftp://example.com/x', events: ['contact.created'] }, 'url must be a URL starting with http:// or https://'],
    [{ url: 'not a url', events: ['contact.created'] }, 'url must be a URL starting with http:// or https://'],
    [{ url: 'https://user:pw@example.com/x', events: ['contact.created'] }, 'url must not carry a user name or password'],
    [{ url: 'https://example.com/x', events: [] }, 'events: choose at least one event'],
    [{ url: 'https://example.com/x', events: ['contact.deleted'] }, 'events must each be one of: contact.created, subscription.created'],
    [{ events: ['contact.created'] }, 'url'],
  ])('refuses %j with 400, storing nothing', async (body, message) => {
    const answer = await api().http().post('/api/webhooks').set('Authorization', auth).send(body).expect(400);
    expect(answer.body).toEqual({ success: false, message: expect.stringContaining(message), requestId: expect.any(String) });
    expect(await api().count(WebhookEndpoint)).toBe(0);
  });

  it('is for owners: visitors get 401, editors 403', async () => {
    const { webhook } = await addEndpoint(['contact.created']);
    await api().http().get('/api/webhooks').expect(401);
    const created = await api().http().post('/api/admin/admins').set('Authorization', auth).send({ email: 'hooks-editor@test.local', role: 'editor' }).expect(200);
    const login = await api().http().post('/api/admin/login').send({ email: 'hooks-editor@test.local', password: created.body.oneTimePassword }).expect(200);
    const firstToken = `Bearer ${login.body.token}`;
    await api().http().put('/api/admin/password').set('Authorization', firstToken).send({ currentPassword: created.body.oneTimePassword, newPassword: 'kettle violin marsh 93 lantern' }).expect(200);
    const again = await api().http().post('/api/admin/login').send({ email: 'hooks-editor@test.local', password: 'kettle violin marsh 93 lantern' }).expect(200);
    const editor = `Bearer ${again.body.token}`;
    const calls = [
      api().http().get('/api/webhooks'),
      api().http().post('/api/webhooks').send({ url: receiver.url(), events: ['contact.created'] }),
      api().http().put(`/api/webhooks/${webhook._id}`).send({ url: receiver.url(), events: ['contact.created'] }),
      api().http().delete(`/api/webhooks/${webhook._id}`),
      api().http().get(`/api/webhooks/${webhook._id}/deliveries`),
      api().http().post(`/api/webhooks/${webhook._id}/test`),
    ];
    for (const call of calls) expect((await call.set('Authorization', editor).expect(403)).body.success).toBe(false);
    expect(await api().count(WebhookEndpoint)).toBe(1);
  });
});

describe('delivery', () => {
  it('retries 500 twice, delivers on the third attempt, signed so that standardwebhooks verifies it', async () => {
    receiver.answer([500, 500], 200);
    const { webhook, secret } = await addEndpoint(['contact.created']);
    await submitContact(CONTACT).expect(200);

    const delivery = await settled(webhook._id);
    expect(delivery).toMatchObject({ eventType: 'contact.created', status: 'delivered', attempts: 3, responseCode: 200, lastError: '' });
    expect(delivery.attemptLog.map((attempt) => attempt.responseCode)).toEqual([500, 500, 200]);
    expect(delivery.attemptLog.map((attempt) => attempt.error)).toEqual(['HTTP 500', 'HTTP 500', '']);

    const requests = receiver.at('/hook');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([`msg_${delivery._id}`]));
    for (const request of requests) {
      expect(request.headers['content-type']).toBe('application/json');
      const verified = new Webhook(secret).verify(request.body, request.headers) as { type: string; timestamp: string; data: Record<string, unknown> };
      expect(verified).toEqual({
        type: 'contact.created', timestamp: expect.any(String),
        data: { id: expect.any(String), name: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Engines Ltd', message: 'Can we talk?', source: 'contact_form', submittedAt: expect.any(String), visit: null },
      });
      // Signed with another secret, it is refused: the signature is really checked.
      expect(() => new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(request.body, request.headers)).toThrow();
    }
    const listed = await api().http().get('/api/webhooks').set('Authorization', auth).expect(200);
    expect(listed.body.webhooks[0].lastDelivery).toMatchObject({ status: 'delivered', responseCode: 200 });
  });

  it.each([410, 400, 302])('gives up at once on a %i answer (a redirect is not followed)', async (status) => {
    receiver.answer([status], 200);
    const { webhook } = await addEndpoint(['contact.created']);
    await submitContact(CONTACT).expect(200);
    expect(await settled(webhook._id)).toMatchObject({ status: 'failed', attempts: 1, responseCode: status, lastError: `HTTP ${status}` });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.at('/hook')).toHaveLength(1);
  });

  it('retries an endpoint that never answers, after its time-out', async () => {
    receiver.answer(['hang'], 200);
    const { webhook } = await addEndpoint(['contact.created']);
    await submitContact(CONTACT).expect(200);
    const delivery = await settled(webhook._id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(delivery.attemptLog).toEqual([
      { at: expect.any(String), responseCode: null, error: 'No answer within 0.5 s' },
      { at: expect.any(String), responseCode: 200, error: '' },
    ]);
  });

  it('retries 429 and a refused connection', async () => {
    const closed = new WebhookReceiver();
    await closed.start();
    const url = closed.url();
    await closed.stop();
    receiver.answer([429], 200);
    const { webhook } = await addEndpoint(['contact.created']);
    const gone = await api().http().post('/api/webhooks').set('Authorization', auth).send({ url, events: ['contact.created'] }).expect(200);
    await submitContact(CONTACT).expect(200);
    expect(await settled(webhook._id)).toMatchObject({ status: 'delivered', attempts: 2 });
    const [refused] = await eventually(async () => {
      const listed = await deliveries(gone.body.webhook._id);
      expect(listed[0]!.attempts).toBeGreaterThanOrEqual(2);
      return listed;
    }, 5000);
    expect(refused).toMatchObject({ status: 'pending', responseCode: null, lastError: expect.stringContaining('ECONNREFUSED') });
  });

  it('sends a test event, and redelivers a delivery with the same body and webhook-id', async () => {
    const { webhook, secret } = await addEndpoint(['content.deleted']);
    const test = await api().http().post(`/api/webhooks/${webhook._id}/test`).set('Authorization', auth).expect(200);
    expect(test.body).toMatchObject({ success: true, message: 'Test event queued', delivery: { eventType: 'webhook.test', status: 'pending' } });
    await settled(webhook._id);
    const redelivered = await api().http().post(`/api/webhooks/deliveries/${test.body.delivery._id}/redeliver`).set('Authorization', auth).expect(200);
    expect(redelivered.body).toMatchObject({ success: true, message: 'Delivery queued again', delivery: { _id: test.body.delivery._id, status: 'pending' } });
    const delivery = await settled(webhook._id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    const [first, second] = receiver.at('/hook');
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(new Webhook(secret).verify(second!.body, second!.headers)).toMatchObject({ type: 'webhook.test' });
    await api().http().post('/api/webhooks/deliveries/3f0b2d4e-0000-4000-8000-000000000000/redeliver').set('Authorization', auth).expect(404);
  });
});

describe('events', () => {
  /** Causes one event of each type, as a visitor or an administrator would. */
  const causes: Record<string, () => Promise<unknown>> = {
    'contact.created': () => submitContact(CONTACT).expect(200),
    'subscription.created': () => api().http().post('/api/subscription/subscribe').send({ email: `reader-${Date.now()}@example.com`, source: 'footer' }).expect(200),
    'content.published': () => api().http().post('/api/blog/add').set('Authorization', auth).send({ title: `Post ${Date.now()}`, content: '<p>Hi</p>', status: 'published' }).expect(200),
    'content.updated': async () => {
      const post = await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: `Post ${Date.now()}`, content: '<p>Hi</p>' }).expect(200);
      await api().http().put(`/api/blog/update/${post.body.blog._id}`).set('Authorization', auth).send({ title: 'Post, edited', content: '<p>Hi</p>' }).expect(200);
    },
    'content.deleted': async () => {
      const item = await api().http().post('/api/testimonial/add').set('Authorization', auth).send({ rating: 5, review: 'Great work.', userName: 'Grace' }).expect(200);
      await api().http().delete(`/api/testimonial/delete/${item.body.testimonial._id}`).set('Authorization', auth).expect(200);
    },
  };

  it.each(ALL_EVENTS)('delivers %s to an endpoint subscribed to it, and not to one that is not', async (type) => {
    const subscribed = await addEndpoint([type], '/subscribed');
    const other = await addEndpoint(ALL_EVENTS.filter((candidate) => candidate !== type), '/other');
    await causes[type]!();
    await eventually(async () => {
      const sent = (await deliveries(subscribed.webhook._id)).filter((delivery) => delivery.eventType === type);
      expect(sent.map((delivery) => delivery.status)).toEqual(['delivered']);
    }, 5000);
    const [request] = receiver.at('/subscribed').filter((candidate) => JSON.parse(candidate.body).type === type);
    expect(new Webhook(subscribed.secret).verify(request!.body, request!.headers)).toMatchObject({ type, data: expect.any(Object) });
    expect((await deliveries(other.webhook._id)).map((delivery) => delivery.eventType)).not.toContain(type);
  });

  it("tells a new contact's message and the visit it came from", async () => {
    await addEndpoint(['contact.created']);
    const visit = { landingPage: '/portfolio/x', referrer: 'https://www.linkedin.com/feed/', utmSource: 'linkedin', utmCampaign: 'q3', pages: ['/portfolio/x', '/contact'], secondsSinceLanding: 90 };
    await submitContact({ ...CONTACT, visit }).expect(200);
    await eventually(async () => expect(receiver.at('/hook')).toHaveLength(1), 5000);
    expect(JSON.parse(receiver.at('/hook')[0]!.body).data).toMatchObject({
      email: CONTACT.email,
      visit: { landingPage: '/portfolio/x', source: 'linkedin', utmCampaign: 'q3', pages: ['/portfolio/x', '/contact'], secondsToSend: 90 },
    });
  });

  it('tells a content item\'s id, title, slug and public URL, published once, then updated, then deleted', async () => {
    const { webhook } = await addEndpoint(['content.published', 'content.updated', 'content.deleted']);
    const draft = await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: 'Launch notes', content: '<p>Hi</p>', status: 'draft' }).expect(200);
    const id = draft.body.blog._id as string;
    await api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send({ title: 'Launch notes', content: '<p>Hi</p>', status: 'published' }).expect(200);
    await api().http().put(`/api/blog/update/${id}`).set('Authorization', auth).send({ title: 'Launch notes', content: '<p>Hello</p>' }).expect(200);
    await api().http().delete(`/api/blog/delete/${id}`).set('Authorization', auth).expect(200);
    await eventually(async () => expect(receiver.at('/hook')).toHaveLength(4), 5000);
    const events = receiver.at('/hook').map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> });
    expect(events.map((event) => event.type).sort()).toEqual(['content.deleted', 'content.published', 'content.updated', 'content.updated'].sort());
    expect(events.find((event) => event.type === 'content.published')!.data).toEqual({
      kind: 'blog', id, title: 'Launch notes', slug: 'launch-notes', path: '/blog/launch-notes', url: 'http://localhost:4000/blog/launch-notes', status: 'published',
    });
    expect((await deliveries(webhook._id)).every((delivery) => delivery.status === 'delivered')).toBe(true);
  });

  it('sends content.published once when a scheduled post comes due, at its publishAt, and not if it is unscheduled first', async () => {
    const { webhook, secret } = await addEndpoint(['content.published']);
    const publishAt = new Date(Date.now() + 1500);
    const scheduled = await api().http().post('/api/blog/add').set('Authorization', auth)
      .send({ title: 'Scheduled launch', content: '<p>Soon</p>', status: 'published', publishAt: publishAt.toISOString() }).expect(200);
    const withdrawn = await api().http().post('/api/blog/add').set('Authorization', auth)
      .send({ title: 'Never mind', content: '<p>Soon</p>', status: 'published', publishAt: publishAt.toISOString() }).expect(200);
    await api().http().put(`/api/blog/update/${withdrawn.body.blog._id}`).set('Authorization', auth).send({ title: 'Never mind', content: '<p>Soon</p>', status: 'draft' }).expect(200);

    await eventually(() => expect(receiver.at('/hook')).toHaveLength(1), 5000);
    const [request] = receiver.at('/hook');
    // Sent when it came due, not when it was scheduled (however slowly the calls above ran).
    expect(request!.arrivedAt).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(new Webhook(secret).verify(request!.body, request!.headers)).toEqual({
      type: 'content.published', timestamp: publishAt.toISOString(),
      data: expect.objectContaining({ kind: 'blog', id: scheduled.body.blog._id, title: 'Scheduled launch', status: 'published' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.at('/hook')).toHaveLength(1);
    expect((await deliveries(webhook._id)).map((delivery) => delivery.status)).toEqual(['delivered']);
  });

  it('sends nothing for a refused write, nor to a disabled endpoint', async () => {
    const { webhook } = await addEndpoint(ALL_EVENTS);
    await submitContact({ ...CONTACT, email: 'not-an-email' }).expect(400);
    await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: '', content: '' }).expect(400);
    await api().http().put(`/api/webhooks/${webhook._id}`).set('Authorization', auth).send({ url: receiver.url(), events: ALL_EVENTS, enabled: false }).expect(200);
    await submitContact(CONTACT).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await api().count(WebhookDelivery)).toBe(0);
    expect(receiver.received).toEqual([]);
  });
});
