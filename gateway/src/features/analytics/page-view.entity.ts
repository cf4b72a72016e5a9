import { Column, Entity, Index } from 'typeorm';
import { StoredRecord } from '../../infra/database/record';

/**
 * One recorded view. The visitor is a daily-salted hash of address and user
 * agent: enough to count distinct live visitors, useless for following anyone.
 */
@Entity('page_views')
export class PageView extends StoredRecord {
  @Column({ type: 'varchar', length: 200 }) page: string;
  @Column({ type: 'varchar', length: 20 }) type: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) itemId: string | null;
  @Column({ type: 'varchar', length: 64 }) visitor: string;

  @Index()
  @Column({ type: 'datetime', precision: 3 })
  viewedAt: Date;
}
