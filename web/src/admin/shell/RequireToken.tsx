import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { readToken } from '../shared/token';

/** docs/screens.md (admin Access): admin routes need a stored token (its validity is not checked here), else /login. */
export function RequireToken({ children }: { children: ReactNode }) {
  return readToken() ? <>{children}</> : <Navigate to="/login" replace />;
}
