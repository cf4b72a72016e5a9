import { Field, ID, ObjectType } from 'type-graphql';
import type { ViewedRecord } from '../../infra/database/record';
import type { AnyCollection } from '../collections/collection';
import { pageType } from '../paging/page-type';

@ObjectType({ description: 'The administrator who moved an item to the trash, as they were then.' })
export class TrashedBy {
  @Field() email: string;
}

@ObjectType({ description: "An item in its collection's trash: what the Trash view lists." })
export class TrashedItem {
  @Field(() => ID) id: string;
  @Field({ description: "Its readable name: a project's name, a post's title, a testimonial's author." }) title: string;
  @Field(() => String, { nullable: true, description: 'Its slug, kept (and reserved) while it is in the trash; null for collections without one.' })
  slug: string | null;
  @Field() createdAt: Date;
  @Field({ description: 'When it was moved to the trash.' }) deletedAt: Date;
  @Field(() => TrashedBy) deletedBy: TrashedBy;
}

export const TrashedItemPage = pageType('TrashedItemPage', TrashedItem, 'items in the trash');

/** What the trash list shows of a trashed row. */
export function trashedItem(collection: AnyCollection, row: ViewedRecord): TrashedItem {
  const { slug } = row as ViewedRecord & { slug?: string | null };
  return {
    id: row.id,
    title: collection.titleOf?.(row) ?? row.id,
    slug: slug ?? null,
    createdAt: row.createdAt,
    deletedAt: row.deletedAt!,
    deletedBy: { email: row.deletedByEmail ?? '' },
  };
}
