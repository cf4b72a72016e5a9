import { ADMIN_ROLES, type AdminRole } from '@consultancy/domain';
import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { closedList } from '../../api/schema/closed-list';
import { StoredRecord } from '../../infra/database/record';

export const AdminRoleEnum = closedList('AdminRole', ADMIN_ROLES, 'What an administrator may do: owner (everything) or editor (public content only).');

/** An administrator account; its password hash never leaves the gateway. */
@ObjectType('Administrator')
@Entity('admins')
export class Admin extends StoredRecord {
  @Field() @Column({ type: 'varchar', length: 254, unique: true }) email: string;
  @Column({ type: 'varchar', length: 255 }) passwordHash: string;
  @Field(() => AdminRoleEnum) @Column({ type: 'varchar', length: 20, default: 'owner' }) role: AdminRole;
  /** A disabled admin cannot sign in, and its sessions are ended. */
  @Field() @Column({ type: 'boolean', default: false }) disabled: boolean;
  /** Set with a one-time password: until it is changed, the account may only change it. */
  @Field() @Column({ type: 'boolean', default: false }) passwordChangeRequired: boolean;
  /** Sign-in asks for a TOTP code (or a recovery code) after the password. */
  @Field({ description: 'Sign-in asks for an authentication code after the password.' })
  @Column({ type: 'boolean', default: false })
  twoFactorEnabled: boolean;
  /** The TOTP secret, encrypted (two-factor-crypto.ts); set at setup, kept while enabled, never returned after enabling. */
  @Column({ type: 'varchar', length: 255, nullable: true }) twoFactorSecret: string | null;
  /** The time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  @Column({ type: 'int', nullable: true }) twoFactorLastStep: number | null;
}
