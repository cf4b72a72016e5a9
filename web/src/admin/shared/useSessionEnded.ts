import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { useNotify } from './notify';
import { clearToken } from './token';

export const SESSION_EXPIRED_REDIRECT_MS = 2000;

/** Where the sign-in page sends the administrator back to: the screen they were on. */
export interface ReturnTo { from: string }

export const returnTo = (location: Pick<Location, 'pathname' | 'search'>): ReturnTo => ({ from: `${location.pathname}${location.search}` });

/** The screen to open after signing in: the one the session ended on, if it was in the panel. */
export function afterSignIn(state: unknown): string {
  const from = (state as Partial<ReturnTo> | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : '/admin/dashboard';
}

/**
 * The session has ended: says so, removes the token and goes to /login (after
 * `delay`, so the message can be read), which comes back to this screen once
 * signed in again. Whatever the form held is kept as its draft.
 */
export function useSessionEnded() {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return useCallback(
    (message: string, delay = SESSION_EXPIRED_REDIRECT_MS) => {
      notify.error(message);
      clearToken();
      const toLogin = () => navigate('/login', { replace: true, state: returnTo(location) });
      if (delay > 0) timer.current = setTimeout(toLogin, delay);
      else toLogin();
    },
    [navigate, location, notify],
  );
}
