// The visit's own facts, not the package's index: this module runs in the boot script (page-beacon.ts).
import { referrerWithoutQuery, VISIT_LIMITS } from '@consultancy/domain/visit';
import type { VisitInput } from '../../gql/graphql';

/**
 * This tab's visit, kept in sessionStorage: the browser drops it with the tab,
 * nothing identifies the visitor, and no cookie is set. A form sent in the
 * visit carries it (lead attribution); the analytics beacon tells which view
 * began it.
 */
export interface VisitTrail {
  landingPage: string;
  /** The page that linked to the landing page (origin and path), '' when none did. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** The paths viewed, landing page first (repeats kept, at most VISIT_LIMITS.pages). */
  pages: string[];
  /** When the visit began (ms since 1970, the browser's clock). */
  landedAt: number;
}

const KEY = 'visit';

function readTrail(): VisitTrail | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as VisitTrail) : null;
  } catch {
    return null; // storage blocked or the value spoiled: a new visit begins
  }
}

function keep(trail: VisitTrail): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(trail));
  } catch {
    // Storage blocked or full: the visit is simply not remembered.
  }
}

function landing(path: string, search: string, referrer: string, now: number): VisitTrail {
  const tags = new URLSearchParams(search);
  const tag = (name: string) => (tags.get(name) ?? '').trim().slice(0, VISIT_LIMITS.tag);
  return {
    landingPage: path, referrer: referrerWithoutQuery(referrer),
    utmSource: tag('utm_source'), utmMedium: tag('utm_medium'), utmCampaign: tag('utm_campaign'),
    pages: [path], landedAt: now,
  };
}

/**
 * Notes one page view in the tab's visit and answers the visit, and whether
 * this view began it. The first view of a tab lands; later ones (links, back
 * and forward, reloads) are added to its pages.
 */
export function noteView(where: { pathname: string; search: string }, referrer: string, now = Date.now()): { visit: VisitTrail; landed: boolean } {
  const path = where.pathname.slice(0, VISIT_LIMITS.path);
  const earlier = readTrail();
  const visit = earlier
    ? { ...earlier, pages: [...earlier.pages, path].slice(0, VISIT_LIMITS.pages) }
    : landing(path, where.search, referrer, now);
  keep(visit);
  return { visit, landed: !earlier };
}

/** The tab's visit so far, or null before its first view (or where storage is blocked). */
export const currentVisit = (): VisitTrail | null => readTrail();

/** The tab's visit as a form sends it (lead attribution); null before its first view. */
export function visitToSend(now = Date.now()): VisitInput | null {
  const visit = readTrail();
  if (!visit) return null;
  const { landedAt, ...kept } = visit;
  return { ...kept, secondsSinceLanding: Math.max(0, Math.round((now - landedAt) / 1000)) };
}
