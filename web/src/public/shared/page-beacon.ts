/**
 * Counts public page views without cookies: once a view is visible, one
 * navigator.sendBeacon to the gateway with the path (never the query string),
 * and for the view that began the tab's visit, where it came from (referrer
 * and UTM tags, from the visit trail). The first view is sent from the boot
 * script, before the app's code has loaded; the app sends the views of its
 * client-side route changes (usePageBeacon). The gateway also counts a
 * project's or post's own views from the path. Runs at page start: no React.
 */
import { referrerDomain } from '@consultancy/domain/visit';
import { noteView } from './visit-trail';

const BEACON_PATH = '/api/analytics/view';

/** Runs `work` once the page is visible: a background tab, or a prerendered page (hidden until shown), waits until it is shown. */
function whenVisible(work: () => void): void {
  if (document.visibilityState === 'visible') return work();
  const check = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', check);
    work();
  };
  document.addEventListener('visibilitychange', check);
}

/** A link from the site itself names no source. */
const fromElsewhere = (referrer: string) => (referrerDomain(referrer) === referrerDomain(location.origin) ? '' : referrer);

/** Sends one view of `where` (the page shown now, by default) once it is visible. */
export function sendPageView(where: { pathname: string; search: string } = location, referrer = document.referrer): void {
  whenVisible(() => {
    const { visit, landed } = noteView(where, referrer);
    const body = landed
      ? {
        path: where.pathname, landed, referrer: fromElsewhere(visit.referrer),
        utmSource: visit.utmSource, utmMedium: visit.utmMedium, utmCampaign: visit.utmCampaign,
      }
      : { path: where.pathname };
    // A string goes as text/plain, which needs no preflight. A browser without beacons counts nothing.
    navigator.sendBeacon?.(BEACON_PATH, JSON.stringify(body));
  });
}
