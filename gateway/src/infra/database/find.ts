import type { ObjectLiteral, Repository } from 'typeorm';
import { notFound } from '../../api/errors/api-error';
import { looksLikeId } from './record';

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
