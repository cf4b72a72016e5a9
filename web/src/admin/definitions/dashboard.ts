import type { TypedDocumentNode } from '@apollo/client';
import { collectionNaming, type CollectionData } from '@consultancy/domain/collections';
import { parse } from 'graphql';

/** The field an item is named by in Recent Activity: its first text field. */
export const titleFieldOf = (data: CollectionData) => data.fields.find((field) => field.kind === 'text')?.name ?? 'id';

/** The dashboard card's query of a defined collection: its total and newest items, each with its title field. */
export function definedDashboardQuery(data: CollectionData) {
  const names = collectionNaming(data.names);
  return parse(
    `query AdminDashboard${names.type}($limit: Int!) { ${names.list}(limit: $limit) { total items { id ${titleFieldOf(data)} views createdAt } } }`,
  ) as TypedDocumentNode<object, { limit: number }>;
}
