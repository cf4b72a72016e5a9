import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnTo } from '../shared/useSessionEnded';
import { readToken } from '../shared/token';

/**
 * docs/screens.md (admin Access): admin routes need a stored token (its validity
 * is not checked here), else /login, which comes back here once signed in.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  return readToken() ? <>{children}</> : <Navigate to="/login" replace state={returnTo(location)} />;
}
