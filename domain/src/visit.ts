/**
 * A visit: what one browser tab did on the site, from the page it landed on to
 * a form it sent. The web keeps it in sessionStorage (gone with the tab); the
 * gateway stores a copy with a contact message or subscription (lead
 * attribution) and counts the same sources in its analytics.
 */

/** UTM tags, referrer and page paths are cut to these lengths wherever they are kept. */
export const VISIT_LIMITS = { path: 200, referrer: 300, tag: 100, pages: 50 } as const;

/** The source of a visit that came from no other site and no campaign. */
export const DIRECT_SOURCE = 'direct';

/** A referrer's host without `www.`, in lower case; '' when it is no http(s) address. */
export function referrerDomain(referrer: string | null | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A referrer as kept: origin and path only (a query string may hold someone's search or tokens). */
export function referrerWithoutQuery(referrer: string | null | undefined): string {
  if (!referrerDomain(referrer)) return '';
  const url = new URL(referrer!);
  return `${url.origin}${url.pathname}`.slice(0, VISIT_LIMITS.referrer);
}

/** A UTM tag as counted: trimmed, lower case, cut to the limit. */
export const utmTag = (value: string | null | undefined) => (value ?? '').trim().toLowerCase().slice(0, VISIT_LIMITS.tag);

/**
 * Where a visit came from, as the dashboard groups it: the campaign's
 * utm_source when there is one, else the referring site's domain (a link from
 * the site itself is no source), else DIRECT_SOURCE.
 */
export function trafficSource(referrer: string | null | undefined, utmSource: string | null | undefined, ownHost = ''): string {
  const tagged = utmTag(utmSource);
  if (tagged) return tagged;
  const domain = referrerDomain(referrer);
  const own = ownHost.toLowerCase().replace(/^www\./, '');
  return domain && domain !== own ? domain : DIRECT_SOURCE;
}
