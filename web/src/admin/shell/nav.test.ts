import { loadAdminParts, type AdminParts } from '../../app/AdminAppWithPreviews';
import { adminScreens } from '../screens';
import { isNavActive, screensFor, screenUrl, type AdminScreen } from './nav';

/** The panel's screens, with the app's collections. */
let ADMIN_SCREENS: AdminScreen[];
beforeAll(async () => {
  const parts: AdminParts = await loadAdminParts();
  ADMIN_SCREENS = adminScreens(parts.collections.map((collection) => collection.screen));
});

test('an owner sees the seventeen links in order', () => {
  expect(screensFor(ADMIN_SCREENS, 'owner').map(screenUrl)).toEqual([
    '/admin/dashboard', '/admin/pages', '/admin/portfolio', '/admin/testimonials', '/admin/blogs', '/admin/team', '/admin/media',
    '/admin/statistics', '/admin/subscriptions', '/admin/contacts', '/admin/footer',
    '/admin/settings', '/admin/redirects', '/admin/webhooks', '/admin/admins', '/admin/activity', '/admin/account',
  ]);
});

test('an editor (and a panel that does not know the role yet) sees no owner-only screen', () => {
  const forEditor = [
    '/admin/dashboard', '/admin/pages', '/admin/portfolio', '/admin/testimonials', '/admin/blogs', '/admin/team', '/admin/media',
    '/admin/statistics', '/admin/footer', '/admin/settings', '/admin/redirects', '/admin/account',
  ];
  expect(screensFor(ADMIN_SCREENS, 'editor').map(screenUrl)).toEqual(forEditor);
  expect(screensFor(ADMIN_SCREENS, undefined).map(screenUrl)).toEqual(forEditor);
});

test('Dashboard is active on /admin and /admin/dashboard only', () => {
  expect(isNavActive('/admin/dashboard', '/admin')).toBe(true);
  expect(isNavActive('/admin/dashboard', '/admin/')).toBe(true);
  expect(isNavActive('/admin/dashboard', '/admin/dashboard')).toBe(true);
  expect(isNavActive('/admin/dashboard', '/admin/blogs')).toBe(false);
  expect(isNavActive('/admin/blogs', '/admin')).toBe(false);
  expect(isNavActive('/admin/blogs', '/admin/blogs')).toBe(true);
  expect(isNavActive('/admin/portfolio', '/admin/portfolios')).toBe(false);
});
