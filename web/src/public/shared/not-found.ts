import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';

/** True when a GraphQL error says the requested item does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'NOT_FOUND');
}

/**
 * Whether the server already rendered the not-found page for `marker` (e.g.
 * 'portfolio:{id}'). A failed query is not kept in the Apollo cache the server
 * hands over, so without this the browser would start over with 'Loading...'
 * and the hydrated page would not match the server's HTML. Read once, on mount.
 */
export function useServerNotFound(marker: string): boolean {
  const [found] = useState(() => {
    if (typeof document === 'undefined') return false;
    const root = document.getElementById('root');
    return Array.from(root?.querySelectorAll<HTMLElement>('[data-not-found]') ?? []).some((element) => element.dataset.notFound === marker);
  });
  return found;
}
