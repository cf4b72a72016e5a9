import { createHash, randomBytes } from 'node:crypto';
import { LessThan, type DataSource } from 'typeorm';
import { DAY_MS } from '../../infra/periodic/repeat-every';
import { VisitorSalt } from './visitor-salt.entity';

/** A UTC day as stored: YYYY-MM-DD. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** This process's copy of the salts it has read (today's, and yesterday's around midnight). */
const known = new Map<string, string>();

/**
 * The salt of `now`'s UTC day: read, or made by whichever replica asks first
 * (an insert that yields to one already there, then a read of the one kept).
 */
async function saltOf(dataSource: DataSource, now: Date): Promise<string> {
  const day = dayOf(now);
  const cached = known.get(day);
  if (cached) return cached;
  const salts = dataSource.getRepository(VisitorSalt);
  await salts.createQueryBuilder().insert().values({ id: day, salt: randomBytes(32).toString('hex') }).orIgnore().execute();
  const { salt } = await salts.findOneByOrFail({ id: day });
  known.clear();
  known.set(day, salt);
  return salt;
}

/**
 * A visitor id that is stable for one UTC day and then unlinkable: a hash of
 * the day's random salt, the address and the user agent (the Plausible and
 * Ghost approach). Once the salt is deleted nobody can recompute it.
 */
export async function visitorId(dataSource: DataSource, address: string, userAgent: string, now = new Date()): Promise<string> {
  const salt = await saltOf(dataSource, now);
  return createHash('sha256').update(salt).update('\0').update(address).update('\0').update(userAgent).digest('hex');
}

/** Deletes the salts of days before yesterday (yesterday's stays for views sent around midnight). Answers how many. */
export async function deleteOldSalts(dataSource: DataSource, now = new Date()): Promise<number> {
  const result = await dataSource.getRepository(VisitorSalt).delete({ id: LessThan(dayOf(new Date(now.getTime() - DAY_MS))) });
  for (const day of known.keys()) if (day < dayOf(new Date(now.getTime() - DAY_MS))) known.delete(day);
  return result.affected ?? 0;
}
