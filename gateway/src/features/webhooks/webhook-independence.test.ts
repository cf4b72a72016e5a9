import { sharedGateway } from '../../../test/harness';
import { eventually } from '../../../test/log-capture';
import { WebhookReceiver } from '../../../test/webhook-receiver';

/**
 * Finding 8 of issue 40: each endpoint has its own queue. Attempts may take the default 10 s,
 * so a receiver that never answers holds its delivery that long.
 */
const api = sharedGateway({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '10000' });
const hanging = new WebhookReceiver();
const healthy = new WebhookReceiver();
let auth: string;

beforeAll(async () => {
  await Promise.all([hanging.start(), healthy.start()]);
  hanging.answer([], 'hang');
  auth = await api().auth();
});
afterAll(() => Promise.all([hanging.stop(), healthy.stop()]));

const addEndpoint = (receiver: WebhookReceiver) =>
  api().http().post('/api/webhooks').set('Authorization', auth).send({ url: receiver.url(), events: ['content.published'] }).expect(200);

describe('webhook endpoints', () => {
  it('deliver to a healthy endpoint within 1 s each while another endpoint never answers', async () => {
    await addEndpoint(hanging);
    await addEndpoint(healthy);
    const EVENTS = 40;
    for (let index = 0; index < EVENTS; index += 1) {
      await api().http().post('/api/blog/add').set('Authorization', auth).send({ title: `Post ${index}`, content: '<p>x</p>' }).expect(200);
      // From the answer: the event's delivery is written with the post, in its transaction.
      const published = Date.now();
      await eventually(() => expect(healthy.received).toHaveLength(index + 1), 1_000);
      expect(Date.now() - published).toBeLessThan(1_000);
    }
    // The hanging receiver got its first delivery and holds it; its others wait their turn.
    expect(hanging.received.length).toBeGreaterThanOrEqual(1);
    expect(hanging.received.length).toBeLessThan(EVENTS);
  }, 60_000);
});
