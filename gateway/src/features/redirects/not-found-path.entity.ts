import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The longest path and referrer the 404 log keeps; longer ones are cut (the log is for people to read). */
export const NOT_FOUND_TEXT_MAX_CHARS = 300;

/**
 * A missing URL people keep asking for: one row per path (no query string, which may hold
 * personal data), counted in SQL, never with the visitor's address. Bounded (not-found-log.ts).
 */
@ObjectType({ description: 'A path of the site that answered 404 to visitors (bots left out).' })
@Entity('not_found_paths')
export class NotFoundPath {
  @Field(() => ID)
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field({ description: 'The path asked for, without its query string.' })
  @Index('IDX_not_found_paths_path', { unique: true })
  @Column({ type: 'varchar', length: NOT_FOUND_TEXT_MAX_CHARS })
  path: string;

  @Field(() => Int, { description: 'How many times it was asked for while it was kept.' })
  @Index('IDX_not_found_paths_hits')
  @Column({ type: 'int' })
  hits: number;

  @Field()
  @Column({ type: 'datetime', precision: 3 })
  firstSeenAt: Date;

  @Field()
  @Index('IDX_not_found_paths_lastSeenAt')
  @Column({ type: 'datetime', precision: 3 })
  lastSeenAt: Date;

  /** When an administrator was first shown it in the log: kept past the cap before paths asked for once and never shown. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  seenAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The page that linked to it last time, as origin and path only.' })
  @Column({ type: 'varchar', length: NOT_FOUND_TEXT_MAX_CHARS, nullable: true })
  referrer: string | null;
}
