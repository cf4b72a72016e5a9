import type { Request } from 'express';
import type { Config } from '../../config';
import { siteOrigin } from '../../api/http/site-origin';
import { normalizedUrl } from '../caching/cache-key';

/** Where a page's links point (see site-origin.ts). */
export type PageOrigin = Pick<Config, 'publicUrl' | 'allowedHosts' | 'port'>;

/**
 * The answer cache's key of a public page. The origin is part of it: without PUBLIC_URL, a
 * loopback or allowed host names the page's links. Shared by the renderer (web-client.ts)
 * and the cached door in front of the chain (caching/cached-pages.ts), so both find one entry.
 */
export function pageKeyFor(origin: PageOrigin): (request: Request) => string {
  return (request) => `${siteOrigin(request, origin)}${normalizedUrl(request.originalUrl)}`;
}
