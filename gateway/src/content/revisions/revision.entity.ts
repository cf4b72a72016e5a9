import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { pageType } from '../paging/page-type';

@ObjectType('RevisionAdmin', { description: 'The administrator who saved a revision, as the audit trail knows them.' })
class RevisionAdmin {
  @Field(() => ID, { nullable: true, description: 'Null when no account was signed in (a write by a command-line task).' }) id: string | null;
  @Field() email: string;
}

/** What a list of revisions shows of each: who saved it, when, and which fields the save changed. */
@ObjectType({ description: 'A revision as its list shows it: who saved it, when, and which fields changed.' })
export class RevisionSummary {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field({ description: 'When the write was saved.' })
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  adminId: string | null;

  @Column({ type: 'varchar', length: 254 })
  adminEmail: string;

  @Field({ description: 'The request id (X-Request-Id) of the write, as logged and in the audit trail.' })
  @Column({ type: 'varchar', length: 128 })
  requestId: string;

  @Field(() => [String], { description: 'The fields this write changed (against the state before it); every field set, for a new item.' })
  @Column({ type: 'simple-json' })
  changedFields: string[];

  @Field(() => RevisionAdmin)
  get admin(): RevisionAdmin {
    return { id: this.adminId, email: this.adminEmail };
  }
}

/**
 * One saved state of a collection item or of a settings record (table revisions): every
 * stored field after the write, written in the write's own transaction, so a failed write
 * leaves none. Kept per item up to REVISIONS_KEPT (the newest ones).
 */
@ObjectType({ description: 'One saved state of an item or a settings record: who saved it, when, and every field.' })
@Entity('revisions')
@Index('IDX_revisions_kind_itemId_createdAt', ['kind', 'itemId', 'createdAt', 'id'])
export class Revision extends RevisionSummary {
  @Field({ description: 'What it is a revision of: a collection key (portfolio, testimonial, blog) or a settings key (statistics, footer, siteSettings).' })
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Field(() => ID, { description: "The item's id (site for settings)." })
  @Column({ type: 'varchar', length: 36 })
  itemId: string;

  @Field(() => [String], { description: 'The stored images it names: they stay stored while the revision is kept.' })
  @Column({ type: 'simple-json' })
  images: string[];

  /** Every stored field after the write, by its API name, dates as ISO 8601 text (`values` is a word SQL keeps for itself). */
  @Field(() => GraphQLJSONObject, { name: 'values', description: 'Every stored field after the write, by its API name (dates as ISO 8601 text).' })
  @Column({ type: 'simple-json' })
  fieldValues: Record<string, unknown>;
}

export const RevisionPage = pageType('RevisionPage', RevisionSummary, 'revisions');
