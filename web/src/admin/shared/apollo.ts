import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createIdempotencyKeyLink, saveRetryLink } from './retry-link';
import { readToken } from './token';

/**
 * The admin panel's client: sends the stored token and uploads files with the
 * GraphQL multipart request (Apollo's CSRF guard wants the preflight header);
 * each save carries an Idempotency-Key and is sent again, with it, after no answer or a 503
 * (and when pressed again after those retries, until it is answered or the form changes).
 */
export function createAdminClient() {
  const auth = new SetContextLink(({ headers }) => {
    const token = readToken();
    return {
      headers: { ...headers, 'Apollo-Require-Preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    };
  });
  return new ApolloClient({
    link: ApolloLink.from([createIdempotencyKeyLink(), saveRetryLink, auth, new UploadHttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
