import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views of one day, one type and one item (or none: ''), folded from the raw
 * page_views rows once they are older than the raw window, so the raw table
 * stops growing with traffic while the total stays exact.
 */
@Entity('page_view_days')
export class PageViewDay {
  /** YYYY-MM-DD (UTC). */
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @PrimaryColumn({ type: 'varchar', length: 20 }) type: string;
  @PrimaryColumn({ type: 'varchar', length: 36, default: '' }) itemId: string;
  @Column({ type: 'int' }) views: number;
}
