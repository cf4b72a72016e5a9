import { randomUUID } from 'node:crypto';
import { In, LessThan, Not, type DataSource } from 'typeorm';
import { isDuplicateKey } from '../../infra/database/duplicate-key';
import { IdempotencyKey } from './idempotency-key.entity';

/** How long a key is remembered: the IETF draft's usual 24 hours. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;

/**
 * How long a running attempt holds its key. Longer than any write takes (twenty large
 * images included), so a slow first attempt is never run again beside itself; short
 * enough that a key whose process died frees itself within minutes.
 */
export const LEASE_MS = 5 * 60_000;

/**
 * The most keys one administrator keeps at once: far more than a day of editing sends
 * (each save is one key), few enough that a stolen session cannot fill the disk
 * (with MAX_KEPT_ANSWER_BYTES, at most about 16 MB per administrator).
 */
export const MAX_KEYS_PER_CALLER = 1_000;

/** What a key's first attempt finds: its turn to run, or what came of an earlier attempt. */
type Claim =
  | { kind: 'run'; holder: string }
  | { kind: 'other request' }
  | { kind: 'running'; retryAfterSeconds: number }
  | { kind: 'committed' }
  | { kind: 'done'; status: number; headers: Record<string, string>; body: string };

/** A kept answer, to send again. */
interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The keys in the database, shared by the replicas; `now` is injectable for tests. */
export class KeyStore {
  constructor(private readonly dataSource: DataSource, private readonly now: () => number = Date.now) {}

  private get repo() {
    return this.dataSource.getRepository(IdempotencyKey);
  }

  /**
   * Takes the key for this attempt, or says what an earlier one left. The insert is the
   * lock: of two attempts sent at once (on any replicas), one inserts, the other finds it.
   */
  async claim(id: string, fingerprint: string, caller: string, attempts = 3): Promise<Claim> {
    const holder = randomUUID();
    const now = this.now();
    // Before the insert: a failure here leaves no key held.
    await this.makeRoom(caller);
    try {
      await this.repo.insert({ id, caller, fingerprint, state: 'running', holder, leaseUntil: new Date(now + LEASE_MS), createdAt: new Date(now) });
      return { kind: 'run', holder };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const found = await this.repo.findOneBy({ id });
    // Gone meanwhile (released, or pruned), or too old to count: this attempt may take it,
    // if it wins the insert; a key that keeps changing hands is answered as running.
    const stale = found && found.createdAt.getTime() < now - KEY_LIFETIME_MS;
    if (!found || stale) {
      if (stale) await this.repo.delete({ id, createdAt: found.createdAt });
      return attempts > 1 ? this.claim(id, fingerprint, caller, attempts - 1) : { kind: 'running', retryAfterSeconds: 1 };
    }
    if (found.fingerprint !== fingerprint) return { kind: 'other request' };
    if (found.state === 'done') return { kind: 'done', status: found.status ?? 200, headers: JSON.parse(found.headers ?? '{}'), body: found.body ?? '' };
    if (found.state === 'committed') return { kind: 'committed' };
    if (found.leaseUntil.getTime() > now) return { kind: 'running', retryAfterSeconds: 1 };
    return this.takeOver(found, holder);
  }

  /**
   * Makes room for one more key: forgets a caller's oldest finished keys beyond
   * MAX_KEYS_PER_CALLER - 1 (a retry of one of those runs again). Running keys stay: their
   * attempts are still under way.
   */
  private async makeRoom(caller: string): Promise<void> {
    const beyond = await this.repo.find({
      select: { id: true },
      where: { caller },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: MAX_KEYS_PER_CALLER - 1,
      take: 100,
    });
    if (beyond.length) await this.repo.delete({ id: In(beyond.map((key) => key.id)), state: Not('running') });
  }

  /** A running attempt whose lease ran out (its process died before any commit): this one runs it, if no other took it first. */
  private async takeOver(found: IdempotencyKey, holder: string): Promise<Claim> {
    const { affected } = await this.repo.update(
      { id: found.id, state: 'running', holder: found.holder },
      { holder, leaseUntil: new Date(this.now() + LEASE_MS) },
    );
    return affected ? { kind: 'run', holder } : { kind: 'running', retryAfterSeconds: 1 };
  }

  /** Keeps the answer of the attempt that holds the key; later retries get it again. */
  async keep(id: string, holder: string, answer: KeptAnswer): Promise<void> {
    await this.repo.update({ id, holder }, { state: 'done', status: answer.status, headers: JSON.stringify(answer.headers), body: answer.body });
  }

  /**
   * The attempt failed in a way worth retrying (5xx, or the database away): the key is
   * freed for the retry, unless its write committed (then a retry must not write again).
   */
  async release(id: string, holder: string): Promise<void> {
    await this.repo.delete({ id, holder, state: 'running' });
  }

  /** Deletes the keys older than 24 hours; answers how many. One DELETE by date: replicas doing it at once harm nothing. */
  async prune(): Promise<number> {
    const { affected } = await this.repo.delete({ createdAt: LessThan(new Date(this.now() - KEY_LIFETIME_MS)) });
    return affected ?? 0;
  }
}
