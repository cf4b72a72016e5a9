import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Renames } from './rest-shape';

/** What a REST answer holds beside `success: true` (a route may set `success` itself: a login that needs a code). */
export type RestFields = Record<string, unknown>;

/**
 * A documented /api/* call: the GraphQL operation it runs, written once as a
 * typed document, and how that operation's data becomes the call's JSON answer.
 */
export interface RestRoute<Data = any> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path; `:id` and other params fill the variables of the same name, as do body fields and a GET's query parameters. */
  path: string;
  /**
   * The operation: one root field, its variables named like the field's arguments (so
   * refusals name the same fields), typed by codegen (npm run codegen writes api/rest/gql).
   */
  document: TypedDocumentNode<Data, any>;
  /** The answer's fields from the operation's data, in GraphQL's names: `{ success: true, ...answer(data) }` after renaming. */
  answer: (data: Data) => RestFields;
  /** GraphQL's names → the contract's; RECORD_RENAMES when absent. */
  renames?: Renames;
  /** Variables the path itself implies (one document serving several paths: `{ kind: 'portfolio' }`); they win over the request's. */
  variables?: Record<string, unknown>;
  /** The multipart field (repeated or single) whose files go to the variable of that name. */
  files?: string;
  /**
   * Files under any multipart field go to the variable of this name as `{ path, file }` entries,
   * the field's name as the path: a page's `hero.image` part fills its hero's image.
   */
  filesByPath?: string;
  /**
   * 'public': a GET anyone may read, answered from the answer cache (per content
   * version) with an ETag and a public Cache-Control, unless the request is signed in.
   */
  cache?: 'public';
  /**
   * Refuse (400) a body field that is neither a variable nor a field of the input object,
   * where ignoring it would lose what the client meant (a page section that does not exist).
   * The record's own fields (_id, createdAt, updatedAt) are allowed: a client may send back what it read.
   */
  refuseUnknownFields?: boolean;
  /**
   * A write that mail clients post to (RFC 8058 one-click unsubscribe): its variables come
   * from the query too, and a multipart body is taken without a sign-in (the route reads no file).
   */
  mailClientPosts?: boolean;
  /**
   * A write that navigator.sendBeacon posts to: its JSON body may come as text/plain
   * (what sendBeacon sends a string as, the one type it may send without a preflight).
   */
  beacon?: boolean;
}

/** A route with its answer typed by its document's data. */
export const restRoute = <Data>(route: RestRoute<Data>): RestRoute => route;
