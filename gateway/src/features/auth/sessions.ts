import { SESSION_IDLE_DAYS, type AdminRole } from '@consultancy/domain';
import { DataSource, IsNull, LessThan, Not } from 'typeorm';
import type { Db } from '../../infra/database/data-source';
import { HOUR_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { Admin } from './admin.entity';
import { AdminSession } from './admin-session.entity';
import { readAuthPolicy } from './auth-policy.entity';
import { endChallenges } from './sign-in-challenges';

/**
 * How long this process trusts what it last read about a session: a logout on
 * another replica is refused here within this time, and a busy admin costs the
 * database one read a second at most.
 */
export const SESSION_CACHE_MS = 1_000;
/** lastSeenAt is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;
const IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;
/** A bound on the cache, so that a flood of forged session ids cannot grow it without end. */
const MAX_CACHED = 10_000;

/** Who an open session signs in as. */
interface OpenSession {
  adminId: string;
  email: string;
  role: AdminRole;
  passwordChangeRequired: boolean;
  twoFactorSetupRequired: boolean;
}

interface Cached { session: OpenSession | null; readAt: number }

/** One cache per database: several apps in one process (tests, replicas) each keep their own. */
const caches = new WeakMap<DataSource, Map<string, Cached>>();
const cacheOf = (dataSource: DataSource) => {
  let cache = caches.get(dataSource);
  if (!cache) caches.set(dataSource, (cache = new Map()));
  return cache;
};

export interface Client { ip: string; userAgent: string }

export function openSession(db: Db, admin: Admin, client: Client): Promise<AdminSession> {
  const repo = db.getRepository(AdminSession);
  return repo.save(repo.create({ adminId: admin.id, ip: client.ip.slice(0, 64), userAgent: client.userAgent.slice(0, 500), endedAt: null }));
}

async function readSession(dataSource: DataSource, id: string, now: number): Promise<OpenSession | null> {
  const session = await dataSource.getRepository(AdminSession).findOneBy({ id });
  if (!session || session.endedAt || session.lastSeenAt.getTime() < now - IDLE_MS) return null;
  const admin = await dataSource.getRepository(Admin).findOneBy({ id: session.adminId });
  if (!admin || admin.disabled) return null;
  if (session.lastSeenAt.getTime() < now - TOUCH_INTERVAL_MS) {
    await dataSource.getRepository(AdminSession).update({ id, endedAt: IsNull() }, { lastSeenAt: new Date(now) });
  }
  const twoFactorSetupRequired = !admin.twoFactorEnabled && (await readAuthPolicy(dataSource)).twoFactorRequired;
  return { adminId: admin.id, email: admin.email, role: admin.role, passwordChangeRequired: admin.passwordChangeRequired, twoFactorSetupRequired };
}

/** The session if it is open and its admin exists and is enabled; null otherwise. */
export async function activeSession(dataSource: DataSource, id: string, now = Date.now()): Promise<OpenSession | null> {
  const cache = cacheOf(dataSource);
  const cached = cache.get(id);
  if (cached && now - cached.readAt < SESSION_CACHE_MS) return cached.session;
  const session = await readSession(dataSource, id, now);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(id, { session, readAt: now });
  return session;
}

/** What this process remembers is forgotten at once, so an ended session is refused here from the next request. */
export function forgetCachedSessions(dataSource: DataSource): void {
  cacheOf(dataSource).clear();
}

/**
 * Ends the admin's open sessions (one, all, or all but one); answers how many were ended.
 * Ending all or all but one (sign out everywhere, a password change, a reset, disabling)
 * also ends the two-factor challenges still waiting for a code: none can open a session after.
 */
export async function endSessions(db: Db, which: { adminId: string; id?: string; except?: string }): Promise<number> {
  const where = {
    adminId: which.adminId,
    endedAt: IsNull(),
    ...(which.id ? { id: which.id } : which.except ? { id: Not(which.except) } : {}),
  };
  if (!which.id) await endChallenges(db, which.adminId);
  const { affected } = await db.getRepository(AdminSession).update(where, { endedAt: new Date() });
  forgetCachedSessions(db instanceof DataSource ? db : db.connection);
  return affected ?? 0;
}

/** The admin's open sessions, most recently used first. */
export function openSessionsOf(dataSource: DataSource, adminId: string, now = Date.now()): Promise<AdminSession[]> {
  return dataSource.getRepository(AdminSession).find({
    where: { adminId, endedAt: IsNull(), lastSeenAt: Not(LessThan(new Date(now - IDLE_MS))) },
    order: { lastSeenAt: 'DESC' },
  });
}

/** Drops sessions unused for SESSION_IDLE_DAYS (ended ones too, once as old): their tokens already fail. */
export async function dropIdleSessions(dataSource: DataSource, now = Date.now()): Promise<number> {
  const { affected } = await dataSource.getRepository(AdminSession).delete({ lastSeenAt: LessThan(new Date(now - IDLE_MS)) });
  return affected ?? 0;
}

/** Every process prunes hourly; deleting what another replica already deleted is harmless. */
export function startSessionPruning(dataSource: DataSource, warn: (message: string) => void): StopTask {
  return repeatEvery(HOUR_MS, 'Dropping idle admin sessions', () => dropIdleSessions(dataSource), warn);
}
