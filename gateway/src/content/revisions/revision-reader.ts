import type { DataSource } from 'typeorm';
import { looksLikeId } from '../../infra/database/record';
import { notFound } from '../../server/errors/api-error';
import type { Listing, Page, PageRequest } from '../paging/listing';
import { listPage } from '../paging/paged-query';
import { Revision } from './revision.entity';

/** An item's revisions are newest first; no search or filter beyond the item. */
const revisionListing: Listing<Revision> = { newestFirstBy: 'createdAt', search: [] };

/** One page of an item's revisions, newest first (read by the (kind, itemId, createdAt) index). */
export function listRevisions(dataSource: DataSource, kind: string, itemId: string, request: Pick<PageRequest, 'page' | 'limit'>): Promise<Page<Revision>> {
  return listPage(dataSource.getRepository(Revision), revisionListing, { page: request.page, limit: request.limit }, {
    scope: (alias) => ({ sql: `${alias}.kind = :revisionKind AND ${alias}.itemId = :revisionItemId`, params: { revisionKind: kind, revisionItemId: itemId } }),
  });
}

/** One revision of the item; 404 when the id names none of its revisions. */
export async function findRevision(dataSource: DataSource, kind: string, itemId: string, id: string): Promise<Revision> {
  const found = looksLikeId(id) ? await dataSource.getRepository(Revision).findOneBy({ id, kind, itemId }) : null;
  if (!found) throw notFound('Revision not found');
  return found;
}
