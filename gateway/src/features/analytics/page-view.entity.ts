import { Column, Entity, Index } from 'typeorm';
import { StoredRecord } from '../../infra/database/record';

/**
 * One page view, kept RAW_VIEW_DAYS days (view-rollup.ts). The visitor is a
 * hash of the day's random salt, the address and the user agent: enough to
 * count one day's distinct visitors, useless for following anyone once the
 * salt is gone. Neither the address nor the user agent is stored.
 */
@Entity('page_views')
export class PageView extends StoredRecord {
  /** The path viewed (no query string); a view counted by POST /api/analytics/track keeps the page name it was sent. */
  @Column({ type: 'varchar', length: 200 }) page: string;
  @Column({ type: 'varchar', length: 20 }) type: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) itemId: string | null;
  @Column({ type: 'varchar', length: 64 }) visitor: string;

  /** The view began its tab's visit: its source and campaign count for the visitor. */
  @Column({ type: 'boolean', default: false }) landed: boolean;
  /** Of a landing view: its traffic source (trafficSource: utm_source, else the referring domain, else 'direct'). */
  @Column({ type: 'varchar', length: 100, default: '' }) source: string;
  /** Of a landing view: its utm_medium and utm_campaign. */
  @Column({ type: 'varchar', length: 100, default: '' }) medium: string;
  @Column({ type: 'varchar', length: 100, default: '' }) campaign: string;
  /** desktop, mobile, tablet or other (from the user agent, which is not kept). */
  @Column({ type: 'varchar', length: 10, default: '' }) device: string;

  @Index()
  @Column({ type: 'datetime', precision: 3 })
  viewedAt: Date;
}
