import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendPageView } from './page-beacon';

/**
 * Sends a page view for each client-side route change (a link, back and
 * forward). The page the browser loaded was counted by the boot script, so
 * the first location is skipped; a change of fragment alone is no new view.
 */
export function usePageBeacon(): void {
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const now = `${pathname}${search}`;
    if (now === shown.current) return;
    shown.current = now;
    sendPageView({ pathname, search }, '');
  }, [pathname, search]);
}
