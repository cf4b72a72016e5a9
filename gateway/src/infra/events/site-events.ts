import type { WebhookEventName } from '@consultancy/domain/webhooks';
import type { DataSource, EntityManager } from 'typeorm';

/** Something that happened to the site's data (or will, at `at`), told to whoever listens (the webhooks). */
export interface SiteEvent {
  type: WebhookEventName;
  /** Small and useful: ids, names, titles; never an IP address. */
  data: Record<string, unknown>;
  /** When it happens: now, or later for an event announced ahead (a scheduled publication). */
  at: Date;
  /** Names an event announced ahead, so that a later write can withdraw it before it happens. */
  key?: string;
}

/**
 * Hears events inside the transaction of the write that made them: what it writes commits
 * with that write, or not at all.
 */
export interface SiteEventListener {
  heard(manager: EntityManager, event: SiteEvent): Promise<void>;
  /** An event announced ahead under `key` will not happen after all (the item was changed or deleted first). */
  withdrawn(manager: EntityManager, key: string): Promise<void>;
}

/** Per database (one gateway each), so two gateways in one process never hear each other's writes. */
const listeners = new WeakMap<DataSource, readonly SiteEventListener[]>();

/** Connects the listeners to a gateway's database (the registry names them; app.ts connects them). */
export function listenToSiteEvents(dataSource: DataSource, heard: readonly SiteEventListener[]): void {
  listeners.set(dataSource, heard);
}

const listenersOf = (manager: EntityManager) => listeners.get(manager.connection) ?? [];

/**
 * Announces an event from inside a write's transaction (`manager`): the listeners write what
 * follows from it in the same transaction, so it is told if and only if the write commits.
 * The features and content mechanisms that write call this and know nothing of who listens.
 * `ahead`: an event that happens later (`at`), withdrawn by a later write under its `key`.
 */
export async function announce(
  manager: EntityManager, type: WebhookEventName, data: Record<string, unknown>, ahead?: { at: Date; key: string },
): Promise<void> {
  const event: SiteEvent = { type, data, at: ahead?.at ?? new Date(), key: ahead?.key };
  for (const listener of listenersOf(manager)) await listener.heard(manager, event);
}

/** Withdraws an event announced ahead under `key` that has not happened yet, in the withdrawing write's transaction. */
export async function withdraw(manager: EntityManager, key: string): Promise<void> {
  for (const listener of listenersOf(manager)) await listener.withdrawn(manager, key);
}
