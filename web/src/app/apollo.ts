import { ApolloClient, InMemoryCache, type NormalizedCacheObject, type StoreObject, type TypePolicies } from '@apollo/client';
// BaseHttpLink: HttpLink without the client-awareness headers, which the site does not use.
import { BaseHttpLink } from '@apollo/client/link/http';

/**
 * The footer reads the services' names, the Solutions page every field of them: two answers
 * of the same list, taken together rather than the later replacing the earlier (services have
 * no id; both answers come from the same stored page, so position identifies them).
 */
const TYPE_POLICIES: TypePolicies = {
  SolutionsPage: {
    fields: {
      services: {
        merge: (existing: readonly StoreObject[] = [], incoming: readonly StoreObject[], { mergeObjects }) =>
          incoming.map((service, index) => (existing[index] ? mergeObjects(existing[index], service) : service)),
      },
    },
  },
};

export interface PublicClientOptions {
  /** On the server: the in-process fetch the gateway hands to the renderer. */
  fetch?: typeof fetch;
  /** In the browser: the cache the server rendered with, so nothing is fetched twice. */
  state?: NormalizedCacheObject;
  /** A preview (?preview) in the browser: the administrator's token, so drafts and scheduled items answer. */
  previewToken?: string;
}

/**
 * The public site's client: anonymous reads and the public writes (contact,
 * subscribe, tracking). It sends the admin's token only for a preview; the
 * admin panel has its own client with auth and uploads.
 */
export function createPublicClient({ fetch, state, previewToken }: PublicClientOptions = {}) {
  const cache = new InMemoryCache({ resultCaching: !fetch, typePolicies: TYPE_POLICIES });
  if (state) cache.restore(state);
  return new ApolloClient({
    ssrMode: Boolean(fetch),
    link: new BaseHttpLink({ uri: '/graphql', fetch, headers: previewToken ? { Authorization: `Bearer ${previewToken}` } : undefined }),
    cache,
  });
}
