import type { Request } from 'express';
import type { Config } from '../../config';

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The origin of absolute links in pages, the sitemap and robots.txt. The Host
 * header is the client's to choose, so it is used only where it cannot send a
 * crawler or a link preview elsewhere: loopback names, or hosts listed in
 * ALLOWED_HOSTS. PUBLIC_URL (required in production) overrides it.
 */
export function siteOrigin(request: Request, config: Pick<Config, 'publicUrl' | 'allowedHosts' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = (request.get('host') ?? '').toLowerCase();
  if (LOOPBACK_HOST.test(host) || config.allowedHosts.includes(host)) return `${request.protocol}://${host}`;
  return `http://localhost:${config.port}`;
}
