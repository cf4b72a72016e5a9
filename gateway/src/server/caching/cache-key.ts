import type { Request } from 'express';
import type { Config } from '../../config';
import { siteOrigin } from '../../api/http/site-origin';

/**
 * Query parameters that only tell analytics where a visitor came from: they
 * never change a page, so they are left out of its cache key (and of the URL
 * it is rendered for).
 */
const TRACKING_PARAMS = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|yclid)$/i;

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A request's path and query as one cache key: parameters sorted by name
 * (keeping their own encoding, and the order of repeated ones), tracking
 * parameters and empty pairs dropped. `/blog?utm_source=x&page=2` and
 * `/blog?page=2` are the same page.
 */
export function normalizedUrl(originalUrl: string): string {
  const hash = originalUrl.indexOf('#');
  const url = hash === -1 ? originalUrl : originalUrl.slice(0, hash);
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAMS.test(paramName(pair)));
  // Array.prototype.sort is stable: repeated names keep their order.
  pairs.sort((a, b) => (paramName(a) < paramName(b) ? -1 : paramName(a) > paramName(b) ? 1 : 0));
  return pairs.length ? `${url.slice(0, mark)}?${pairs.join('&')}` : url.slice(0, mark);
}

/** Where a page's links point (see site-origin.ts). */
export type PageOrigin = Pick<Config, 'publicUrl' | 'allowedHosts' | 'port'>;

/**
 * The answer cache's key of a public page. The origin is part of it: without PUBLIC_URL, a
 * loopback or allowed host names the page's links. Shared by the renderer (pages/web-client.ts)
 * and the cached door in front of the chain (cached-pages.ts), so both find one entry.
 */
export function pageKeyFor(origin: PageOrigin): (request: Request) => string {
  return (request) => `${siteOrigin(request, origin)}${normalizedUrl(request.originalUrl)}`;
}
