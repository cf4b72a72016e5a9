import { collectionMessages } from '@consultancy/domain';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { done, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';
import type { AnyCollection } from '../collections/collection';

/** A trashed item as the trash list answers it (features' <feature>.trash-routes.ts spread it). */
graphql(`fragment RestTrashedItemFields on TrashedItem { id title slug createdAt deletedAt deletedBy { email } }`);

/** A collection's trash documents, written in the feature's <feature>.trash-routes.ts. */
interface TrashDocuments {
  list: TypedDocumentNode<any, any>;
  restore: TypedDocumentNode<any, any>;
  purge: TypedDocumentNode<any, any>;
}

/**
 * /api/{key}/trash (the list, under `items`), /trash/:id/restore and DELETE /trash/:id.
 * The registry lists them before the collection's own routes: /api/{key}/:id would
 * otherwise take `trash` for an id.
 */
export function trashRoutes({ key, label }: AnyCollection, documents: TrashDocuments): RestRoute[] {
  const messages = collectionMessages(label);
  return [
    { method: 'get', path: `/api/${key}/trash`, document: documents.list, answer: page('items') },
    { method: 'post', path: `/api/${key}/trash/:id/restore`, document: documents.restore, answer: done(messages.restored) },
    { method: 'delete', path: `/api/${key}/trash/:id`, document: documents.purge, answer: done(messages.purged) },
  ];
}
