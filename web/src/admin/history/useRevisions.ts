import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql } from '../gql';
import type { RevisionKind } from '../gql/graphql';
import type { RevisionSource } from './HistoryPanel';

const RevisionsQuery = graphql(`
  query AdminRevisions($kind: RevisionKind!, $id: ID, $page: Int!, $limit: Int!) {
    revisions(kind: $kind, id: $id, page: $page, limit: $limit) {
      total
      items {
        id
        createdAt
        changedFields
        admin {
          email
        }
      }
    }
  }
`);

const RevisionQuery = graphql(`
  query AdminRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {
    revision(kind: $kind, id: $id, revisionId: $revisionId) {
      id
      values
    }
  }
`);

/** Saves shown at first, and added by each "Show older saves". */
const STEP = 20;

interface Options {
  kind: RevisionKind;
  /** The item; null for settings (one history). */
  itemId: string | null;
  /** Moves with every save: the list is read again then. */
  version: number | null;
  /** Read nothing (no item open). */
  skip?: boolean;
  /** A revision's stored values as the form holds them. */
  toForm: (values: Record<string, unknown>) => object;
}

/** The history of an item or of settings, for the History panel. */
export function useRevisions({ kind, itemId, version, skip = false, toForm }: Options): RevisionSource {
  const client = useApolloClient();
  const [limit, setLimit] = useState(STEP);
  const variables = { kind, id: itemId, page: 1, limit };
  const { data, loading, error, refetch } = useQuery(RevisionsQuery, { variables, skip, fetchPolicy: 'cache-and-network' });

  useEffect(() => setLimit(STEP), [kind, itemId]);
  // A save (this editor's or, seen on a reload, a colleague's) adds a revision.
  useEffect(() => {
    if (!skip && version !== null) void refetch().catch(() => undefined);
  }, [version, skip, refetch]);

  const valuesOf = useCallback(async (revisionId: string) => {
    const answer = await client.query({ query: RevisionQuery, variables: { kind, id: itemId, revisionId }, fetchPolicy: 'network-only' });
    if (!answer.data) throw new Error('The revision could not be read');
    return toForm(answer.data.revision.values as Record<string, unknown>);
  }, [client, kind, itemId, toForm]);

  const page = data?.revisions;
  const items = useMemo(
    () => (page?.items ?? []).map((item) => ({ id: item.id, createdAt: item.createdAt as string, email: item.admin.email || null, changedFields: item.changedFields })),
    [page],
  );
  return {
    items,
    total: page?.total ?? 0,
    loading,
    failed: Boolean(error) && !page,
    showMore: () => setLimit((current) => Math.min(current + STEP, 100)),
    valuesOf,
  };
}
