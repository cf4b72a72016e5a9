import type { ClassType } from 'type-graphql';
import type { ViewedRecord } from '../database/record';

/** Where a collection keeps its images, and how many it may have. */
export interface ImageSlot<T> {
  /** The argument (GraphQL) and multipart field (REST) carrying new files. */
  arg: string;
  multiple: boolean;
  max: number;
  read(item: T): string[];
  write(item: T, urls: string[]): void;
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
  images: ImageSlot<T>;
  /** Turns validated input into stored fields: trims, sanitizes, fills defaults. */
  toFields(input: I): Partial<T>;
  /** The public pages of collections that have them: the list and each item's page (listed in the sitemap). */
  publicPages?: { list: string; item(item: Pick<T, 'id'>): string };
}

/** Any collection, for the mechanisms that work across all of them. */
export type AnyCollection = CollectionConfig<any, any>;

export function defineCollection<T extends ViewedRecord, I extends object>(config: CollectionConfig<T, I>) {
  return config;
}
