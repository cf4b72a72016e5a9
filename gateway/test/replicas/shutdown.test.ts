import http from 'node:http';
import { png } from '../images';
import { adminAuth, sleep, startSite, type Replica, type Site } from './replicas';

let site: Site;
let replica: Replica;

beforeAll(async () => {
  site = await startSite();
  replica = await site.start();
}, 180_000);
afterAll(async () => { await site?.stop(); });

/** A multipart upload whose body arrives slowly: the request is in flight while the replica is told to stop. */
function slowUpload(auth: string): { finish(): void; answer: Promise<{ status: number; body: string }> } {
  const boundary = 'slow-upload-boundary';
  const text = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(text('rating', '5') + text('review', 'Slow but sure') + text('userName', 'Slow Client'));
  const file = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`),
    png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL('/api/testimonial/add', replica.url);
  const call = http.request(url, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + file.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    call.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
  });
  call.write(head);
  return { finish: () => call.end(file), answer };
}

describe('SIGTERM during a slow request', () => {
  it('finishes the request, reports draining, then exits 0', async () => {
    const upload = slowUpload(await adminAuth(replica));
    await sleep(300);
    replica.signal('SIGTERM');
    await sleep(500);
    // New connections are no longer taken while the request in flight completes.
    const refused = await fetch(`${replica.url}/healthz`).then((response) => response.status, () => 'refused');
    expect([503, 'refused']).toContain(refused);
    upload.finish();
    const { status, body } = await upload.answer.catch((error: Error) => {
      throw new Error(`${error.message}; the replica printed:\n${replica.output()}`);
    });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ success: true, message: 'Testimonial added successfully' });
    expect(await replica.exited).toBe(0);
    const rows = await site.query<{ userName: string }>('SELECT userName FROM testimonials');
    expect(rows).toEqual([{ userName: 'Slow Client' }]);
  });
});
