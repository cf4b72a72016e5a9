import type { EntityManager } from 'typeorm';
import { siteAddress, type Config } from '../../config';
import type { SiteEvent, SiteEventListener } from '../../infra/events/site-events';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** The Standard Webhooks body: `{ type, timestamp, data }`, written once and sent as it is by every attempt. */
const payloadOf = (type: string, at: Date, data: Record<string, unknown>) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** Writes one delivery, due now, in `manager`'s transaction. */
export async function queueDelivery(manager: EntityManager, endpointId: string, type: string, at: Date, data: Record<string, unknown>): Promise<WebhookDelivery> {
  const repo = manager.getRepository(WebhookDelivery);
  return repo.save(repo.create({
    endpointId, eventType: type, payload: payloadOf(type, at, data), status: 'pending',
    attempts: 0, seriesAttempts: 0, seriesStartedAt: at, nextAttemptAt: at, claimedUntil: null,
    responseCode: null, lastError: '', attemptLog: [],
  }));
}

/**
 * The webhooks' listener (connected by the registry): one delivery per enabled endpoint
 * subscribed to the event, in the transaction of the write that announced it. A content
 * event's `path` gains its absolute `url`, which only the configured site address gives.
 */
export function queueWebhookDeliveries(config: Config): SiteEventListener {
  return async (manager: EntityManager, event: SiteEvent) => {
    const endpoints = await manager.getRepository(WebhookEndpoint).findBy({ enabled: true });
    const data = typeof event.data.path === 'string' ? { ...event.data, url: `${siteAddress(config)}${event.data.path}` } : event.data;
    for (const endpoint of endpoints.filter((candidate) => candidate.events.includes(event.type))) {
      await queueDelivery(manager, endpoint.id, event.type, event.at, data);
    }
  };
}
