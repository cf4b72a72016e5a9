import type { FieldDefinition } from './fields';

/** A collection's own names: every other name (GraphQL, REST, audit, labels, table) follows from them (names.ts). */
export interface CollectionNames<K extends string = string> {
  /** Its REST calls are /api/{key}/…, its audit actions {key}.created…, its revisions' kind. */
  key: K;
  /** One item, in words: 'team member'. */
  singular: string;
  /** The list, in words: 'team'. */
  plural: string;
}

export interface CollectionOptions {
  /** Readable URLs and drafts: a slug made from this field, status and publishAt, SEO fields. */
  publishing?: { slugFrom: string };
  /** Every collection keeps revisions and a trash today; false is refused until the mechanisms can leave them out. */
  revisions?: boolean;
  trash?: boolean;
  /** Found by the site search (needs publishing and public pages), as results of this type. */
  search?: { type: string };
  /** Its public pages are listed in the sitemap (needs public pages). */
  sitemap?: boolean;
  /** Its public pages: the list's path, and the item's with `:slug` in it. */
  paths?: { list: string; item: string };
  /** The lists' order: ascending by these fields (then by when added); newest first when absent. */
  orderBy?: readonly string[];
  /** What a new installation starts with (written on first start): each item's fields by name. */
  firstItems?: ReadonlyArray<Readonly<Record<string, unknown>>>;
}

/** A problem found by a definition's own check: the field it concerns, and what to tell the editor. */
export interface FieldProblem { field: string; message: string }

/** What a definition may add to the shared behaviour: checks across fields, and a last change before storing. */
export interface CollectionHooks {
  /** Checks across fields, after each field's own rules: each problem answers 400 naming its field, and nothing is stored. */
  validate?(input: Readonly<Record<string, unknown>>): FieldProblem[];
  /** The stored fields, made from the input: may fill or change some (the input is given too). */
  beforeSave?(fields: Record<string, unknown>, input: Readonly<Record<string, unknown>>): void;
}

export interface CollectionData<K extends string = string> {
  names: CollectionNames<K>;
  fields: readonly FieldDefinition[];
  options: CollectionOptions;
  hooks?: CollectionHooks;
}

/** The field an item is named by (lists, audit trail, Recent Activity): its first text field, if it has one. */
export const titleFieldOf = (data: CollectionData): string | undefined => data.fields.find((field) => field.kind === 'text')?.name;

/**
 * A collection as plain data, checked once when defined: unique field names, an alt field
 * for each image, the fields options name exist. Plain data and functions only, so the web imports it too.
 */
export function defineCollectionData<const K extends string>(data: CollectionData<K>): CollectionData<K> {
  const names = data.fields.map((field) => field.name);
  const problems = [
    ...names.filter((name, index) => names.indexOf(name) !== index).map((name) => `the field ${name} is defined twice`),
    ...data.fields.flatMap((field) => ('altField' in field && names.includes(field.altField) ? [`${field.name}'s alt field ${field.altField} is also a field`] : [])),
    ...[data.options.publishing?.slugFrom, ...(data.options.orderBy ?? [])]
      .filter((name): name is string => Boolean(name) && !names.includes(name!))
      .map((name) => `the options name ${name}, which is not a field`),
    ...(data.options.search && !(data.options.publishing && data.options.paths) ? ['search needs publishing and public paths'] : []),
    ...(data.options.sitemap && !data.options.paths ? ['the sitemap needs public paths'] : []),
  ];
  if (problems.length) throw new Error(`Collection ${data.names.key}: ${problems.join('; ')}`);
  return data;
}
