import { useCallback } from 'react';
import { changed } from './answers';
import { errorCode, isEditConflict, isUnauthenticated, serverMessage } from './errors';
import { useNotify } from './notify';
import { isTokenUsable, readToken } from './token';
import { useSessionEnded } from './useSessionEnded';

/**
 * The settings saves (see docs/screens.md): the stored token is checked first
 * ('Please log in again to continue', token removed, /login); an UNAUTHENTICATED
 * answer gives 'Session expired. Please log in again.', removes the token and goes
 * to /login after 2 seconds; a save made from an older version than stored goes
 * to `onConflict` with the server's words; any other failure gives `failureMessage`. Sign-in
 * comes back to the screen, where the form's draft is offered.
 * `save` hands back its mutation's data: the settings as stored.
 */
export function useGuardedSave(messages: { success: string; failure: string }, onConflict?: (message: string) => void) {
  const notify = useNotify();
  const sessionEnded = useSessionEnded();

  return useCallback(
    async (save: () => Promise<unknown>): Promise<boolean> => {
      if (!isTokenUsable(readToken())) {
        sessionEnded('Please log in again to continue', 0);
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
        if (isUnauthenticated(error)) sessionEnded('Session expired. Please log in again.');
        else if (onConflict && isEditConflict(error)) onConflict(serverMessage(error) ?? messages.failure);
        else {
          console.warn(messages.failure, error);
          // A refusal of what was typed says which field and why; other failures stay generic.
          const reason = errorCode(error) === 'BAD_USER_INPUT' ? serverMessage(error) : undefined;
          notify.error(reason ? `${messages.failure}: ${reason}` : messages.failure);
        }
        return false;
      }
    },
    [messages.failure, messages.success, notify, sessionEnded, onConflict],
  );
}
