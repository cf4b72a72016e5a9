import { collectionMessages } from '@consultancy/domain';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { done, item, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';
import { hasImages, type AnyCollection } from './collection';

/** What every collection's item carries, for the REST answers' fragments (features' <feature>.routes.ts). */
graphql(`fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } alt focalPoint { x y } }`);

/** A collection's REST documents, one per call, each written in the feature's <feature>.routes.ts. */
interface CollectionDocuments {
  list: TypedDocumentNode<any, any>;
  item: TypedDocumentNode<any, any>;
  add: TypedDocumentNode<any, any>;
  update: TypedDocumentNode<any, any>;
  delete: TypedDocumentNode<any, any>;
}

/**
 * The REST calls of a collection: /api/{key}/all, /:id, /add, /update/:id, /delete/:id,
 * each running its document and answering under the collection's names (`portfolios`, `portfolio`).
 */
export function collectionRoutes(collection: AnyCollection, documents: CollectionDocuments): RestRoute[] {
  const { key, names, images, label } = collection;
  const messages = collectionMessages(label);
  const files = hasImages(collection) ? images.arg : undefined;
  return [
    { method: 'get', path: `/api/${key}/all`, document: documents.list, answer: page(names.list), cache: 'public' },
    { method: 'get', path: `/api/${key}/:id`, document: documents.item, answer: item(names.item), cache: 'public' },
    { method: 'post', path: `/api/${key}/add`, document: documents.add, answer: done(messages.added, names.item), files },
    { method: 'put', path: `/api/${key}/update/:id`, document: documents.update, answer: done(messages.updated, names.item), files },
    { method: 'delete', path: `/api/${key}/delete/:id`, document: documents.delete, answer: done(messages.deleted) },
  ];
}
