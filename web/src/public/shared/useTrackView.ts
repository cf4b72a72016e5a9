import { useApolloClient } from '@apollo/client/react';
import type { TrackedViewType } from '@consultancy/domain';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';

const PublicTrackView = graphql(`
  mutation PublicTrackView($type: String!, $id: ID, $page: String!) {
    trackView(type: $type, id: $id, page: $page)
  }
`);

/** Runs `work` once the browser is idle (after hydration has painted), or soon where it cannot tell. */
const whenIdle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 100));

/**
 * Counts one view of a project or post once it has loaded: in the browser only
 * (effects never run on the server), once per item shown, when the browser is
 * idle, so the request is no part of the hydration's work. Through the client,
 * not useMutation, whose loading state would render the page again. Failures
 * are only logged.
 */
export function useTrackView(type: Exclude<TrackedViewType, 'page'>, id: string | undefined, page: string | undefined): void {
  const client = useApolloClient();
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !page || tracked.current === id) return;
    tracked.current = id;
    whenIdle(() => {
      client.mutate({ mutation: PublicTrackView, variables: { type, id, page } }).catch((error: unknown) => {
        console.warn(`Could not record the ${type} view:`, error);
      });
    });
  }, [client, type, id, page]);
}
