/**
 * The page's entry. A public page arrives rendered and styled (critical CSS
 * inline, the whole stylesheet linked from here): the browser can paint it
 * before any script runs. So the app's code (React, Apollo, the page) is only
 * requested once that first frame is painted: until then the page's image has
 * the network to itself and no script evaluation delays the paint. What a
 * visitor types, sends or presses meanwhile waits for the app
 * (held-until-ready.ts).
 */
import './app/public-styles';
import { PREVIEW_PARAMETER } from '@consultancy/domain/page-state';
import { holdUntilReady } from './public/shared/held-until-ready';
import { sendPageView } from './public/shared/page-beacon';

holdUntilReady();
// A public page arrives rendered (the admin as an empty shell); an administrator's preview is no visit.
if (document.getElementById('root')?.hasChildNodes() && !new URLSearchParams(location.search).has(PREVIEW_PARAMETER)) sendPageView();
const startApp = () => void import('./entry-client');

// A frame's requestAnimationFrame callbacks run just before it is painted; the
// timeout queued there runs after. A hidden tab paints nothing: start at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp));
else startApp();
