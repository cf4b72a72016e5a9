import type { DataSource } from 'typeorm';
import { looksLikeId } from '../../infra/database/record';
import { notFound } from '../../api/errors/api-error';
import type { Page, PageRequest } from '../paging/listing';
import { Revision, type RevisionSummary } from './revision.entity';

/** What a list shows of each revision: its values (a whole item each) are read one revision at a time. */
const SUMMARY_COLUMNS = ['id', 'createdAt', 'adminId', 'adminEmail', 'requestId', 'changedFields'].map((column) => `revision.${column}`);

/**
 * One page of an item's revisions, newest first (the id breaking ties, as every list does),
 * in the shape of every paged list; both reads go by the (kind, itemId, createdAt, id) index.
 */
export async function listRevisions(dataSource: DataSource, kind: string, itemId: string, request: Pick<PageRequest, 'page' | 'limit'>): Promise<Page<RevisionSummary>> {
  const { page, limit } = request;
  const ofItem = () => dataSource.getRepository(Revision).createQueryBuilder('revision')
    .where('revision.kind = :kind AND revision.itemId = :itemId', { kind, itemId });
  const total = await ofItem().getCount();
  const items = await ofItem().select(SUMMARY_COLUMNS)
    .orderBy('revision.createdAt', 'DESC').addOrderBy('revision.id', 'DESC')
    .offset((page - 1) * limit).limit(limit)
    .getMany();
  return { items, page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/** One revision of the item; 404 when the id names none of its revisions. */
export async function findRevision(dataSource: DataSource, kind: string, itemId: string, id: string): Promise<Revision> {
  const found = looksLikeId(id) ? await dataSource.getRepository(Revision).findOneBy({ id, kind, itemId }) : null;
  if (!found) throw notFound('Revision not found');
  return found;
}
