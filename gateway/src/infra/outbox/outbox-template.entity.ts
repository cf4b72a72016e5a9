import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../database/record';

/**
 * An email written once for many recipients (a newsletter): each outbox row naming it
 * fills its `{{field}}` marks with its own fields when it is sent, so ten thousand
 * recipients cost ten thousand small rows, not ten thousand copies of the HTML.
 */
@Entity('outbox_templates')
export class OutboxTemplate extends StoredRecord {
  @Column({ type: 'varchar', length: 300 }) subject: string;
  @Column({ type: 'text' }) html: string;
  @Column({ type: 'text' }) text: string;
  /** JSON: header name → value, e.g. List-Unsubscribe: <{{oneClickUrl}}>. */
  @Column({ type: 'text' }) headers: string;
}
