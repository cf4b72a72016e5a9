import type { EntityManager } from 'typeorm';
import { siteAddress, type Config } from '../../config';
import type { SiteEvent, SiteEventListener } from '../../infra/events/site-events';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** The Standard Webhooks body: `{ type, timestamp, data }`, written once and sent as it is by every attempt. */
const payloadOf = (type: string, at: Date, data: Record<string, unknown>) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/** Writes one delivery, due at the event's time (now, or later for an event announced ahead), in `manager`'s transaction. */
export async function queueDelivery(
  manager: EntityManager, endpointId: string, event: Pick<SiteEvent, 'at' | 'data' | 'key'> & { type: string },
): Promise<WebhookDelivery> {
  const repo = manager.getRepository(WebhookDelivery);
  return repo.save(repo.create({
    endpointId, eventType: event.type, eventKey: event.key ?? null, payload: payloadOf(event.type, event.at, event.data), status: 'pending',
    attempts: 0, seriesAttempts: 0, seriesStartedAt: event.at, nextAttemptAt: event.at, claimedUntil: null,
    responseCode: null, lastError: '', attemptLog: [],
  }));
}

/**
 * The webhooks' listener (connected by the registry): one delivery per enabled endpoint
 * subscribed to the event, in the transaction of the write that announced it. A content
 * event's `path` gains its absolute `url`, which only the configured site address gives.
 * An event announced ahead is a delivery due later; withdrawn, its unsent deliveries go.
 */
export function queueWebhookDeliveries(config: Config): SiteEventListener {
  return {
    async heard(manager: EntityManager, event: SiteEvent) {
      const endpoints = await manager.getRepository(WebhookEndpoint).findBy({ enabled: true });
      const data = typeof event.data.path === 'string' ? { ...event.data, url: `${siteAddress(config)}${event.data.path}` } : event.data;
      for (const endpoint of endpoints.filter((candidate) => candidate.events.includes(event.type))) {
        await queueDelivery(manager, endpoint.id, { ...event, data });
      }
    },
    async withdrawn(manager: EntityManager, key: string) {
      // Only what has not happened yet: an event already due is sent, however late the worker is.
      await manager.getRepository(WebhookDelivery).createQueryBuilder().delete()
        .where("eventKey = :key AND status = 'pending' AND attempts = 0 AND nextAttemptAt > :now", { key, now: new Date() })
        .execute();
    },
  };
}
