import { useEffect } from 'react';
import { useNotify } from './notify';

/** Shows `message` as an error toast whenever a load fails (once per error). */
export function useLoadError(error: unknown, message: string) {
  const notify = useNotify();
  useEffect(() => {
    if (error) {
      console.warn(message, error);
      notify.error(message);
    }
  }, [error, message, notify]);
}
