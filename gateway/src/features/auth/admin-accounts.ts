import type { AdminRole } from '@consultancy/domain';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { fieldChanges, recordAudit, withAudit, type AuditContext } from '../../content/audit/audit-record';
import { badInput, conflict, notFound } from '../../api/errors/api-error';
import { findOr404 } from '../../infra/database/find';
import { Admin } from './admin.entity';
import { AdminSession } from './admin-session.entity';
import { hashPassword } from './password';
import { RecoveryCode } from './recovery-code.entity';
import { endSessions, forgetCachedSessions } from './sessions';

/** 16 characters of base64url (96 bits): shown once, and good for one sign-in that must change it. */
const newOneTimePassword = () => randomBytes(12).toString('base64url');

const normalEmail = (email: string) => email.trim().toLowerCase();

export interface AccountWithOneTimePassword { admin: Admin; oneTimePassword: string }

/** An administrator in the audit trail. */
const adminTarget = (admin: Admin) => ({ kind: 'admin', id: admin.id, label: admin.email });

/** A new administrator who signs in with a one-time password and must then choose their own. */
export async function createAdminAccount(dataSource: DataSource, email: string, role: AdminRole, audit: AuditContext): Promise<AccountWithOneTimePassword> {
  const repo = dataSource.getRepository(Admin);
  const address = normalEmail(email);
  if (await repo.existsBy({ email: address })) throw conflict(`An administrator with the email ${address} exists already.`);
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const admin = await withAudit(dataSource, audit, 'admin.created', (manager) => manager.getRepository(Admin).save(repo.create({
    email: address, role, disabled: false, passwordChangeRequired: true, passwordHash,
  })), (created) => ({ target: adminTarget(created), changes: [{ field: 'role', before: null, after: role }] }));
  return { admin, oneTimePassword };
}

/**
 * Recovery without email: a new one-time password, every session ended, the account enabled
 * again, and two-factor sign-in turned off (a lost phone and lost recovery codes end here).
 */
export async function resetAdminPassword(dataSource: DataSource, email: string): Promise<AccountWithOneTimePassword> {
  const repo = dataSource.getRepository(Admin);
  const admin = await repo.findOneBy({ email: normalEmail(email) });
  if (!admin) throw notFound(`No administrator has the email ${normalEmail(email)}.`);
  const oneTimePassword = newOneTimePassword();
  Object.assign(admin, {
    passwordHash: await hashPassword(oneTimePassword), passwordChangeRequired: true, disabled: false,
    twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null,
  });
  await repo.save(admin);
  await dataSource.getRepository(RecoveryCode).delete({ adminId: admin.id });
  await endSessions(dataSource, { adminId: admin.id });
  return { admin, oneTimePassword };
}

/** Owners who can act: the ones not disabled. */
async function activeOwners(manager: EntityManager): Promise<Admin[]> {
  const mysql = manager.connection.options.type === 'mysql';
  // On MariaDB the rows stay locked to the end of the transaction, so two owners
  // demoting each other at once cannot both pass the check; SQLite writes one transaction at a time.
  return manager.getRepository(Admin).find({
    where: { role: 'owner', disabled: false },
    ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

async function keepAnOwner(manager: EntityManager, admin: Admin, doing: string): Promise<void> {
  if (admin.role !== 'owner' || admin.disabled) return;
  const others = (await activeOwners(manager)).filter((owner) => owner.id !== admin.id);
  if (others.length === 0) throw badInput(`The last owner cannot be ${doing}: make another administrator an owner first.`);
}

let ownerChanges: Promise<unknown> = Promise.resolve();

/**
 * Changes that could leave no owner run one at a time in this process: SQLite
 * (one process's file) has no row locks, and on MariaDB the lock above covers replicas.
 */
function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const turn = ownerChanges.then(change, change);
  ownerChanges = turn.catch(() => undefined);
  return turn;
}

interface AdminChange { role?: AdminRole; disabled?: boolean }

/** Changes role and/or disabled; disabling ends the admin's sessions at once. */
export async function changeAdmin(dataSource: DataSource, id: string, change: AdminChange, audit: AuditContext): Promise<Admin> {
  const changed = await oneAtATime(() => dataSource.transaction(async (manager) => {
    const admin = await findOr404(manager.getRepository(Admin), id, 'Administrator');
    if (change.role === 'editor') await keepAnOwner(manager, admin, 'made an editor');
    if (change.disabled === true) await keepAnOwner(manager, admin, 'disabled');
    const before = { role: admin.role, disabled: admin.disabled };
    Object.assign(admin, change.role ? { role: change.role } : {}, change.disabled === undefined ? {} : { disabled: change.disabled });
    const saved = await manager.getRepository(Admin).save(admin);
    await recordAudit(manager, audit, 'admin.updated', adminTarget(saved), fieldChanges(before, { role: saved.role, disabled: saved.disabled }));
    return saved;
  }));
  if (changed.disabled) await endSessions(dataSource, { adminId: changed.id });
  // A new role applies from this process's next request (other replicas: within a second).
  forgetCachedSessions(dataSource);
  return changed;
}

/** Removes an administrator and its sessions. */
export async function removeAdmin(dataSource: DataSource, id: string, audit: AuditContext): Promise<Admin> {
  const removed = await oneAtATime(() => dataSource.transaction(async (manager) => {
    const admin = await findOr404(manager.getRepository(Admin), id, 'Administrator');
    await keepAnOwner(manager, admin, 'removed');
    await manager.getRepository(AdminSession).delete({ adminId: admin.id });
    await recordAudit(manager, audit, 'admin.removed', adminTarget(admin));
    return manager.getRepository(Admin).remove(admin);
  }));
  forgetCachedSessions(dataSource);
  return removed;
}
