import { isSitePath } from '@consultancy/domain';
import { REDIRECT_FROM_MAX_CHARS, REDIRECT_TO_MAX_CHARS } from '@consultancy/domain/redirects';

/** Parses paths only; never fetched, never shown. */
const BASE = 'http://site.invalid';

/** A rule of the table as the lookup needs it. */
export interface RedirectRule {
  id: string;
  fromPath: string;
  to: string;
  status: number;
}

/** A path without its trailing slash (but `/` itself): `/about/` and `/about` are one page. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * What a path with its query string is matched by: percent-encoded as browsers send it, no
 * trailing slash, lower case (old sites, WordPress among them, ignored case).
 */
export function matchKey(path: string, search = ''): string {
  const url = new URL(`${path}${search}`, BASE);
  return `${withoutTrailingSlash(url.pathname)}${url.search}`.toLowerCase();
}

/** A path and its query string, as a redirect's from-path or a site target names them. */
function splitPath(path: string): { path: string; search: string } {
  const url = new URL(path, BASE);
  return { path: url.pathname, search: url.search };
}

/** Why `fromPath` cannot be redirected, or null. */
export function fromPathProblem(fromPath: string): string | null {
  if (!fromPath.startsWith('/') || fromPath.startsWith('//')) return 'fromPath must be a path of this site, starting with /';
  if (fromPath.length > REDIRECT_FROM_MAX_CHARS) return `fromPath must be at most ${REDIRECT_FROM_MAX_CHARS} characters`;
  if (/[\s#]/.test(fromPath)) return 'fromPath must not hold spaces or a #fragment';
  const { path } = splitPath(fromPath);
  if (isReserved(path)) return `fromPath ${path} is answered by the site itself (its API, admin panel, files and the links of its emails): it cannot be redirected`;
  return null;
}

/** A path the site answers itself, as written or decoded (`/%73ubscription` is asked for as `/subscription` by no browser, but refused alike). */
export function isReserved(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not decodable: judged as written.
  }
  return isSitePath(path) || isSitePath(decoded);
}

/** Why `to` is not a target (a path of this site or an http(s) URL), or null. */
export function targetProblem(to: string): string | null {
  const message = 'to must be a path of this site (starting with /) or an http(s) URL';
  if (to.length > REDIRECT_TO_MAX_CHARS) return `to must be at most ${REDIRECT_TO_MAX_CHARS} characters`;
  // Browsers read a backslash as a slash: `/\evil.test` would be followed to //evil.test, another site.
  if (to.includes('\\')) return 'to must not hold a backslash (browsers read it as /)';
  if (/\s/.test(to)) return message;
  if (to.startsWith('/')) return to.startsWith('//') ? message : null;
  try {
    const url = new URL(to);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : message;
  } catch {
    return message;
  }
}

/** A site path's match key, or null for a URL of another site (which no rule of this table can answer). */
export function targetKeys(to: string): { path: string; search: string } | null {
  return to.startsWith('/') ? splitPath(to) : null;
}

/** The table's rules by match key: a from-path with a query string matches only that query; without one, any. */
export type RuleIndex = ReadonlyMap<string, RedirectRule>;

export const indexRules = (rules: readonly RedirectRule[]): RuleIndex => new Map(rules.map((rule) => [matchKey(rule.fromPath), rule]));

/** The rule answering a request for `path` with `search` (`?a=1` or ''): its exact query first, then the path alone. */
export function findRule(index: RuleIndex, path: string, search: string): { rule: RedirectRule; byPathOnly: boolean } | null {
  const exact = search ? index.get(matchKey(path, search)) : undefined;
  if (exact) return { rule: exact, byPathOnly: false };
  const rule = index.get(matchKey(path));
  return rule ? { rule, byPathOnly: true } : null;
}

/**
 * Where the visitor goes: the target, with the visitor's own query string carried over when
 * the rule matched by path alone and the target is a path of this site without one (campaign
 * tags survive a move). Another site never gets it: it may hold a token or a person's address.
 */
export function locationOf(found: { rule: RedirectRule; byPathOnly: boolean }, search: string): string {
  const { rule, byPathOnly } = found;
  const carried = byPathOnly && search && targetKeys(rule.to) && !rule.to.includes('?');
  return carried ? `${rule.to}${search}` : rule.to;
}
