import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Views of one day, one type and one item (or none: ''), folded from the raw
 * page_views rows once they are older than the raw window, so the raw table
 * stops growing with traffic while the total stays exact.
 */
@Entity('page_view_days')
export class PageViewDay {
  /** `day|type|itemId`: one key column, as the backup reads every table by one. */
  @PrimaryColumn({ type: 'varchar', length: 68 }) id: string;
  /** YYYY-MM-DD (UTC). */
  @Column({ type: 'varchar', length: 10 }) day: string;
  @Column({ type: 'varchar', length: 20 }) type: string;
  @Column({ type: 'varchar', length: 36, default: '' }) itemId: string;
  @Column({ type: 'int' }) views: number;
}
