/** The sidebar's links, in order (see docs/screens.md, admin Layout). */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Portfolio', to: '/admin/portfolio' },
  { label: 'Testimonials', to: '/admin/testimonials' },
  { label: 'Blogs', to: '/admin/blogs' },
  { label: 'Statistics', to: '/admin/statistics' },
  { label: 'Subscriptions', to: '/admin/subscriptions' },
  { label: 'Contacts', to: '/admin/contacts' },
  { label: 'Footer', to: '/admin/footer' },
] as const;

/** Dashboard is also the active link on /admin itself. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/admin/dashboard' && path === '/admin') return true;
  return path === to || path.startsWith(`${to}/`);
}
