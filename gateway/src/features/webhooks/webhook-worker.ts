import type { DataSource } from 'typeorm';
import type { WebhookConfig } from '../../config';
import { claimRow, dueRows, type SharedWork } from '../../infra/outbox/claim';
import { DAY_MS, HOUR_MS, repeatEvery } from '../../infra/periodic/repeat-every';
import { nextAttempt, worthRetrying } from './retry-schedule';
import { postSigned, type AttemptOutcome } from './signed-post';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { targetProblem } from './webhook-target';

const POLL_MS = 500;
const BATCH = 20;
const LOG_KEPT = 50;
const KEEP_MS = 30 * DAY_MS;
const PENDING: SharedWork<WebhookDelivery> = { entity: WebhookDelivery, undone: "status = 'pending'" };

const isSuccess = (code: number | null) => code !== null && code >= 200 && code < 300;

/**
 * Sends the due webhook deliveries. Every replica runs one; each delivery is taken by one
 * replica at a time (the outbox's claim: infra/outbox/claim.ts), held a little longer than
 * an attempt can take, so a replica that dies mid-attempt hands it on once its hold runs out.
 */
export class WebhookWorker {
  private readonly holdMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WebhookConfig,
    private readonly warn: (message: string) => void,
  ) {
    this.holdMs = 2 * config.timeoutMs + 1_000;
  }

  /** One pass: the due deliveries this replica claims are attempted at once, so one slow endpoint holds back no other. */
  async tick(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    const due = await dueRows(this.dataSource, PENDING).limit(BATCH).getRawMany<{ id: string }>();
    const claimed: string[] = [];
    for (const { id } of due) if (await claimRow(this.dataSource, PENDING, id, this.holdMs)) claimed.push(id);
    await Promise.all(claimed.map((id) => this.attempt(id)));
  }

  /** Deliveries are kept 30 days as the endpoint's log, then dropped (any still pending then is given up long since). */
  async prune(now = Date.now()): Promise<void> {
    await this.dataSource.getRepository(WebhookDelivery).createQueryBuilder().delete()
      .where("status <> 'pending' AND createdAt < :before", { before: new Date(now - KEEP_MS) })
      .execute();
  }

  private async attempt(id: string): Promise<void> {
    const repo = this.dataSource.getRepository(WebhookDelivery);
    const delivery = await repo.findOneByOrFail({ id });
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    const outcome = endpoint ? await this.send(endpoint, delivery) : { responseCode: null, error: 'The endpoint was deleted' };
    if (!isSuccess(outcome.responseCode)) this.warn(`A webhook delivery (${delivery.eventType}) to ${endpoint?.url} failed: ${outcome.error}`);
    await repo.update(id, { ...this.afterAttempt(delivery, outcome, Boolean(endpoint)), claimedUntil: null, updatedAt: new Date() });
  }

  /** The URL is checked again before each attempt (it may be named by a host whose address changed), then by the attempt's own lookup. */
  private async send(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<AttemptOutcome & { refused?: boolean }> {
    const refusal = await targetProblem(endpoint.url, this.config.allowPrivate);
    if (refusal) return { responseCode: null, error: refusal, refused: true };
    const message = { url: endpoint.url, secret: endpoint.secret, id: `msg_${delivery.id}`, body: delivery.payload };
    const outcome = await postSigned(message, this.config);
    return isSuccess(outcome.responseCode) || outcome.error ? outcome : { ...outcome, error: `HTTP ${outcome.responseCode}` };
  }

  /** The row after one attempt: delivered, due again after its pause, or failed (a final answer, a refused address, 24 hours gone). */
  private afterAttempt(delivery: WebhookDelivery, outcome: AttemptOutcome & { refused?: boolean }, endpointExists: boolean): Partial<WebhookDelivery> {
    const now = new Date();
    const seriesAttempts = delivery.seriesAttempts + 1;
    const attemptLog = [...delivery.attemptLog, { at: now, responseCode: outcome.responseCode, error: outcome.error }].slice(-LOG_KEPT);
    const common = { attempts: delivery.attempts + 1, seriesAttempts, attemptLog, responseCode: outcome.responseCode, lastError: outcome.error.slice(0, 1000) };
    if (isSuccess(outcome.responseCode)) return { ...common, status: 'delivered' };
    const retryAt = endpointExists && !outcome.refused && worthRetrying(outcome.responseCode)
      ? nextAttempt(this.config, seriesAttempts, delivery.seriesStartedAt, now)
      : null;
    return retryAt ? { ...common, nextAttemptAt: retryAt } : { ...common, status: 'failed' };
  }
}

/** The periodic task: polls for due deliveries twice a second, and drops old ones hourly. */
export function startWebhookWorker(dataSource: DataSource, config: WebhookConfig, warn: (message: string) => void): () => void {
  const worker = new WebhookWorker(dataSource, config, warn);
  const stopSending = repeatEvery(POLL_MS, 'Sending webhook deliveries', () => worker.tick(), warn);
  const stopPruning = repeatEvery(HOUR_MS, 'Dropping old webhook deliveries', () => worker.prune(), warn);
  return () => {
    stopSending();
    stopPruning();
  };
}
