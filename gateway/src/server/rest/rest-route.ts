/**
 * A documented /api/* call, described by the GraphQL root field it runs. The
 * bridge derives the operation, the variables and the answer from the schema.
 */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path; `:id` and other params become arguments of the same name, as do a GET's query parameters. */
  path: string;
  /** The Query or Mutation field this call runs. */
  field: string;
  /** The answer key for a query's result; defaults to the field name. */
  as?: string;
  /** A paged list: answered as `{ success, <as>: items, page, limit, total, pages }`. */
  paged?: boolean;
  /** The multipart field (repeated or single) whose files go to the argument of that name. */
  files?: string;
  /**
   * 'public': a GET anyone may read, answered from the page cache (per content
   * version) with an ETag and a public Cache-Control, unless the request is signed in.
   */
  cache?: 'public';
  /** Fields that are null are left out of the answer (login: `success, token, message` unless a second step is needed). */
  omitNulls?: boolean;
}
