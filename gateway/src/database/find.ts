import type { ObjectLiteral, Repository } from 'typeorm';
import { notFound } from '../errors/api-error';

/** Ids are uuids: anything else cannot name a record, so it is not looked up. */
const looksLikeId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export async function findOr404<T extends ObjectLiteral>(repo: Repository<T>, id: string, label: string): Promise<T> {
  const found = looksLikeId(id) ? await repo.findOneBy({ id } as never) : null;
  if (!found) throw notFound(`${label} not found`);
  return found;
}

export async function deleteOr404<T extends ObjectLiteral>(repo: Repository<T>, id: string, label: string): Promise<T> {
  const found = await findOr404(repo, id, label);
  await repo.remove(found);
  return found;
}
