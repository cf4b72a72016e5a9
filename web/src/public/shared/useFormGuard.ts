import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { createFormGuard, type FormGuard } from './form-guard';

/** The form guard of a form that is the page's purpose: its token is fetched when the form mounts. */
export function useFormGuard(): FormGuard {
  const client = useApolloClient();
  const guard = useMemo(() => createFormGuard(client), [client]);
  useEffect(() => guard.prepare(), [guard]);
  return guard;
}
