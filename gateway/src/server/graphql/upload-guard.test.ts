import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestGateway, type TestGateway } from '../../../test/harness';

let api: TestGateway;
let server: http.Server;
beforeAll(async () => {
  api = await startTestGateway();
  server = api.gateway.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

/**
 * Announces a 50 MB multipart upload, sends its first kilobyte, and waits for an answer
 * that can only come before the body is read.
 */
function startUpload(path: string, authorization?: string) {
  const request = http.request({
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    method: 'POST',
    path,
    headers: {
      'content-type': 'multipart/form-data; boundary=edge',
      'content-length': String(50 * 1024 * 1024),
      ...(authorization ? { authorization } : {}),
    },
  });
  request.on('error', () => undefined);
  request.write(`--edge\r\nContent-Disposition: form-data; name="images"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(1024)}`);
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  return { answer, abort: () => request.destroy() };
}

describe('uploads without a valid token', () => {
  it.each([
    ['the REST bridge', '/api/portfolio/add'],
    ['GraphQL', '/graphql'],
  ])('are refused by %s with 401 before their body is read', async (_name, path) => {
    const upload = startUpload(path, 'Bearer not-a-token');
    const { status, body } = await upload.answer;
    upload.abort();
    expect(status).toBe(401);
    expect(JSON.parse(body)).toMatchObject(
      path === '/graphql'
        ? { errors: [{ message: expect.stringMatching(/session is invalid/), extensions: { code: 'UNAUTHENTICATED' } }] }
        : { success: false, message: expect.stringMatching(/session is invalid/) },
    );
  });

  it('an administrator\'s upload is read as it arrives (no answer before the body ends)', async () => {
    const upload = startUpload('/api/portfolio/add', await api.auth());
    const early = await Promise.race([upload.answer, new Promise((resolve) => setTimeout(() => resolve('waiting'), 1_000))]);
    upload.abort();
    expect(early).toBe('waiting');
  });
});

describe('multipart bodies from an administrator', () => {
  const BOUNDARY = 'edge';
  const part = (headers: string, data: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${data}\r\n`;
  const multipart = (path: string, body: Buffer, auth: string) => api.http().post(path).set('Authorization', auth)
    .set('Apollo-Require-Preflight', 'true').set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`).send(body);

  it.each([
    // Bodies that stop inside a part, without their closing boundary: a file, and GraphQL's map.
    ['the REST bridge', '/api/portfolio/add', `${part('Content-Disposition: form-data; name="projectName"', 'Cut short')}--${BOUNDARY}\r\n`
      + 'Content-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG half a file'],
    ['GraphQL', '/graphql', `${part('Content-Disposition: form-data; name="operations"', '{"query":"mutation { __typename }"}')}--${BOUNDARY}\r\n`
      + 'Content-Disposition: form-data; name="map"\r\n\r\n{"0":'],
  ])('cut short before their end are refused by %s with 400, not 500', async (_name, path, text) => {
    const cut = Buffer.from(text, 'latin1');
    const response = await multipart(path, cut, await api.auth());
    expect(response.status).toBe(400);
    if (path === '/graphql') expect(response.body.errors[0]).toMatchObject({ message: expect.stringMatching(/incomplete/), extensions: { code: 'BAD_REQUEST' } });
    else expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/incomplete/) });
    expect(response.text).not.toMatch(/Unexpected end|at .*\.js/);
  });

  it('name a refused file by its name as sent in UTF-8', async () => {
    const body = Buffer.concat([
      Buffer.from(part('Content-Disposition: form-data; name="category"', 'Web App')),
      Buffer.from(part('Content-Disposition: form-data; name="projectName"', 'Accents')),
      Buffer.from(part('Content-Disposition: form-data; name="images"; filename="résumé.svg"\r\nContent-Type: image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'), 'utf8'),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const response = await multipart('/api/portfolio/add', body, await api.auth()).expect(400);
    expect(response.body).toMatchObject({ success: false, message: 'images: "résumé.svg" is not a PNG, JPEG, GIF or WebP image' });
  });
});
