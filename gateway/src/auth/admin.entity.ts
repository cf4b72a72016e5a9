import { Column, Entity } from 'typeorm';
import { StoredRecord } from '../database/record';

/** The administrator account; never exposed through the API. */
@Entity('admins')
export class Admin extends StoredRecord {
  @Column({ type: 'varchar', length: 254, unique: true }) email: string;
  @Column({ type: 'varchar', length: 255 }) passwordHash: string;
}
