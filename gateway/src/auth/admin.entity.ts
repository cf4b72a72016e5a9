import { ADMIN_ROLES, type AdminRole } from '@consultancy/domain';
import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { closedList } from '../graphql/closed-list';
import { StoredRecord } from '../database/record';

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
}
