import { badInput } from '../../api/errors/api-error';
import type { ListNarrowing, Listing } from './listing';
import { boundFits, boundMessage, rangeOf, textFits, textMessage } from './bounds';
import { FILTER_TEXT_MAX } from './listing';
import { SEARCH_MESSAGE, filterTextMessage, oneOfMessage, searchTextFits } from './page-args';

/**
 * A list's filters and search read from a query string, outside GraphQL (the
 * CSV export), with the same rules and messages as the list's arguments.
 */
export function readNarrowing(listing: Listing<any>, query: Record<string, unknown>): ListNarrowing {
  const narrowing: ListNarrowing = {};
  for (const [name, filter] of Object.entries(listing.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (filter.values && (typeof value !== 'string' || !filter.values.includes(value))) throw badInput(oneOfMessage(name, filter.values));
    if (!filter.values && (typeof value !== 'string' || value.length > FILTER_TEXT_MAX)) throw badInput(filterTextMessage(name));
    narrowing[name] = value;
  }
  for (const [name, text] of Object.entries(listing.exactText ?? {})) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (!textFits(text.maxChars)(value)) throw badInput(textMessage(name, text.maxChars));
    narrowing[name] = value;
  }
  if (listing.dateRange) {
    for (const end of ['from', 'to'] as const) {
      if (!boundFits(end)(query[end])) throw badInput(boundMessage(end));
      if (query[end]) narrowing[end] = query[end];
    }
    rangeOf(narrowing.from, narrowing.to);
  }
  if (query.q !== undefined) {
    if (typeof query.q !== 'string' || !searchTextFits(query.q)) throw badInput(SEARCH_MESSAGE);
    narrowing.q = query.q;
  }
  return narrowing;
}
