import { png, svgImpostor } from '../../../test/images';
import { sharedGateway } from '../../../test/harness';
import { createStorage } from './create-storage';

/** Uploaded files as the whole app serves them (disk on SQLite runs, S3 on MariaDB runs). */
const api = sharedGateway();

describe('GET /uploads/*', () => {
  it('serves an image with its image type, inline under its own name, never sniffed or run as a page', async () => {
    const url = await api().gateway.services.images.storeBuffer(png(), 'photo.png');
    const key = url.split('/').pop();
    const response = await api().http().get(url).buffer(true).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/(png|webp|avif)$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${key}"`);
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
  });

  it('still refuses SVG, even named .png', async () => {
    await expect(api().gateway.services.images.storeBuffer(svgImpostor(), 'logo.png')).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('never answers a stored object as anything but the image type its key names', async () => {
    // Put there by hand, or by a restore that trusted its archive: a page that would run on the site's address.
    const storage = createStorage(api().config);
    const page = Buffer.from('<!doctype html><form action="https://evil.example/">Sign in</form>');
    await storage.save('fake-sign-in.png', page, 'text/html');
    await storage.save('fake-sign-in.html', page, 'text/html');
    await storage.save('gif-named-png.png', png(), 'image/gif');
    for (const key of ['fake-sign-in.png', 'fake-sign-in.html', 'gif-named-png.png']) {
      const response = await api().http().get(`/uploads/${key}`);
      expect({ key, status: response.status, type: response.headers['content-type'] }).toEqual({ key, status: 404, type: expect.stringMatching(/^application\/json/) });
    }
  });

  it('answers 404, not 500, for an object stored with a line break in its type', async () => {
    const storage = createStorage(api().config);
    // On disk the type sits in a file next to the image; S3 may refuse such a header when it is stored (nothing to serve then).
    await storage.save('header-break.png', png(), 'image/png\r\nX-Injected: 1').catch(() => undefined);
    const response = await api().http().get('/uploads/header-break.png');
    expect(response.status).toBe(404);
    expect(response.headers['x-injected']).toBeUndefined();
  });
});
