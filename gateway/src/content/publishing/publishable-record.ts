import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH, SLUG_MAX_LENGTH, type PublicationStatus } from '@consultancy/domain';
import { Field, ObjectType } from 'type-graphql';
import { BeforeInsert, Column } from 'typeorm';
import { ViewedRecord } from '../../infra/database/record';
import { PublicationStatusEnum } from './publication-status';

/** Content with its own public page, at a readable URL, shown once published and due. */
@ObjectType()
export abstract class PublishableRecord extends ViewedRecord {
  @Field({ description: 'The last part of its public URL; unique within its collection. Former slugs redirect here.' })
  // Nullable in the table only so that the migration can add it to existing rows; every write sets it.
  @Column({ type: 'varchar', length: SLUG_MAX_LENGTH, nullable: true })
  slug: string;

  @Field(() => PublicationStatusEnum, { description: 'Public reads only ever return published items whose publishAt has passed.' })
  @Column({ type: 'varchar', length: 20, default: 'published' })
  status: PublicationStatus;

  @Field({ description: 'When it appears on the public site (if published); ISO 8601.' })
  // Nullable in the table only for the migration, like slug.
  @Column({ type: 'datetime', precision: 3, nullable: true })
  publishAt: Date;

  @Field({ description: 'The title in the head and link previews; empty: the item\'s own title.' })
  @Column({ type: 'varchar', length: SEO_TITLE_MAX_LENGTH, default: '' })
  seoTitle: string;

  @Field({ description: 'The meta description; empty: the excerpt or the start of the text.' })
  @Column({ type: 'varchar', length: SEO_DESCRIPTION_MAX_LENGTH, default: '' })
  seoDescription: string;

  @Field(() => String, { nullable: true, description: 'One of its own images, for link previews; null: its main image.' })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  socialImage: string | null;

  /** Rows written without the collection service (the demo content) are published at once. */
  @BeforeInsert()
  protected publishByDefault(): void {
    this.status ??= 'published';
    this.publishAt ??= new Date();
  }
}
