import type { TypedDocumentNode } from '@apollo/client';
import { collectionNaming, titleFieldOf, type CollectionData } from '@consultancy/domain/collections';
import { parse } from 'graphql';


/** The dashboard card's query of a defined collection: its total and newest items, each with its title field. */
export function definedDashboardQuery(data: CollectionData) {
  const names = collectionNaming(data.names);
  return parse(
    `query AdminDashboard${names.type}($limit: Int!) { ${names.list}(limit: $limit) { total items { id ${titleFieldOf(data) ?? 'id'} views createdAt } } }`,
  ) as TypedDocumentNode<object, { limit: number }>;
}
