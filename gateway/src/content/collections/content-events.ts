import type { EntityManager } from 'typeorm';
import { announce, withdraw } from '../../infra/events/site-events';
import type { ViewedRecord } from '../../infra/database/record';
import type { PublishableRecord } from '../publishing/publishable-record';
import { isVisible } from '../publishing/visibility';
import type { AnyCollection } from './collection';

/** Shown to visitors: published and due, or always, for a collection without publishing (testimonials). */
export const isLive = (collection: AnyCollection, item: object) => !collection.publishing || isVisible(item as PublishableRecord);

/** When a published item not yet due goes live by itself; null for any other. */
function comingLiveAt(collection: AnyCollection, item: object, now = new Date()): Date | null {
  const { status, publishAt } = item as Partial<PublishableRecord>;
  return collection.publishing && status === 'published' && publishAt && publishAt > now ? publishAt : null;
}

/** The key of an item's publication announced ahead: a later save or delete withdraws it. */
const publicationKey = (collection: AnyCollection, item: ViewedRecord) => `content.published:${collection.key}:${item.id}`;

/** An item as its webhook events tell it: which collection, its id, title, slug and public page. */
function eventData(collection: AnyCollection, item: ViewedRecord): Record<string, unknown> {
  const slug = (item as Partial<PublishableRecord>).slug;
  return {
    kind: collection.key,
    id: item.id,
    title: collection.titleOf?.(item) ?? '',
    ...(slug ? { slug } : {}),
    ...(collection.publicPages && slug ? { path: collection.publicPages.item({ slug }) } : {}),
    ...(collection.publishing ? { status: (item as PublishableRecord).status } : {}),
  };
}

/**
 * Announces a saved item in the save's transaction: `content.published` when the save makes
 * it live (created live, or live now and not before), `content.updated` for any other save.
 * A scheduled item's publication is announced ahead, for its publishAt: delivered then, once,
 * by whichever replica claims it; each later save or delete withdraws it first (and a save
 * still scheduled announces it again, for its publishAt as it is then).
 */
export async function announceSave(manager: EntityManager, collection: AnyCollection, saved: ViewedRecord, wasLive: boolean): Promise<void> {
  const key = publicationKey(collection, saved);
  await withdraw(manager, key);
  const type = isLive(collection, saved) && !wasLive ? 'content.published' : 'content.updated';
  await announce(manager, type, eventData(collection, saved));
  const at = comingLiveAt(collection, saved);
  if (at) await announce(manager, 'content.published', eventData(collection, saved), { at, key });
}

/** Announces an item moved to the trash, in that move's transaction; its publication announced ahead is withdrawn. */
export async function announceDelete(manager: EntityManager, collection: AnyCollection, item: ViewedRecord): Promise<void> {
  await withdraw(manager, publicationKey(collection, item));
  await announce(manager, 'content.deleted', eventData(collection, item));
}
