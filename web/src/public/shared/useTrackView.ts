import { useMutation } from '@apollo/client/react';
import type { TrackedViewType } from '@consultancy/domain';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';

const PublicTrackView = graphql(`
  mutation PublicTrackView($type: String!, $id: ID, $page: String!) {
    trackView(type: $type, id: $id, page: $page) {
      success
    }
  }
`);

/**
 * Counts one view of a project or post once it has loaded: in the browser only
 * (effects never run on the server), once per item shown. Failures are only logged.
 */
export function useTrackView(type: Exclude<TrackedViewType, 'page'>, id: string | undefined, page: string | undefined): void {
  const [track] = useMutation(PublicTrackView);
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !page || tracked.current === id) return;
    tracked.current = id;
    track({ variables: { type, id, page } }).catch((error: unknown) => {
      console.warn(`Could not record the ${type} view:`, error);
    });
  }, [track, type, id, page]);
}
