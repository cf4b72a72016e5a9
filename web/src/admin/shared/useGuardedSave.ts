import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { changed } from './answers';
import { isUnauthenticated } from './errors';
import { useNotify } from './notify';
import { clearToken, isTokenUsable, readToken } from './token';

export const SESSION_EXPIRED_REDIRECT_MS = 2000;

/**
 * The statistics and footer saves (see docs/screens.md): the stored token is
 * checked first ('Please log in again to continue', token removed, /login); an
 * UNAUTHENTICATED answer gives 'Session expired. Please log in again.', removes
 * the token and goes to /login after 2 seconds; any other failure gives `failureMessage`.
 * `save` hands back its mutation's data: the settings as stored.
 */
export function useGuardedSave(messages: { success: string; failure: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    async (save: () => Promise<unknown>): Promise<boolean> => {
      if (!isTokenUsable(readToken())) {
        notify.error('Please log in again to continue');
        clearToken();
        navigate('/login', { replace: true });
        return false;
      }
      try {
        if (!changed(await save())) {
          notify.error(messages.failure);
          return false;
        }
        notify.success(messages.success);
        return true;
      } catch (error) {
        if (isUnauthenticated(error)) {
          notify.error('Session expired. Please log in again.');
          clearToken();
          timer.current = setTimeout(() => navigate('/login', { replace: true }), SESSION_EXPIRED_REDIRECT_MS);
        } else {
          console.warn(messages.failure, error);
          notify.error(messages.failure);
        }
        return false;
      }
    },
    [messages.failure, messages.success, navigate, notify],
  );
}
