import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../../infra/database/record';

/** The owner's choices for contact-message alerts: one row (id 'site'). */
@Entity('alert_settings')
export class AlertSettings extends StoredRecord {
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  /** Where alerts go; '' means NOTIFY_EMAIL. */
  @Column({ type: 'varchar', length: 254, default: '' }) recipient: string;
  /** The From address of replies to contacts; '' means MAIL_FROM. */
  @Column({ type: 'varchar', length: 254, default: '' }) replyFrom: string;
}
