import { Webhook } from 'standardwebhooks';
import { sharedGateway } from '../../../test/harness';
import { eventually } from '../../../test/log-capture';
import { WebhookReceiver } from '../../../test/webhook-receiver';
import { SealedWebhookSecrets1734990000000 } from '../../infra/database/migrations/1734990000000-sealed-webhook-secrets';
import { WebhookEndpoint } from './webhook-endpoint.entity';

// Finding 14 of issue 40: signing secrets were stored in the clear, while the two-factor secrets are sealed.
const api = sharedGateway({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '500' });
const receiver = new WebhookReceiver();
let auth: string;

beforeAll(async () => {
  await receiver.start();
  auth = await api().auth();
});
afterAll(() => receiver.stop());

const dataSource = () => api().gateway.services.dataSource;
/** The secret column as the database holds it, by endpoint id. */
const storedSecret = async (id: string) =>
  ((await dataSource().query('SELECT secret FROM webhook_endpoints WHERE id = ?', [id])) as Array<{ secret: string }>)[0]!.secret;

/** Sends the endpoint a test event and answers the request its receiver got. */
async function testEvent(id: string) {
  receiver.received.length = 0;
  await api().http().post(`/api/webhooks/${id}/test`).set('Authorization', auth).expect(200);
  return eventually(() => {
    expect(receiver.received).toHaveLength(1);
    return receiver.received[0]!;
  }, 5000);
}

describe('webhook signing secrets at rest', () => {
  it('keeps the secret sealed in the database, and signs with it', async () => {
    const created = await api().http().post('/api/webhooks').set('Authorization', auth).send({ url: receiver.url(), events: ['contact.created'] }).expect(200);
    const { webhook, secret } = created.body as { webhook: { _id: string }; secret: string };
    const stored = await storedSecret(webhook._id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice('whsec_'.length));

    const request = await testEvent(webhook._id);
    expect(new Webhook(secret).verify(request.body, request.headers)).toMatchObject({ type: 'webhook.test' });
    // A change of the endpoint keeps its secret, sealed.
    await api().http().put(`/api/webhooks/${webhook._id}`).set('Authorization', auth).send({ url: receiver.url('/moved'), events: ['contact.created'] }).expect(200);
    expect(await storedSecret(webhook._id)).not.toContain(secret.slice('whsec_'.length));
    const moved = await testEvent(webhook._id);
    expect(new Webhook(secret).verify(moved.body, moved.headers)).toMatchObject({ type: 'webhook.test' });
  });

  it('seals the secrets stored in the clear before (the migration), and they still sign', async () => {
    const created = await api().http().post('/api/webhooks').set('Authorization', auth).send({ url: receiver.url(), events: ['contact.created'] }).expect(200);
    const { webhook } = created.body as { webhook: { _id: string } };
    // As a row written before secrets were sealed.
    const older = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
    await dataSource().query('UPDATE webhook_endpoints SET secret = ? WHERE id = ?', [older, webhook._id]);

    const runner = dataSource().createQueryRunner();
    try {
      await new SealedWebhookSecrets1734990000000().up(runner);
    } finally {
      await runner.release();
    }
    const stored = await storedSecret(webhook._id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(older.slice('whsec_'.length));
    expect((await dataSource().getRepository(WebhookEndpoint).findOneByOrFail({ id: webhook._id })).secret).toBe(older);
    const request = await testEvent(webhook._id);
    expect(new Webhook(older).verify(request.body, request.headers)).toMatchObject({ type: 'webhook.test' });
  });
});
