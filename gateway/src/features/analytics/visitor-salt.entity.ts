import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A UTC day's random salt for visitor hashes (visitor.ts), made by whichever
 * replica needs it first and deleted once the day is over (with a margin):
 * then nobody, not even the server, can tell whose hashes that day's are.
 */
@Entity('visitor_salts')
export class VisitorSalt {
  /** The day, YYYY-MM-DD (UTC). */
  @PrimaryColumn({ type: 'varchar', length: 10 }) id: string;
  /** 32 random bytes, hex. */
  @Column({ type: 'varchar', length: 64 }) salt: string;
}
