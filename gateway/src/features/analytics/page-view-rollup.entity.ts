import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What a daily rollup row counts: the day's totals, or one path, source, campaign, device or landing page. */
const ROLLUP_KINDS = ['total', 'path', 'source', 'campaign', 'device', 'landing'] as const;
export type RollupKind = (typeof ROLLUP_KINDS)[number];

/**
 * One UTC day's counts of one kind and name, folded from the raw page_views
 * once the day is over (view-rollup.ts) and kept ROLLUP_DAYS. Visitors are the
 * day's distinct visitors: the salt changes every day, so days add up.
 */
@Entity('page_view_rollups')
export class PageViewRollup {
  /** `day:kind:rank`: one key column (the backup reads every table by one); a day folded twice would collide. */
  @PrimaryColumn({ type: 'varchar', length: 24 }) id: string;
  /** YYYY-MM-DD (UTC). */
  @Index()
  @Column({ type: 'varchar', length: 10 }) day: string;
  @Column({ type: 'varchar', length: 10 }) kind: RollupKind;
  /** The path, source or device type; '' for the totals. A campaign's source. */
  @Column({ type: 'varchar', length: 200, default: '' }) name: string;
  @Column({ type: 'varchar', length: 100, default: '' }) medium: string;
  @Column({ type: 'varchar', length: 100, default: '' }) campaign: string;
  @Column({ type: 'int' }) views: number;
  @Column({ type: 'int' }) visitors: number;
}
