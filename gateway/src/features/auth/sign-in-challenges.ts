import { randomUUID } from 'node:crypto';
import { LessThan, MoreThan, type DataSource } from 'typeorm';
import type { Db } from '../../infra/database/data-source';
import { HOUR_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { Admin } from './admin.entity';
import { passwordStamp } from './sign-in-device';
import { SignInChallenge } from './sign-in-challenge.entity';
import { CHALLENGE_LIFETIME_SECONDS, signChallenge, verifyChallenge } from './two-factor-crypto';

/** A challenge the code step may still complete: its admin and the device the password step came from. */
interface OpenChallenge {
  id: string;
  admin: Admin;
  deviceId: string | null;
}

/** Stores a challenge for the code step and answers its signed token. */
export async function issueChallenge(dataSource: DataSource, admin: Admin, deviceId: string | null, jwtSecret: string): Promise<string> {
  const id = randomUUID();
  await dataSource.getRepository(SignInChallenge).insert({
    id, adminId: admin.id, deviceId, expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
  });
  return signChallenge({ adminId: admin.id, challengeId: id, passwordStamp: passwordStamp(admin.passwordHash, jwtSecret) }, jwtSecret);
}

/**
 * The challenge if the code step may still use it: signed here and unexpired, its row
 * still there (not used, not ended by a password change or "sign out everywhere"), and
 * earned with the account's current password. Null otherwise.
 */
export async function openChallenge(dataSource: DataSource, challenge: string, jwtSecret: string, now = Date.now()): Promise<OpenChallenge | null> {
  const claims = verifyChallenge(challenge, jwtSecret);
  if (!claims) return null;
  const row = await dataSource.getRepository(SignInChallenge).findOneBy({
    id: claims.challengeId, adminId: claims.adminId, expiresAt: MoreThan(new Date(now)),
  });
  if (!row) return null;
  const admin = await dataSource.getRepository(Admin).findOneBy({ id: claims.adminId });
  if (!admin || passwordStamp(admin.passwordHash, jwtSecret) !== claims.passwordStamp) return null;
  return { id: row.id, admin, deviceId: row.deviceId };
}

/**
 * Uses a challenge up: true for the one caller whose delete removed the row. Run in the
 * transaction that opens the session, so that of two uses at once (on any replicas) one
 * opens a session and the other finds nothing to delete.
 */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const { affected } = await db.getRepository(SignInChallenge).delete({ id });
  return affected === 1;
}

/** Ends every challenge of an admin still waiting for its code (password changed, sessions ended). */
export async function endChallenges(db: Db, adminId: string): Promise<void> {
  await db.getRepository(SignInChallenge).delete({ adminId });
}

/** Expired challenges are refused already; every process drops their rows hourly. */
async function dropExpiredChallenges(dataSource: DataSource, now = Date.now()): Promise<number> {
  const { affected } = await dataSource.getRepository(SignInChallenge).delete({ expiresAt: LessThan(new Date(now)) });
  return affected ?? 0;
}

export function startChallengePruning(dataSource: DataSource, warn: (message: string) => void): StopTask {
  return repeatEvery(HOUR_MS, 'Dropping expired sign-in challenges', () => dropExpiredChallenges(dataSource), warn);
}
