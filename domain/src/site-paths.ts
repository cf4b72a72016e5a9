import { SOCIAL_CARD_PREFIX } from './social-card';
import { SUBSCRIPTION_PAGE } from './subscription';

/**
 * What answers one of the site's own paths. `server`: the gateway itself, never a page.
 * `admin`: the admin panel, drawn in the browser, never rendered on the server.
 * `token link`: public pages that emailed links carry a token to (sent to another
 * site by a redirect, such a link would hand over its token).
 */
export type SitePathKind = 'server' | 'admin' | 'token link';

/**
 * The site's own paths, each with everything below it: no page of the content has one, and no
 * redirect starts from one. Booking and form links join this list when they come. In this
 * order the redirect input's description lists them.
 */
export const SITE_PATHS: Readonly<Record<string, SitePathKind>> = {
  '/api': 'server',
  '/graphql': 'server',
  '/admin': 'admin',
  '/login': 'admin',
  '/uploads': 'server',
  '/assets': 'server',
  '/healthz': 'server',
  '/metrics': 'server',
  [SUBSCRIPTION_PAGE]: 'token link',
  '/sign-off': 'token link',
  [SOCIAL_CARD_PREFIX]: 'server',
};

const ALL_SITE_PATHS = Object.keys(SITE_PATHS);

/**
 * Whether `path` (a path alone, no query string) is one of the site's own paths (of `kind`, when
 * given) or below one, whatever its case: Express matches the gateway's routes whatever their case.
 */
export function isSitePath(path: string, kind?: SitePathKind): boolean {
  const lower = path.toLowerCase();
  return ALL_SITE_PATHS.some((own) => (!kind || SITE_PATHS[own] === kind) && (lower === own || lower.startsWith(`${own}/`)));
}
