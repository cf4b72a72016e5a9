import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from '../../../test/graphql';
import { sharedGateway } from '../../../test/harness';
import { GRAPHQL_LIMITS } from './request-limits';

/**
 * A document or variables that would cost seconds of CPU to read (hundreds of thousands
 * of variables, values nested a million levels) are refused with 400 before any of that work.
 */
const api = sharedGateway();
const STATISTICS = {
  projectsCompleted: '12+', projectsCompletedDescription: 'Delivered.', industriesServed: '5+', industriesServedDescription: 'Many.',
  clientSatisfaction: '100%', clientSatisfactionDescription: 'Trusted.',
};

const post = (body: string) =>
  api().http().post('/graphql').set('Apollo-Require-Preflight', 'true').set('Content-Type', 'application/json').send(body);

function expectRefused(response: { status: number; body: { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> } }, reason: RegExp) {
  expect(response.status).toBe(400);
  expect(response.body.data).toBeUndefined();
  expect(response.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(reason), extensions: { code: 'BAD_REQUEST' } });
}

describe('GraphQL parsing costs', () => {
  /**
   * Sends a body over a real socket to the gateway, which runs in this process: answers the
   * status and the CPU time the process spent meanwhile (the server's work, whatever else the
   * machine is busy with; sending the prepared body costs next to nothing of it).
   */
  async function postTimed(body: string): Promise<{ status: number; text: string; cpuMs: number }> {
    const server = http.createServer(api().gateway.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const before = process.cpuUsage();
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request({
          port: (server.address() as AddressInfo).port, host: '127.0.0.1', method: 'POST', path: '/graphql',
          headers: { 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
        }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }));
        });
        request.on('error', reject);
        request.end(body);
      });
      const used = process.cpuUsage(before);
      return { status, text, cpuMs: (used.user + used.system) / 1000 };
    } finally {
      server.close();
    }
  }

  it('refuses a query declaring 400,000 variables (5 MB) in a tenth of the CPU time parsing it takes', async () => {
    const variables = Array.from({ length: 400_000 }, (_, index) => `$v${index}:Int`).join(',');
    const body = JSON.stringify({ query: `query(${variables}){ __typename }` });
    expect(body.length).toBeGreaterThan(5_000_000);
    await postTimed('{"query":"{ __typename }"}');
    const { status, text, cpuMs } = await postTimed(body);
    // Parsing it whole took 11 s of CPU; the refusal reads at most GRAPHQL_LIMITS.maxTokens tokens
    // (what remains is reading the 5 MB of JSON itself, some 20 ms, up to 300 ms on a busy machine
    // with its garbage collection): a tenth of the whole parse leaves room for both.
    expect(cpuMs).toBeLessThan(1_100);
    expectRefused({ status, body: JSON.parse(text) }, /too long/);
    // The server is free at once.
    await post('{"query":"{ __typename }"}').expect(200);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxVariables} variables in a short document`, async () => {
    const variables = Array.from({ length: GRAPHQL_LIMITS.maxVariables + 1 }, (_, index) => `$v${index}:Int`).join(',');
    expectRefused(await post(JSON.stringify({ query: `query(${variables}){ __typename }` })), /too many variables/);
  });

  it('refuses variables nested a million levels deep with 400 (not a 500)', async () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const response = await post(`{"query":"mutation View($path: String!) { recordPageView(path: $path) }","variables":{"path":${deep}}}`);
    expectRefused(response, /nest too deep/);
  });

  it('answers an operation whose variables nest a few levels', async () => {
    const response = await graphql(api(), 'query Items($limit: Int) { portfolios(limit: $limit) { total } }', { limit: 2, unused: [[[{ a: [1] }]]] }).expect(200);
    expect(response.body).toEqual({ data: { portfolios: { total: 0 } } });
  });

  it('leaves the REST adapter as it was', async () => {
    const response = await api().http().get('/api/portfolio/all').expect(200);
    expect(response.body).toMatchObject({ success: true });
    const auth = await api().auth();
    await api().http().put('/api/statistics/update').set('Authorization', auth).send(STATISTICS).expect(200);
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const nested = await api().http().put('/api/statistics/update').set('Authorization', auth).set('Content-Type', 'application/json')
      .send(`${JSON.stringify(STATISTICS).slice(0, -1)},"projectsCompleted":${deep}}`);
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
  });
});
