import type { ApolloClient } from '@apollo/client';
import { type DocumentNode, parse } from 'graphql';

/**
 * What each page asked for the last time this process rendered it. Apollo's
 * prerenderStatic finds a page's queries only by rendering it: it renders, runs
 * the queries it met, then renders again with their answers. Asking the
 * remembered queries first lets that render find every answer in the cache and
 * finish in one pass. A page whose needs changed since (new content, another
 * variable) renders once more and is remembered anew: the memory only saves
 * work, it never decides what a page shows.
 */
const PAGES_REMEMBERED = 500;

export interface AskedQuery {
  query: string;
  variables?: Record<string, unknown>;
}

const askedByPage = new Map<string, AskedQuery[]>();
const parsedDocuments = new Map<string, DocumentNode>();

function documentOf(query: string): DocumentNode {
  let document = parsedDocuments.get(query);
  if (!document) parsedDocuments.set(query, (document = parse(query)));
  return document;
}

/** The renderer's fetch, noting the queries it sends (each once) and how many requests it sent. */
export class NotedQueries {
  readonly asked: AskedQuery[] = [];
  sent = 0;

  constructor(private readonly send: typeof globalThis.fetch) {}

  readonly fetch: typeof globalThis.fetch = (input, init) => {
    this.sent += 1;
    const { query, variables } = JSON.parse(String(init?.body)) as AskedQuery;
    if (!this.asked.some((known) => known.query === query && JSON.stringify(known.variables) === JSON.stringify(variables))) {
      this.asked.push({ query, variables });
    }
    return this.send(input, init);
  };
}

/** Asks, into the client's cache, what `url` asked the last time; a failure is left for the render to meet. */
export async function askRemembered(client: ApolloClient, url: string): Promise<void> {
  const asked = askedByPage.get(url);
  if (!asked) return;
  await Promise.all(asked.map(({ query, variables }) => client.query({ query: documentOf(query), variables }).catch(() => undefined)));
}

/** Keeps what `url` asked, the least recently rendered page forgotten first. */
export function remember(url: string, asked: AskedQuery[]): void {
  askedByPage.delete(url);
  askedByPage.set(url, asked);
  if (askedByPage.size > PAGES_REMEMBERED) askedByPage.delete(askedByPage.keys().next().value!);
}
