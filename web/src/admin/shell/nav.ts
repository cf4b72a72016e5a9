import type { ReactNode } from 'react';

/** A screen of the panel (the list is admin/screens.tsx; see docs/screens.md, admin Layout). */
export interface AdminScreen {
  /** Its route under /admin, e.g. 'portfolio' for /admin/portfolio. */
  path: string;
  label: string;
  icon: ReactNode;
  page: ReactNode;
}

export const screenUrl = (screen: Pick<AdminScreen, 'path'>) => `/admin/${screen.path}`;

/** Dashboard is also the active link on /admin itself. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/admin/dashboard' && path === '/admin') return true;
  return path === to || path.startsWith(`${to}/`);
}
