import type { DataSource } from 'typeorm';
import type { WebhookConfig } from '../../config';
import { claimRow, dueRows, type SharedWork } from '../../infra/outbox/claim';
import { DAY_MS, HOUR_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { nextAttempt, worthRetrying } from './retry-schedule';
import { postSigned, type AttemptOutcome } from './signed-post';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { targetProblem } from './webhook-target';

const POLL_MS = 500;
const BATCH = 20;
/** Endpoints one replica delivers to at the same time, each one delivery at a time. */
const PARALLEL_ENDPOINTS = 8;
const LOG_KEPT = 50;
const KEEP_MS = 30 * DAY_MS;
const PENDING: SharedWork<WebhookDelivery> = { entity: WebhookDelivery, undone: "status = 'pending'" };

const isSuccess = (code: number | null) => code !== null && code >= 200 && code < 300;

/**
 * Sends the due webhook deliveries. Every replica runs one; each delivery is taken by one
 * replica at a time (the outbox's claim: infra/outbox/claim.ts), held a little longer than
 * an attempt can take, so a replica that dies mid-attempt hands it on once its hold runs out.
 * Each endpoint has its own queue: one delivery in flight at a time (across replicas: an
 * endpoint with a held delivery is left to its holder), several endpoints side by side, so a
 * receiver that never answers holds up only its own deliveries.
 */
class WebhookWorker {
  private readonly holdMs: number;
  /** The endpoints this replica is delivering to now. */
  private readonly busy = new Set<string>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WebhookConfig,
    private readonly warn: (message: string) => void,
  ) {
    this.holdMs = 2 * config.timeoutMs + 1_000;
  }

  /** One pass: each endpoint with a due delivery and none in flight gets its own queue run, up to PARALLEL_ENDPOINTS; it does not wait for them. */
  async tick(): Promise<void> {
    if (!this.dataSource.isInitialized || this.stopped) return;
    for (const { id, endpointId } of await this.dueFirsts()) {
      if (this.busy.size >= PARALLEL_ENDPOINTS) break;
      if (this.busy.has(endpointId) || !(await claimRow(this.dataSource, PENDING, id, this.holdMs))) continue;
      this.busy.add(endpointId);
      void this.drain(endpointId, id).finally(() => this.busy.delete(endpointId));
    }
  }

  /** Waits for the deliveries in flight (at shutdown), taking no new ones. */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.busy.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** The oldest due delivery of each endpoint that no replica is delivering to now. */
  private async dueFirsts(): Promise<{ id: string; endpointId: string }[]> {
    const now = new Date();
    const held = this.dataSource.getRepository(WebhookDelivery).createQueryBuilder('held').select('held.endpointId')
      .where("held.status = 'pending' AND held.claimedUntil >= :now");
    const rows = await dueRows(this.dataSource, PENDING, now).addSelect('endpointId')
      .andWhere(`endpointId NOT IN (${held.getQuery()})`, { now })
      .limit(BATCH).getRawMany<{ id: string; endpointId: string }>();
    const firsts = new Map<string, { id: string; endpointId: string }>();
    for (const row of rows) if (!firsts.has(row.endpointId)) firsts.set(row.endpointId, row);
    return [...firsts.values()];
  }

  /** One endpoint's queue: its due deliveries one after another, oldest first, until none is due. */
  private async drain(endpointId: string, firstId: string): Promise<void> {
    try {
      for (let id: string | null = firstId; id; id = this.stopped ? null : await this.claimNext(endpointId)) await this.attempt(id);
    } catch (error) {
      if (this.dataSource.isInitialized) this.warn(`Webhook deliveries to an endpoint stopped for now: ${String(error)}`);
    }
  }

  private async claimNext(endpointId: string): Promise<string | null> {
    const due = await dueRows(this.dataSource, PENDING).andWhere('endpointId = :endpointId', { endpointId }).limit(3).getRawMany<{ id: string }>();
    for (const { id } of due) if (await claimRow(this.dataSource, PENDING, id, this.holdMs)) return id;
    return null;
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
export function startWebhookWorker(dataSource: DataSource, config: WebhookConfig, warn: (message: string) => void): StopTask {
  const worker = new WebhookWorker(dataSource, config, warn);
  const stopSending = repeatEvery(POLL_MS, 'Sending webhook deliveries', () => worker.tick(), warn);
  const stopPruning = repeatEvery(HOUR_MS, 'Dropping old webhook deliveries', () => worker.prune(), warn);
  return async () => {
    await Promise.all([stopSending(), stopPruning(), worker.stop()]);
  };
}
