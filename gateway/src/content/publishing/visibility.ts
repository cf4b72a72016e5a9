import { LessThanOrEqual } from 'typeorm';
import { badInput } from '../../api/errors/api-error';
import type { PublishableRecord } from './publishable-record';

/**
 * What the public sees of publishable content: items published and due
 * (publishAt passed). Administrators (a valid token) see every item.
 */
export const isVisible = (item: Pick<PublishableRecord, 'status' | 'publishAt'>, now = new Date()) =>
  item.status === 'published' && new Date(item.publishAt).getTime() <= now.getTime();

/** The same rule as a condition on a query's alias, for lists. */
export const visibleCondition = (alias: string, now = new Date()) => ({
  sql: `${alias}.status = :visibleStatus AND ${alias}.publishAt <= :visibleNow`,
  params: { visibleStatus: 'published', visibleNow: now },
});

/** The same rule as a find condition, for the sitemap and the feeds. */
export const visibleWhere = (now = new Date()) => ({ status: 'published' as const, publishAt: LessThanOrEqual(now) });

interface PublicationInput {
  status?: string | null;
  publishAt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  socialImage?: string | null;
}

/**
 * How a write sets the publication fields: given values win; omitted ones are
 * kept, or (new items) published now with no SEO overrides. A social image
 * must be one of the item's own images (400 otherwise).
 */
export function applyPublication(item: PublishableRecord, input: PublicationInput, images: string[]): void {
  const isNew = !item.id;
  if (input.seoTitle !== undefined && input.seoTitle !== null) item.seoTitle = input.seoTitle.trim();
  else if (isNew) item.seoTitle = '';
  if (input.seoDescription !== undefined && input.seoDescription !== null) item.seoDescription = input.seoDescription.trim();
  else if (isNew) item.seoDescription = '';
  if (input.socialImage !== undefined && input.socialImage !== null) item.socialImage = input.socialImage.trim() || null;
  // An image the update dropped no longer speaks for the item.
  if (item.socialImage && !images.includes(item.socialImage)) {
    if (input.socialImage) throw badInput(`socialImage: "${input.socialImage}" is not an image of this item`);
    item.socialImage = null;
  }
  item.status = (input.status ?? (isNew ? 'published' : item.status)) as PublishableRecord['status'];
  if (input.publishAt) item.publishAt = new Date(input.publishAt);
  else if (isNew) item.publishAt = new Date();
}
