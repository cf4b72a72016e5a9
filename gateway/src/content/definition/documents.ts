import { collectionNaming, type CollectionData } from '@consultancy/domain/collections';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { columnsOf } from '../../infra/database/collection-columns';

/**
 * The eight GraphQL documents of a defined collection's standard REST calls, written from
 * its field list rather than by hand. The REST edge keeps running GraphQL operations (one
 * execution path: the same authorisation, validation, errors and Idempotency-Key handling
 * as the GraphQL twin); only the writing of the documents is left to the definition.
 */

const RESPONSIVE_IMAGE = 'fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } alt focalPoint { x y } }';
const TRASHED_ITEM = 'fragment RestTrashedItemFields on TrashedItem { id title slug createdAt deletedAt deletedBy { email } }';
const PAGE_POSITION = 'page limit total pages';
const PUBLISHING_FIELDS = 'slug status publishAt seoTitle seoDescription socialImage';

/** Every field of the collection's type: a REST answer carries them all (server/rest/rest-routes.test.ts checks it). */
function itemFragment(data: CollectionData, type: string): string {
  const own = data.fields.flatMap(columnsOf).map((column) => column.name).join(' ');
  const publishing = data.options.publishing ? PUBLISHING_FIELDS : '';
  return `fragment Rest${type}Fields on ${type} { id createdAt updatedAt version views ${publishing} ${own} responsiveImages { ...RestResponsiveImageFields } }`;
}

/** The list's filters (one per select field), as String variables. */
const filterNames = (data: CollectionData) => data.fields.filter((field) => field.kind === 'select').map((field) => field.name);

const typed = (source: string) => parse(source) as TypedDocumentNode<any, any>;

export interface CollectionDocuments {
  list: TypedDocumentNode<any, any>;
  item: TypedDocumentNode<any, any>;
  add: TypedDocumentNode<any, any>;
  update: TypedDocumentNode<any, any>;
  delete: TypedDocumentNode<any, any>;
  trash: { list: TypedDocumentNode<any, any>; restore: TypedDocumentNode<any, any>; purge: TypedDocumentNode<any, any> };
}

/** `uploadArg`: the images' argument (and multipart field); `multiple`: a list of files rather than one. */
export function collectionDocuments(data: CollectionData, uploadArg: string, multiple: boolean): CollectionDocuments {
  const n = collectionNaming(data.names);
  const withItem = (operation: string) => typed(`${operation}\n${itemFragment(data, n.type)}\n${RESPONSIVE_IMAGE}`);
  const filters = filterNames(data);
  const listVariables = ['$page: Int', '$limit: Int', '$q: String', ...filters.map((name) => `$${name}: String`)].join(', ');
  const listArgs = ['page: $page', 'limit: $limit', 'q: $q', ...filters.map((name) => `${name}: $${name}`)].join(', ');
  // A collection without images (no upload argument) sends its input alone.
  const upload = uploadArg ? `, $${uploadArg}: ${multiple ? '[Upload!]' : 'Upload'}, $existingImages: [String!]` : '';
  const writeArgs = `input: $input${uploadArg ? `, ${uploadArg}: $${uploadArg}, existingImages: $existingImages` : ''}`;
  return {
    list: withItem(`query Rest${n.type}List(${listVariables}) { ${n.list}(${listArgs}) { items { ...Rest${n.type}Fields } ${PAGE_POSITION} } }`),
    item: withItem(`query Rest${n.type}Item($id: ID!) { ${n.item}(id: $id) { ...Rest${n.type}Fields } }`),
    add: withItem(`mutation RestAdd${n.type}($input: ${n.input}!${upload}) { ${n.add}(${writeArgs}) { ...Rest${n.type}Fields } }`),
    update: withItem(`mutation RestUpdate${n.type}($id: ID!, $input: ${n.input}!${upload}, $version: Int) { ${n.update}(id: $id, ${writeArgs}, version: $version) { ...Rest${n.type}Fields } }`),
    delete: typed(`mutation RestDelete${n.type}($id: ID!) { ${n.delete}(id: $id) }`),
    trash: {
      list: typed(`query RestTrashed${n.type}List($page: Int, $limit: Int, $q: String) { ${n.trashed}(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } ${PAGE_POSITION} } }\n${TRASHED_ITEM}`),
      restore: typed(`mutation RestRestore${n.type}($id: ID!) { ${n.restore}(id: $id) { id } }`),
      purge: typed(`mutation RestPurge${n.type}($id: ID!) { ${n.purge}(id: $id) }`),
    },
  };
}
