import type http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestGateway, type TestGateway } from '../../../test/harness';
import { createHttpServer, HEADERS_TIMEOUT_MS } from './http-server';
import { LINGER_MS } from '../graphql/upload-guard';

let api: TestGateway;
let server: http.Server;
let port: number;
beforeAll(async () => {
  api = await startTestGateway();
  server = createHttpServer(api.gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('a client sending its headers slowly', () => {
  it('is cut off within 12 seconds, however long it keeps sending', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const started = Date.now();
    // One header line every 2 seconds, for up to 40 seconds: the server must not wait for the blank line.
    let line = 0;
    const drip = setInterval(() => socket.write(`X-Slow-${line++}: ${'a'.repeat(10)}\r\n`), 2_000);
    const answered = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    clearInterval(drip);
    const heldFor = Date.now() - started;
    expect(heldFor).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
    expect(heldFor).toBeLessThan(12_000);
    // Node answers a time-out with 408 before closing.
    expect(answered).toMatch(/^HTTP\/1\.1 408/);
  }, 45_000);
});

describe('an anonymous upload', () => {
  /**
   * A client that keeps sending a large multipart body and reads the answer only after
   * `readAfterMs`, as a busy browser does: a server that closes the connection while the
   * body still arrives makes the client's system reset it and drop the unread answer.
   * It sends 64 KB every `everyMs`.
   */
  function uploadReadingLate(path: string, readAfterMs: number, everyMs = 5) {
    return new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      let failure = '';
      socket.pause();
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', (error) => (failure = error.message));
      socket.on('close', () => resolve(received || `no answer: ${failure}`));
      const size = 20 * 1024 * 1024;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nApollo-Require-Preflight: true\r\n`
        + `Content-Type: multipart/form-data; boundary=edge\r\nContent-Length: ${size}\r\n\r\n`
        + '--edge\r\nContent-Disposition: form-data; name="images"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n');
      const chunk = Buffer.alloc(64 * 1024);
      const pump = setInterval(() => {
        if (!socket.destroyed) socket.write(chunk);
      }, everyMs);
      setTimeout(() => {
        clearInterval(pump);
        socket.resume();
        socket.end();
      }, readAfterMs);
    });
  }

  it.each([
    ['the REST bridge', '/api/portfolio/add'],
    ['GraphQL', '/graphql'],
  ])('gets a 401 it can read, even when it reads the answer late (%s)', async (_name, path) => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => uploadReadingLate(path, 300)));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 401/);
      expect(answer).toMatch(/session|token|sign in|log in/i);
    }
  }, 30_000);

  it('gets its 401 when its body takes longer than the pause limit to arrive (a busy machine sending)', async () => {
    // 1.3 MB a second: its 20 MB body has not all arrived when the client reads.
    const answer = await uploadReadingLate('/api/portfolio/add', LINGER_MS + 2_000, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
  }, 30_000);

  it('is closed once its body stops arriving for a few seconds after the 401', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('POST /api/portfolio/add HTTP/1.1\r\nHost: localhost\r\n'
      + 'Content-Type: multipart/form-data; boundary=edge\r\nContent-Length: 10000000\r\n\r\n--edge\r\n');
    // Sent a part of its body, the client says nothing more: the server must not wait for the rest for ever.
    const started = Date.now();
    const closedAt = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 401/);
    expect(closedAt - started).toBeGreaterThanOrEqual(LINGER_MS - 500);
    expect(closedAt - started).toBeLessThan(LINGER_MS + 3_000);
  }, 30_000);

  it('gets a 401 that fetch can read, every time', async () => {
    const form = () => {
      const body = new FormData();
      body.append('projectName', 'Not signed in');
      body.append('images', new Blob([new Uint8Array(8 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
      return body;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/portfolio/add`, { method: 'POST', body: form() });
      return { status: response.status, body: await response.json() as { success: boolean; message: string } };
    }));
    for (const { status, body } of answers) {
      expect(status).toBe(401);
      expect(body.success).toBe(false);
    }
  }, 60_000);
});
