import { ADMIN_SCREENS } from '../screens';
import { isNavActive, screenUrl } from './nav';

test('the sidebar has the eight links in order', () => {
  expect(ADMIN_SCREENS.map(screenUrl)).toEqual([
    '/admin/dashboard', '/admin/portfolio', '/admin/testimonials', '/admin/blogs',
    '/admin/statistics', '/admin/subscriptions', '/admin/contacts', '/admin/footer',
  ]);
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
