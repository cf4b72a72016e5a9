import type { ReactNode } from 'react';
import type { AdminRole } from '../gql/graphql';

/** A screen of the panel (the list is admin/screens.tsx; see docs/screens.md, admin Layout). */
export interface AdminScreen {
  /** Its route under /admin, e.g. 'portfolio' for /admin/portfolio. */
  path: string;
  label: string;
  icon: ReactNode;
  page: ReactNode;
  /** Shown to owners only (the gateway refuses editors these calls anyway). */
  ownerOnly?: boolean;
}

/** The screens a role may use; while the role is not known yet, only those open to everyone. */
export const screensFor = (screens: AdminScreen[], role: AdminRole | undefined) =>
  screens.filter((screen) => !screen.ownerOnly || role === 'owner');

/** Where an admin signed in with a one-time password must go first. */
export const ACCOUNT_PATH = 'account';

export const screenUrl = (screen: Pick<AdminScreen, 'path'>) => `/admin/${screen.path}`;

/** Dashboard is also the active link on /admin itself. */
export function isNavActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/admin/dashboard' && path === '/admin') return true;
  return path === to || path.startsWith(`${to}/`);
}
