import { REDIRECT_FROM_MAX_CHARS, REDIRECT_TO_MAX_CHARS } from '@consultancy/domain/redirects';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { CheckedOnRestore } from '../../infra/backup/restore-check';
import { StoredRecord } from '../../infra/database/record';
import { fromPathProblem, targetProblem } from './redirect-paths';

/** One row of the redirect table: a path of the site (an old site's URL) and where it now answers. */
@ObjectType({ description: 'A redirect: visitors asking for `fromPath` are sent to `to` before any page is rendered.' })
@Entity('redirects')
export class Redirect extends StoredRecord {
  @Field({ description: 'The path asked for, from `/`, with its query string when it matches only that one (`/?p=123`).' })
  @Index('IDX_redirects_fromPath', { unique: true })
  @Column({ type: 'varchar', length: REDIRECT_FROM_MAX_CHARS })
  @CheckedOnRestore(fromPathProblem)
  fromPath: string;

  @Field({ description: 'Where it sends visitors: a path of this site or an http(s) URL.' })
  @Column({ name: 'toUrl', type: 'varchar', length: REDIRECT_TO_MAX_CHARS })
  @CheckedOnRestore(targetProblem)
  to: string;

  @Field(() => Int, { description: '301 (moved for good) or 302 (for now).' })
  @Column({ type: 'int' })
  status: number;

  @Field(() => Int, { description: 'Visitors sent on so far (counted a moment after each visit).' })
  @Column({ type: 'int', default: 0 })
  hits: number;
}
