import type { TypedDocumentNode } from '@apollo/client';
import { collectionNaming, type CollectionData, type FieldDefinition } from '@consultancy/domain/collections';
import { parse, type DocumentNode } from 'graphql';
import { TrashedItemFragment } from '../content-list/trash-documents';
import { imageFieldOf } from './field-specs';

type Answer = Record<string, unknown>;

/** The selected fields of an item: the standard ones, then each field's columns (an image's alt text beside it). */
function selection(data: CollectionData): string {
  const columns = (field: FieldDefinition) => ('altField' in field ? [field.name, field.altField] : [field.name]);
  const publishing = data.options.publishing ? ['slug', 'status', 'publishAt', 'seoTitle', 'seoDescription', 'socialImage'] : [];
  return ['id', 'version', 'createdAt', 'updatedAt', 'views', ...publishing, ...data.fields.flatMap(columns)].join(' ');
}

const typed = <V>(source: string, ...fragments: DocumentNode[]) => {
  const document = parse(source);
  return { ...document, definitions: [...document.definitions, ...fragments.flatMap((fragment) => fragment.definitions)] } as TypedDocumentNode<Answer, V>;
};

/**
 * The admin screen's documents of a defined collection, written from its definition as the
 * gateway builds its schema from the same one (a web test checks each against schema.graphql).
 * Hand-written collections have codegen-typed documents; these are typed by the definition instead.
 */
export function definedDocuments(data: CollectionData) {
  const names = collectionNaming(data.names);
  const item = `Admin${names.type}Item`;
  const fragment = parse(`fragment ${item} on ${names.type} { ${selection(data)} }`);
  const image = imageFieldOf(data);
  const upload = image ? { declared: `, $${image.name}: ${image.kind === 'image' ? 'Upload' : '[Upload!]'}, $existingImages: [String!]`, passed: `, ${image.name}: $${image.name}, existingImages: $existingImages` } : { declared: '', passed: '' };
  const spread = `...${item}`;
  return {
    list: typed<{ page: number; limit: number; q?: string | null }>(
      `query Admin${names.type}List($page: Int!, $limit: Int!, $q: String) { ${names.list}(page: $page, limit: $limit, q: $q) { total items { ${spread} } } }`, fragment),
    item: fragment as TypedDocumentNode<never, unknown>,
    one: typed<{ id: string }>(`query Admin${names.type}One($id: ID!) { ${names.item}(id: $id) { ${spread} } }`, fragment),
    trash: typed<{ page: number; limit: number }>(
      `query Admin${names.type}Trash($page: Int!, $limit: Int!) { ${names.trashed}(page: $page, limit: $limit) { total items { ...AdminTrashedItem } } }`, TrashedItemFragment),
    restore: typed<{ id: string }>(`mutation Admin${names.type}Restore($id: ID!) { ${names.restore}(id: $id) { id } }`),
    purge: typed<{ id: string }>(`mutation Admin${names.type}Purge($id: ID!) { ${names.purge}(id: $id) }`),
    add: typed<Record<string, unknown>>(
      `mutation Admin${names.type}Add($input: ${names.input}!${upload.declared}) { ${names.add}(input: $input${upload.passed}) { ${spread} } }`, fragment),
    update: typed<Record<string, unknown> & { id: string; version?: number | null }>(
      `mutation Admin${names.type}Update($id: ID!, $version: Int, $input: ${names.input}!${upload.declared}) { ${names.update}(id: $id, version: $version, input: $input${upload.passed}) { ${spread} } }`,
      fragment),
    remove: typed<{ id: string }>(`mutation Admin${names.type}Delete($id: ID!) { ${names.delete}(id: $id) }`),
  };
}
