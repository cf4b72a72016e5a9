import type { ClassType } from 'type-graphql';
import type { ViewedRecord } from '../../infra/database/record';
import type { Listing } from '../paging/listing';
import type { Searchable } from '../search/searchable';
import { checkOnRestore } from '../../infra/backup/restore-check';
import { inputFields, storedInputProblem } from '../validation/stored-input';

/** Where a collection keeps its images, and how many it may have. */
interface ImageSlot<T> {
  /** The argument (GraphQL) and multipart field (REST) carrying new files. */
  arg: string;
  /** The entity property the images are kept in (a URL, or a JSON list of them): what holds an image is found by it. */
  column: string;
  multiple: boolean;
  max: number;
  read(item: T): string[];
  write(item: T, urls: string[]): void;
  /**
   * The alternative text of each image, in the images' order: the input field
   * carrying it (a list for a list of images, one text for a single image; when
   * omitted, kept images keep theirs) and where it is stored.
   */
  alts: { field: string; read(item: T): string[]; write(item: T, alts: string[]): void };
}

/**
 * An editable collection of public content (portfolio, testimonials, blog),
 * described once; `createCollectionResolver` turns it into its queries and
 * mutations, and the REST routes follow from the same names.
 */
export interface CollectionConfig<T extends ViewedRecord, I extends object> {
  /** Its REST calls are /api/{key}/…; a tracked view of one of its items has this type. */
  key: string;
  entity: ClassType<T>;
  input: ClassType<I>;
  /** Singular, capitalised, for messages: 'Portfolio'. */
  label: string;
  names: { list: string; item: string; add: string; update: string; delete: string };
  /** An item's readable name (its title) in the audit trail; its id when absent. */
  titleOf?(item: T): string;
  images: ImageSlot<T>;
  /** How its list is searched and filtered (it is always newest first by createdAt). */
  listing: CollectionListing<T>;
  /** Turns validated input into stored fields: trims, sanitizes, fills defaults. */
  toFields(input: I): Partial<T>;
  /** The public pages of collections that have them: the list and each item's page (listed in the sitemap). */
  publicPages?: { list: string; item(item: { slug: string }): string };
  /**
   * Content with readable URLs (a slug, kept unique, former values redirecting):
   * the text a new item's slug is made from. Its entity extends PublishableRecord
   * and its input PublishingInput.
   */
  publishing?: { slugFrom(item: T): string };
  /** Published content the site search finds (a collection with public pages and publishing). */
  search?: Searchable<T>;
  /** What an item's social card names under its title (titleOf): its category. Items with a page get a card. */
  cardLabelOf?(item: T): string;
}

/** A collection's list: the columns `q` searches, and its filters (each named like its column). */
type CollectionListing<T> = Omit<Listing<T>, 'newestFirstBy'>;

/** Any collection, for the mechanisms that work across all of them. */
export type AnyCollection = CollectionConfig<any, any>;

type KeysOfType<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/** One optional image kept in a nullable URL column; `arg` names the upload field. */
export function singleImage<T>(arg: string, column: KeysOfType<T, string | null>, altColumn: KeysOfType<T, string>): ImageSlot<T> {
  return {
    arg,
    column: column as string,
    multiple: false,
    max: 1,
    read: (item) => (item[column] ? [item[column] as string] : []),
    write: (item, urls) => { (item as Record<typeof column, string | null>)[column] = urls[0] ?? null; },
    alts: {
      field: altColumn as string,
      read: (item) => [(item[altColumn] as string | undefined) ?? ''],
      write: (item, alts) => { (item as Record<typeof altColumn, string>)[altColumn] = alts[0] ?? ''; },
    },
  };
}

/**
 * No images at all (a position, a price list): no upload argument or multipart field, and
 * nothing for the media library to hold. `max` 0 is what the mechanisms ask (hasImages).
 */
export const NO_IMAGES: ImageSlot<any> = {
  arg: '',
  column: '',
  multiple: false,
  max: 0,
  read: () => [],
  write: () => undefined,
  alts: { field: '', read: () => [], write: () => undefined },
};

export const hasImages = (collection: { images: { max: number } }) => collection.images.max > 0;

/** An ordered list of images (the first is the main one) kept in a JSON column. */
export function imageList<T>(arg: string, column: KeysOfType<T, string[]>, altColumn: KeysOfType<T, string[]>, max: number): ImageSlot<T> {
  return {
    arg,
    column: column as string,
    multiple: true,
    max,
    read: (item) => (item[column] as string[] | undefined) ?? [],
    write: (item, urls) => { (item as Record<typeof column, string[]>)[column] = urls; },
    alts: {
      field: altColumn as string,
      read: (item) => (item[altColumn] as string[] | undefined) ?? [],
      write: (item, alts) => { (item as Record<typeof altColumn, string[]>)[altColumn] = alts; },
    },
  };
}

/**
 * A collection described by its key, plural and label: its GraphQL names
 * follow from them (portfolio, portfolios, addPortfolio, updatePortfolio,
 * deletePortfolio), as do its REST paths.
 */
export function defineCollection<T extends ViewedRecord, I extends object>(
  definition: Omit<CollectionConfig<T, I>, 'names'> & { plural: string },
): CollectionConfig<T, I> {
  const { plural, ...config } = definition;
  const noun = config.label.replace(/\s+/g, '');
  return checkedOnRestore({
    ...config,
    names: { list: plural, item: config.key, add: `add${noun}`, update: `update${noun}`, delete: `delete${noun}` },
  });
}

/** The collection, its fields now checked on restore: a restore checks each field of an item as an add or an update would have. */
export function checkedOnRestore<T extends ViewedRecord, I extends object>(config: CollectionConfig<T, I>): CollectionConfig<T, I> {
  for (const field of inputFields(config.input)) checkOnRestore(config.entity, field, storedInputProblem(config.input, field));
  return config;
}
