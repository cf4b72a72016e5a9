import type { WebhookEventName } from '@consultancy/domain';
import type { DataSource, EntityManager } from 'typeorm';

/** Something that happened to the site's data, told to whoever listens (the webhooks). */
export interface SiteEvent {
  type: WebhookEventName;
  /** Small and useful: ids, names, titles; never an IP address. */
  data: Record<string, unknown>;
  at: Date;
}

/** Hears an event inside the transaction of the write that made it: what it writes commits with that write, or not at all. */
export type SiteEventListener = (manager: EntityManager, event: SiteEvent) => Promise<void>;

/** Per database (one gateway each), so two gateways in one process never hear each other's writes. */
const listeners = new WeakMap<DataSource, readonly SiteEventListener[]>();

/** Connects the listeners to a gateway's database (the registry names them; app.ts connects them). */
export function listenToSiteEvents(dataSource: DataSource, heard: readonly SiteEventListener[]): void {
  listeners.set(dataSource, heard);
}

/**
 * Announces an event from inside a write's transaction (`manager`): the listeners write what
 * follows from it in the same transaction, so it is told if and only if the write commits.
 * The features and content mechanisms that write call this and know nothing of who listens.
 */
export async function announce(manager: EntityManager, type: WebhookEventName, data: Record<string, unknown>): Promise<void> {
  const event: SiteEvent = { type, data, at: new Date() };
  for (const listener of listeners.get(manager.connection) ?? []) await listener(manager, event);
}
