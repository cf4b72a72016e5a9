import { badInput } from '../errors/api-error';
import type { ListNarrowing, Listing } from './listing';
import { SEARCH_MESSAGE, oneOfMessage, searchTextFits } from './page-args';

/**
 * A list's filters and search read from a query string, outside GraphQL (the
 * CSV export), with the same rules and messages as the list's arguments.
 */
export function readNarrowing(listing: Listing<any>, query: Record<string, unknown>): ListNarrowing {
  const narrowing: ListNarrowing = {};
  for (const [name, filter] of Object.entries(listing.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !filter.values.includes(value)) throw badInput(oneOfMessage(name, filter.values));
    narrowing[name] = value;
  }
  if (query.q !== undefined) {
    if (typeof query.q !== 'string' || !searchTextFits(query.q)) throw badInput(SEARCH_MESSAGE);
    narrowing.q = query.q;
  }
  return narrowing;
}
