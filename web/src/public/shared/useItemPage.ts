import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { isNotFoundError, useServerNotFound } from './not-found';

/**
 * The data of a detail page (a project, a post) and what its fallback needs
 * while it is missing, loading or failed. `marker` lets the server's 404 skip
 * the query in the browser.
 */
export function useItemPage<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  marker: string,
) {
  const knownMissing = useServerNotFound(marker);
  const { data, loading, error, refetch } = useQuery(query, { variables, skip: knownMissing } as never);
  const missing = knownMissing || isNotFoundError(error);
  return {
    data: data as TData | undefined,
    missing,
    fallback: { missing, loading, failed: Boolean(error), onRetry: () => void refetch().catch(() => undefined), marker },
  };
}
