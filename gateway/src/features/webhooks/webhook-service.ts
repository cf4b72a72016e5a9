import { randomBytes } from 'node:crypto';
import { WEBHOOK_TEST_EVENT } from '@consultancy/domain/webhooks';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { fieldChanges, withAudit, type AuditContext } from '../../content/audit/audit-record';
import { findOr404 } from '../../infra/database/find';
import { badInput, conflict } from '../../api/errors/api-error';
import type { Services } from '../../services';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { WebhookInput } from './webhook-input';
import { queueDelivery } from './webhook-queue';
import { targetProblem } from './webhook-target';

/** `whsec_` + base64 of 24 random bytes: the secret format the standardwebhooks libraries take. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const targetOf = (endpoint: WebhookEndpoint) => ({ kind: 'webhook', id: endpoint.id, label: endpoint.url });

/** An endpoint as the audit trail compares it: never its secret. */
const described = ({ url, events, description, enabled }: WebhookEndpoint) => ({ url, events: events.join(', '), description, enabled });

/** Adds, changes and deletes endpoints, sends test events and redeliveries; each recorded in the audit trail. */
export class WebhookService {
  constructor(
    private readonly services: Services,
    private readonly context: AuditContext,
  ) {}

  private get config(): Config {
    return this.services.config;
  }

  async add(input: WebhookInput): Promise<{ webhook: WebhookEndpoint; secret: string }> {
    const fields = await this.checked(input);
    const webhook = await withAudit(this.services.dataSource, this.context, 'webhook.created', (manager) => {
      const repo = manager.getRepository(WebhookEndpoint);
      return repo.save(repo.create({ ...fields, enabled: input.enabled ?? true, secret: newSecret() }));
    }, (saved) => ({ target: targetOf(saved) }));
    return { webhook, secret: webhook.secret };
  }

  async update(id: string, input: WebhookInput): Promise<WebhookEndpoint> {
    const fields = await this.checked(input);
    return withAudit(this.services.dataSource, this.context, 'webhook.updated', async (manager) => {
      const endpoint = await this.find(manager, id);
      const before = described(endpoint);
      const saved = await manager.getRepository(WebhookEndpoint).save(Object.assign(endpoint, fields, { enabled: input.enabled ?? endpoint.enabled }));
      return { saved, before };
    }, ({ saved, before }) => ({ target: targetOf(saved), changes: fieldChanges(before, described(saved)) })).then(({ saved }) => saved);
  }

  /** Deletes the endpoint and its delivery log: nothing more is sent to it. */
  async remove(id: string): Promise<string> {
    await withAudit(this.services.dataSource, this.context, 'webhook.deleted', async (manager) => {
      const endpoint = await this.find(manager, id);
      await manager.getRepository(WebhookDelivery).delete({ endpointId: id });
      await manager.getRepository(WebhookEndpoint).delete({ id });
      return endpoint;
    }, (endpoint) => ({ target: targetOf(endpoint) }));
    return id;
  }

  /** Queues a `webhook.test` event for this endpoint, whatever it subscribed to (even disabled: the owner asked). */
  sendTest(id: string): Promise<WebhookDelivery> {
    return withAudit(this.services.dataSource, this.context, 'webhook.tested', async (manager) => {
      const endpoint = await this.find(manager, id);
      const data = { webhookId: endpoint.id, message: 'A test event sent from the admin panel' };
      return { endpoint, delivery: await queueDelivery(manager, endpoint.id, { type: WEBHOOK_TEST_EVENT, at: new Date(), data }) };
    }, ({ endpoint }) => ({ target: targetOf(endpoint) })).then(({ delivery }) => delivery);
  }

  /**
   * A new series of attempts for a delivery: the same body and webhook-id, due now, its
   * pauses and 24 hours counted again. Refused while a replica is attempting it.
   */
  redeliver(deliveryId: string): Promise<WebhookDelivery> {
    return withAudit(this.services.dataSource, this.context, 'webhook.redelivered', async (manager) => {
      const repo = manager.getRepository(WebhookDelivery);
      const delivery = await findOr404(repo, deliveryId, 'Delivery');
      const now = new Date();
      const { affected } = await repo.createQueryBuilder().update()
        .set({ status: 'pending', seriesAttempts: 0, seriesStartedAt: now, nextAttemptAt: now, updatedAt: now })
        .where('id = :id AND (claimedUntil IS NULL OR claimedUntil < :now)', { id: deliveryId, now })
        .execute();
      if (affected !== 1) throw conflict('This delivery is being attempted right now; try again in a moment');
      const endpoint = await this.find(manager, delivery.endpointId);
      return { endpoint, delivery: await repo.findOneByOrFail({ id: deliveryId }) };
    }, ({ endpoint }) => ({ target: targetOf(endpoint) })).then(({ delivery }) => delivery);
  }

  private find(manager: EntityManager, id: string): Promise<WebhookEndpoint> {
    return findOr404(manager.getRepository(WebhookEndpoint), id, 'Webhook');
  }

  /** The stored fields of valid input: a URL on a public address (or any, with WEBHOOK_ALLOW_PRIVATE), known events once each. */
  private async checked(input: WebhookInput) {
    const url = input.url.trim();
    const problem = await targetProblem(url, this.config.webhooks.allowPrivate);
    if (problem) throw badInput(problem);
    return { url, events: [...new Set(input.events)], description: input.description?.trim() ?? '' };
  }
}
