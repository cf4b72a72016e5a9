import { png, svgImpostor } from '../../../test/images';
import { sharedGateway } from '../../../test/harness';

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
});
