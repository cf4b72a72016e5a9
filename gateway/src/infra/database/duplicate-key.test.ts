import { randomUUID } from 'node:crypto';
import { FormerSlug } from '../../content/publishing/former-slug.entity';
import { sharedGateway } from '../../../test/harness';
import { isDuplicateKey } from './duplicate-key';

const api = sharedGateway();

/** What this database's driver throws for a write, or null when it succeeds. */
async function refusal(row: Partial<FormerSlug>): Promise<unknown> {
  const now = new Date();
  const formerSlugs = api().gateway.services.dataSource.getRepository(FormerSlug);
  try {
    await formerSlugs.insert({ id: randomUUID(), collection: 'blog', slug: randomUUID(), itemId: randomUUID(), createdAt: now, updatedAt: now, ...row });
    return null;
  } catch (error) {
    return error;
  }
}

describe('isDuplicateKey, on this database', () => {
  it('knows a value a unique index already holds', async () => {
    const slug = `taken-${randomUUID()}`;
    expect(await refusal({ slug })).toBeNull();
    expect(isDuplicateKey(await refusal({ slug }))).toBe(true);
  });

  it('knows a primary key already taken', async () => {
    const id = randomUUID();
    expect(await refusal({ id })).toBeNull();
    expect(isDuplicateKey(await refusal({ id }))).toBe(true);
  });

  it('tells other refusals apart, whatever their message says', async () => {
    const missing = await refusal({ itemId: null as never });
    expect(missing).toBeTruthy();
    expect(isDuplicateKey(missing)).toBe(false);
    expect(isDuplicateKey(new Error('duplicate entries are unique'))).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
  });
});
