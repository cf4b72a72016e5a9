import type { EntityManager } from 'typeorm';
import { announce } from '../../infra/events/site-events';
import type { ViewedRecord } from '../../infra/database/record';
import type { PublishableRecord } from '../publishing/publishable-record';
import { isVisible } from '../publishing/visibility';
import type { AnyCollection } from './collection';

/** Shown to visitors: published and due, or always, for a collection without publishing (testimonials). */
export const isLive = (collection: AnyCollection, item: object) => !collection.publishing || isVisible(item as PublishableRecord);

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
 */
export function announceSave(manager: EntityManager, collection: AnyCollection, saved: ViewedRecord, wasLive: boolean): Promise<void> {
  const type = isLive(collection, saved) && !wasLive ? 'content.published' : 'content.updated';
  return announce(manager, type, eventData(collection, saved));
}

/** Announces an item moved to the trash, in that move's transaction. */
export function announceDelete(manager: EntityManager, collection: AnyCollection, item: ViewedRecord): Promise<void> {
  return announce(manager, 'content.deleted', eventData(collection, item));
}
