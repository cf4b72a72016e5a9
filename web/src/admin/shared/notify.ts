import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts as docs/screens.md describes them: 2 s for success, 4 s for errors. */
export const SUCCESS_MS = 2000;
export const ERROR_MS = 4000;

export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: SUCCESS_MS }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_MS }),
      info: (message: string) => enqueueSnackbar(message, { variant: 'info', autoHideDuration: ERROR_MS }),
    }),
    [enqueueSnackbar],
  );
}
