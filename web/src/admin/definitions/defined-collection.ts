import { titleFieldOf, type CollectionData } from '@consultancy/domain/collections';
import type { Collection, ListRow } from '../content-list/collection';
import type { RevisionKind } from '../gql/graphql';
import { definedDocuments } from './documents';
import { fieldSpecs } from './field-specs';
import { definedFormFromItem, definedVariables, emptyDefinedForm, type DefinedForm, type DefinedItem } from './form-values';
import { screenWords } from './words';
import { fieldErrors } from '../fields/field-spec';

/** What the definition leaves to the screen: the line under its title. */
export interface ScreenOptions {
  intro: string;
}

/** How an item shows in the list: its first text field as the title, the other listed fields under it. */
function rowOf(data: CollectionData) {
  const title = titleFieldOf(data);
  const listed = data.fields.filter((field) => field.listed && field.name !== title);
  const image = data.fields.find((field) => field.kind === 'image' || field.kind === 'imageList');
  const description = data.fields.find((field) => field.kind === 'longText' || field.kind === 'richText');
  return (item: DefinedItem): ListRow => ({
    title: String((title && item[title]) || item.id),
    meta: listed.map((field) => `${field.label}: ${String(item[field.name] ?? '')}`).join(' · ') || undefined,
    images: image ? [item[image.name]].flat().map((url) => (url ? String(url) : null)) : [],
    description: description ? String(item[description.name] ?? '') : undefined,
  });
}

/**
 * A collection's admin screen from its definition (domain/src/collections/): its documents,
 * words, list rows and form mapping; CollectionScreen draws it with definedFields().
 */
export function definedCollection(data: CollectionData, options: ScreenOptions): Collection<DefinedItem, DefinedForm, Record<string, unknown>> {
  const specs = fieldSpecs(data);
  return {
    documents: definedDocuments(data),
    key: data.names.key as RevisionKind,
    ...screenWords(data.names),
    intro: options.intro,
    row: rowOf(data),
    form: {
      empty: () => emptyDefinedForm(data),
      fromItem: (item) => definedFormFromItem(data, item),
      toVariables: (values) => definedVariables(data, values),
      problems: (values) => fieldErrors(specs, values),
    },
  };
}
