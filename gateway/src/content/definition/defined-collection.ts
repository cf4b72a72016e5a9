import { collectionNaming, TEXT_KINDS, titleFieldOf, type CollectionData, type FieldDefinition } from '@consultancy/domain/collections';
import type { ClassType } from 'type-graphql';
import type { RestRoute } from '../../api/rest/rest-route';
import type { ViewedRecord } from '../../infra/database/record';
import { allowCollectionActions } from '../audit/audit-record';
import { checkedOnRestore, imageList, NO_IMAGES, singleImage, type AnyCollection } from '../collections/collection';
import { collectionRoutes } from '../collections/collection-routes';
import type { ListFilter } from '../paging/listing';
import { plainTextOf } from '../sanitize/rich-text';
import { trashRoutes } from '../trash/trash-routes';
import { collectionDocuments } from './documents';
import { entityClass } from './entity-class';
import { inputClass } from './input-class';
import { storedFields } from './stored-fields';

/** A collection built from its definition: what the mechanisms take, and its REST calls (trash first). */
export interface DefinedCollection {
  data: CollectionData;
  config: AnyCollection;
  routes: RestRoute[];
}

/** A defined collection's item: the standard record and its fields by name. */
type Item = ViewedRecord & Record<string, unknown>;

const textOf = (item: Item, name: string | undefined) => (name ? String(item[name] ?? '') : '');

function imageSlotOf(data: CollectionData) {
  const images = data.fields.find((field) => field.kind === 'image' || field.kind === 'imageList');
  if (!images || (images.kind !== 'image' && images.kind !== 'imageList')) return NO_IMAGES;
  return images.kind === 'image'
    ? singleImage<Item>(images.name, images.name as never, images.altField as never)
    : imageList<Item>(images.name, images.name as never, images.altField as never, images.max);
}

const isText = (field: FieldDefinition) => TEXT_KINDS.includes(field.kind);

/** A select field narrows the list to one of its values, as portfolio's category does. */
const filtersOf = (data: CollectionData): Record<string, ListFilter> => Object.fromEntries(data.fields
  .filter((field) => field.kind === 'select')
  .map((field) => [field.name, { values: field.values, description: `Only items whose ${field.label.toLowerCase()} is this.` }]));

/** The site search's view of an item: its title, first long text as the summary, every text field as the body. */
function searchOf(data: CollectionData, title: string | undefined) {
  if (!data.options.search) return undefined;
  const searched = data.fields.filter((field) => field.searched && isText(field));
  const summary = data.fields.find((field) => field.kind === 'longText')?.name;
  return {
    type: data.options.search.type,
    title: (item: Item) => textOf(item, title),
    summary: (item: Item) => textOf(item, summary),
    tags: () => '',
    body: (item: Item) => searched.map((field) => (field.kind === 'richText' ? plainTextOf(textOf(item, field.name)) : textOf(item, field.name))).join('\n'),
  };
}

function publicPagesOf(data: CollectionData) {
  const paths = data.options.paths;
  return paths && { list: paths.list, item: (item: { slug: string }) => paths.item.replace(':slug', item.slug) };
}

/** Refused rather than quietly ignored: the mechanisms give every collection revisions and a trash. */
function checkSupported(data: CollectionData): void {
  if (data.options.revisions === false || data.options.trash === false) {
    throw new Error(`Collection ${data.names.key}: revisions and trash cannot be turned off yet`);
  }
}

/** The CollectionConfig the existing mechanisms (resolver, service, trash, revisions, search, sitemap, audit) take. */
function configOf(data: CollectionData): AnyCollection {
  checkSupported(data);
  const n = collectionNaming(data.names);
  const title = titleFieldOf(data);
  const searched = data.fields.filter((field) => field.searched && isText(field)).map((field) => field.name);
  const slugFrom = data.options.publishing?.slugFrom;
  return checkedOnRestore<Item, object>({
    key: data.names.key,
    entity: entityClass(data) as ClassType<Item>,
    input: inputClass(data),
    label: n.label,
    names: { list: n.list, item: n.item, add: n.add, update: n.update, delete: n.delete },
    titleOf: (item: Item) => textOf(item, title) || String(item.id),
    images: imageSlotOf(data),
    listing: { search: searched.length ? searched : title ? [title] : [], filters: filtersOf(data), ascendingBy: data.options.orderBy },
    toFields: storedFields(data),
    publicPages: publicPagesOf(data),
    publishing: slugFrom ? { slugFrom: (item: Item) => textOf(item, slugFrom) } : undefined,
    search: searchOf(data, title),
    cardLabelOf: data.options.paths ? () => n.label : undefined,
  });
}

/** Everything standard of a collection, from its definition alone. */
export function defineCollectionFrom(data: CollectionData): DefinedCollection {
  // Before the resolver is built, which checks the collection's actions.
  allowCollectionActions(data.names.key);
  const config = configOf(data);
  const documents = collectionDocuments(data, config.images.arg, config.images.multiple);
  return {
    data,
    config,
    // The trash's routes first: /api/{key}/:id would take `trash` for an id.
    routes: [...trashRoutes(config, documents.trash), ...collectionRoutes(config, documents)],
  };
}
