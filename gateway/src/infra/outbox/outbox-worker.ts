import type { Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { reasonOf } from '../../api/errors/reason';
import { HOUR_MS, repeatEvery, type StopTask } from '../periodic/repeat-every';
import { boundedWarnings } from './bounded-warnings';
import { smtpTransport } from './mail-transport';
import { claimRow, dueRows, type SharedWork } from './claim';
import { isPermanentRefusal, nextMailAttempt } from './mail-failure';
import { OutboxEmail } from './outbox-email.entity';
import { OutboxTemplate } from './outbox-template.entity';
import { personalEmail } from './outbox-templates';

const POLL_MS = 1_000;
const BATCH = 10;
/** Longer than a whole attempt can take with the transport's time-outs: a replica that dies mid-send frees it after this. */
const CLAIM_MS = 60_000;
const TEMPLATES_KEPT = 20;
const KEEP_SENT_MS = 30 * 24 * HOUR_MS;
/** Single emails (alerts, confirmations): sent at least once, so one whose sender died is taken again once its claim runs out. */
const SINGLE: SharedWork<OutboxEmail> = { entity: OutboxEmail, undone: "state = 'queued' AND bulk = 0" };
/** Newsletter emails: sent at most once, so only one never claimed (or freed by a recorded failure) is taken. */
const BULK: SharedWork<OutboxEmail> = { entity: OutboxEmail, undone: "state = 'queued' AND bulk = 1 AND claimedUntil IS NULL" };
const UNKNOWN_REASON = 'The replica sending it stopped before the answer was recorded: it may have been delivered';

/**
 * Sends the outbox's due emails. Every replica runs one; each email is taken by
 * one replica only: the claim is a single UPDATE that succeeds for whoever
 * finds the row unclaimed (or its claim run out), on SQLite and MySQL alike.
 */
export class OutboxWorker {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: Transporter,
    private readonly from: string,
    warn: (message: string) => void,
    /** Bulk (newsletter) emails a pass sends at most: a pass a second makes it a rate. */
    private readonly bulkPerPass = BATCH,
  ) {
    this.warn = boundedWarnings(warn);
  }

  /** Failures are told at a bounded rate (bounded-warnings.ts). */
  private readonly warn: (message: string) => void;

  /** The templates read so far: a mailing reads its shared email once, not once a recipient. */
  private readonly templates = new Map<string, OutboxTemplate>();

  /**
   * One pass over the due emails: each is sent by the worker that claims it. The single
   * emails (alerts, confirmations) go first, first attempts before retries, batch after batch
   * for up to a pass's time, so neither a long newsletter nor failing addresses hold them back.
   */
  async tick(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    await this.markUnknown();
    const until = Date.now() + POLL_MS;
    for (let ids = await this.dueIds(SINGLE, BATCH); ids.length > 0; ids = await this.dueIds(SINGLE, BATCH)) {
      for (const id of ids) if (await this.claim(SINGLE, id)) await this.deliver(id);
      if (ids.length < BATCH || Date.now() > until) break;
    }
    // At most a pass's worth of time too: the next pass takes the single emails first again.
    const bulkUntil = Date.now() + POLL_MS;
    for (const id of await this.dueIds(BULK, this.bulkPerPass)) {
      if (Date.now() > bulkUntil) break;
      if (await this.claim(BULK, id)) await this.deliver(id);
    }
  }

  /**
   * A newsletter email still claimed after its claim ran out was being sent by a replica that
   * died before recording the answer: the mail server may have it, so it is not sent again.
   */
  async markUnknown(now = new Date()): Promise<void> {
    await this.dataSource.getRepository(OutboxEmail).createQueryBuilder().update()
      .set({ state: 'unknown', claimedUntil: null, lastError: UNKNOWN_REASON, updatedAt: now })
      .where("state = 'queued' AND bulk = 1 AND claimedUntil IS NOT NULL AND claimedUntil < :now", { now })
      .execute();
  }

  /**
   * Sent (and given-up single) emails are kept a while as a record, then dropped, so the table holds only recent mail;
   * so is a shared email (template) once no row names it any more.
   */
  async prune(now = Date.now()): Promise<void> {
    const before = new Date(now - KEEP_SENT_MS);
    await this.dataSource.getRepository(OutboxEmail).createQueryBuilder()
      .delete()
      .where('sentAt IS NOT NULL AND sentAt < :before', { before })
      // A given-up single email too; a newsletter's failed and unknown rows stay as its send's record.
      .orWhere("state = 'failed' AND bulk = 0 AND updatedAt < :before", { before })
      .execute();
    await this.dataSource.getRepository(OutboxTemplate).createQueryBuilder()
      .delete()
      .where('createdAt < :before', { before })
      .andWhere('id NOT IN (SELECT email.templateId FROM outbox_emails email WHERE email.templateId IS NOT NULL)')
      .execute();
  }

  /** First attempts before retries, then the longest due first. */
  private async dueIds(work: SharedWork<OutboxEmail>, limit: number): Promise<string[]> {
    const rows = await dueRows(this.dataSource, work).orderBy('attempts', 'ASC').addOrderBy('nextAttemptAt', 'ASC').limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  private claim(work: SharedWork<OutboxEmail>, id: string): Promise<boolean> {
    return claimRow(this.dataSource, work, id, CLAIM_MS);
  }

  private async deliver(id: string): Promise<void> {
    const repo = this.dataSource.getRepository(OutboxEmail);
    const email = await repo.findOneByOrFail({ id });
    const attempts = email.attempts + 1;
    try {
      await this.transport.sendMail({ from: email.sender ?? this.from, to: email.recipient, ...(await this.contentOf(email)) });
      await repo.update(id, { state: 'sent', sentAt: new Date(), claimedUntil: null, attempts, lastError: '', updatedAt: new Date() });
    } catch (error) {
      await repo.update(id, { ...this.afterFailure(email, attempts, error), attempts, claimedUntil: null, updatedAt: new Date() });
    }
  }

  /** A refusal for good, or a day of temporary failures, gives the email up; any other failure is tried again after a growing pause. */
  private afterFailure(email: OutboxEmail, attempts: number, error: unknown): Partial<OutboxEmail> {
    const reason = reasonOf(error).slice(0, 1000);
    const retryAt = isPermanentRefusal(error) ? null : nextMailAttempt(attempts, email.createdAt);
    if (!retryAt) {
      this.warn(`An email to ${email.recipient} was given up after ${attempts} attempt(s): ${reason}`);
      return { state: 'failed', lastError: reason };
    }
    // The first failure is told; its retries are not, until the email is given up.
    if (attempts === 1) this.warn(`An email to ${email.recipient} was not sent (tried again with backoff): ${reason}`);
    return { lastError: reason, nextAttemptAt: retryAt };
  }

  /** What the row sends: its own subject and text, or its template filled with its fields. */
  private async contentOf(email: OutboxEmail) {
    // One Message-ID per row: should a replica die between the server's answer and the row's update, the copy sent again carries the same id.
    const messageId = `<${email.id}@outbox>`;
    if (!email.templateId) return { subject: email.subject, text: email.text, messageId };
    let template = this.templates.get(email.templateId);
    if (!template) {
      template = await this.dataSource.getRepository(OutboxTemplate).findOneByOrFail({ id: email.templateId });
      if (this.templates.size >= TEMPLATES_KEPT) this.templates.clear();
      this.templates.set(email.templateId, template);
    }
    return { ...personalEmail(template, email.fields), messageId };
  }
}

/** The periodic task: polls the outbox every second while SMTP_URL is set; without it nothing is sent. */
export function startOutboxWorker(dataSource: DataSource, warn: (message: string) => void, config: Config): StopTask {
  if (!config.mail.smtpUrl) return async () => undefined;
  const transport = smtpTransport(config.mail.smtpUrl);
  const worker = new OutboxWorker(dataSource, transport, config.mail.from, warn, config.mail.newsletterRatePerSecond);
  const stopSending = repeatEvery(POLL_MS, "Sending the outbox's emails", () => worker.tick(), warn);
  const stopPruning = repeatEvery(HOUR_MS, 'Dropping old sent emails', () => worker.prune(), warn);
  return async () => {
    // The email being sent is answered and recorded first: a newsletter email cut off here would be counted unknown.
    await Promise.all([stopSending(), stopPruning()]);
    transport.close();
  };
}
