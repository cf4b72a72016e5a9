import { Column, Entity, Index } from 'typeorm';
import { SLUG_MAX_LENGTH } from '@consultancy/domain';
import { StoredRecord } from '../../infra/database/record';

/**
 * A slug an item had before an edit: its old URL answers 301 to the current
 * one. Unique within its collection, like current slugs.
 */
@Entity('former_slugs')
@Index('IDX_former_slugs_collection_slug', ['collection', 'slug'], { unique: true })
export class FormerSlug extends StoredRecord {
  /** The collection's key: portfolio, blog. */
  @Column({ type: 'varchar', length: 40 })
  collection: string;

  @Column({ type: 'varchar', length: SLUG_MAX_LENGTH })
  slug: string;

  @Column({ type: 'varchar', length: 36 })
  itemId: string;
}
