import type { Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { reasonOf } from '../../server/errors/reason';
import { HOUR_MS, repeatEvery } from '../periodic/repeat-every';
import { retryDelay } from '../retry/backoff';
import { smtpTransport } from './mail-transport';
import { claimRow, dueRows, type SharedWork } from './claim';
import { OutboxEmail } from './outbox-email.entity';
import { OutboxTemplate } from './outbox-template.entity';
import { personalEmail } from './outbox-templates';

const POLL_MS = 1_000;
const BATCH = 10;
/** Longer than a whole attempt can take with the transport's time-outs: a replica that dies mid-send frees it after this. */
const CLAIM_MS = 60_000;
const TEMPLATES_KEPT = 20;
const KEEP_SENT_MS = 30 * 24 * HOUR_MS;
const UNSENT: SharedWork<OutboxEmail> = { entity: OutboxEmail, undone: 'sentAt IS NULL' };

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
    private readonly warn: (message: string) => void,
    /** Bulk (newsletter) emails a pass sends at most: a pass a second makes it a rate. */
    private readonly bulkPerPass = BATCH,
  ) {}

  /** The templates read so far: a mailing reads its shared email once, not once a recipient. */
  private readonly templates = new Map<string, OutboxTemplate>();

  /**
   * One pass over the due emails: each is sent by the worker that claims it. The single
   * emails (alerts, confirmations) go first, so a long newsletter never holds them back.
   */
  async tick(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    for (const id of await this.dueIds(false, BATCH)) {
      if (await this.claim(id)) await this.deliver(id);
    }
    // At most a pass's worth of time too: the next pass takes the single emails first again.
    const until = Date.now() + POLL_MS;
    for (const id of await this.dueIds(true, this.bulkPerPass)) {
      if (Date.now() > until) break;
      if (await this.claim(id)) await this.deliver(id);
    }
  }

  /**
   * Sent emails are kept a while as a record, then dropped, so the table holds only recent mail;
   * so is a shared email (template) once no row names it any more.
   */
  async prune(now = Date.now()): Promise<void> {
    const before = new Date(now - KEEP_SENT_MS);
    await this.dataSource.getRepository(OutboxEmail).createQueryBuilder()
      .delete()
      .where('sentAt IS NOT NULL AND sentAt < :before', { before })
      .execute();
    await this.dataSource.getRepository(OutboxTemplate).createQueryBuilder()
      .delete()
      .where('createdAt < :before', { before })
      .andWhere('id NOT IN (SELECT email.templateId FROM outbox_emails email WHERE email.templateId IS NOT NULL)')
      .execute();
  }

  private async dueIds(bulk: boolean, limit: number): Promise<string[]> {
    const rows = await dueRows(this.dataSource, UNSENT).andWhere('bulk = :bulk', { bulk }).limit(limit).getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  private claim(id: string): Promise<boolean> {
    return claimRow(this.dataSource, UNSENT, id, CLAIM_MS);
  }

  private async deliver(id: string): Promise<void> {
    const repo = this.dataSource.getRepository(OutboxEmail);
    const email = await repo.findOneByOrFail({ id });
    const attempts = email.attempts + 1;
    try {
      await this.transport.sendMail({ from: email.sender ?? this.from, to: email.recipient, ...(await this.contentOf(email)) });
      await repo.update(id, { sentAt: new Date(), claimedUntil: null, attempts, lastError: '', updatedAt: new Date() });
    } catch (error) {
      const reason = reasonOf(error);
      this.warn(`An email to ${email.recipient} was not sent (attempt ${attempts}): ${reason}`);
      await repo.update(id, {
        attempts,
        lastError: reason.slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + retryDelay(attempts)),
        claimedUntil: null,
        updatedAt: new Date(),
      });
    }
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
export function startOutboxWorker(dataSource: DataSource, warn: (message: string) => void, config: Config): () => void {
  if (!config.mail.smtpUrl) return () => undefined;
  const transport = smtpTransport(config.mail.smtpUrl);
  const worker = new OutboxWorker(dataSource, transport, config.mail.from, warn, config.mail.newsletterRatePerSecond);
  const stopSending = repeatEvery(POLL_MS, "Sending the outbox's emails", () => worker.tick(), warn);
  const stopPruning = repeatEvery(HOUR_MS, 'Dropping old sent emails', () => worker.prune(), warn);
  return () => {
    stopSending();
    stopPruning();
    transport.close();
  };
}
