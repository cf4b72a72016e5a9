import { sharedGateway } from '../../../test/harness';
import { WebhookReceiver } from '../../../test/webhook-receiver';
import { postSigned } from './signed-post';
import { WebhookEndpoint } from './webhook-endpoint.entity';

// WEBHOOK_ALLOW_PRIVATE unset: the production setting.
const api = sharedGateway();
let auth: string;
beforeAll(async () => { auth = await api().auth(); });
const add = (url: string) => api().http().post('/api/webhooks').set('Authorization', auth).send({ url, events: ['contact.created'] });

describe('private targets', () => {
  it.each([
    ['http://127.0.0.1:8080/hook', '127.0.0.1'],
    ['http://127.8.9.10/hook', '127.8.9.10'],
    ['http://[::1]:8080/hook', '::1'],
    ['http://10.1.2.3/hook', '10.1.2.3'],
    ['http://172.20.0.5/hook', '172.20.0.5'],
    ['http://192.168.1.1/hook', '192.168.1.1'],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://100.64.0.1/hook', '100.64.0.1'],
    ['http://0.0.0.0/hook', '0.0.0.0'],
    ['http://224.0.0.1/hook', '224.0.0.1'],
    ['http://[::]/hook', '::'],
    ['http://[fd00::1]/hook', 'fd00::1'],
    ['http://[fe80::1]/hook', 'fe80::1'],
    ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
    ['http://[::ffff:10.0.0.1]/hook', '::ffff:a00:1'],
    ['http://[::127.0.0.1]/hook', '::7f00:1'],
    ['http://[64:ff9b::7f00:1]/hook', '64:ff9b::7f00:1'],
    ['http://[2002:7f00:1::]/hook', '2002:7f00:1::'],
    ['http://[::ffff:0:127.0.0.1]/hook', '::ffff:0:7f00:1'],
    ['http://localhost:8080/hook', 'localhost'],
  ])('refuses %s with 400 naming the address', async (url, host) => {
    const answer = await add(url).expect(400);
    expect(answer.body).toEqual({ success: false, message: expect.stringContaining(`url: ${host} is a private or loopback address`), requestId: expect.any(String) });
    expect(await api().count(WebhookEndpoint)).toBe(0);
  });

  it('refuses a change to a private address too, and accepts a public one', async () => {
    const created = await add('https://93.184.215.14/hook').expect(200);
    const change = await api().http().put(`/api/webhooks/${created.body.webhook._id}`).set('Authorization', auth)
      .send({ url: 'http://192.168.0.10/hook', events: ['contact.created'] }).expect(400);
    expect(change.body.message).toContain('192.168.0.10 is a private or loopback address');
    const [stored] = await api().gateway.services.dataSource.getRepository(WebhookEndpoint).find();
    expect(stored!.url).toBe('https://93.184.215.14/hook');
  });

  it('refuses a host name that cannot be found', async () => {
    const answer = await add('https://no-such-host.invalid/hook').expect(400);
    expect(answer.body.message).toContain('url: no-such-host.invalid could not be found');
  });

  it('refuses at delivery, after DNS: a name resolving to loopback is never connected to', async () => {
    const receiver = await new WebhookReceiver().start();
    const url = receiver.url().replace('127.0.0.1', 'localhost');
    const message = { url, secret: `whsec_${Buffer.alloc(24, 1).toString('base64')}`, id: 'msg_1', body: '{}' };
    expect(await postSigned(message, { timeoutMs: 1000, allowPrivate: false })).toEqual({ responseCode: null, error: expect.stringContaining('localhost is a private or loopback address') });
    expect(receiver.received).toEqual([]);
    // Allowed, the same attempt goes through: the refusal above was the address check, not the receiver.
    expect(await postSigned(message, { timeoutMs: 1000, allowPrivate: true })).toEqual({ responseCode: 200, error: '' });
    expect(receiver.received).toHaveLength(1);
    await receiver.stop();
  });
});
