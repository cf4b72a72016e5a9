import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { Not } from 'typeorm';
import { isDuplicateKey } from '../../infra/database/duplicate-key';
import { looksLikeId } from '../../infra/database/record';
import { conflict, notFound } from '../../api/errors/api-error';
import { reasonOf } from '../../api/errors/reason';
import { FormerSlug } from './former-slug.entity';
import type { PublishableRecord } from './publishable-record';
import { firstFreeSlug, toSlug } from './slug';

interface SlugOwner {
  /** The collection's key (portfolio, blog): former slugs are kept per collection. */
  key: string;
  /** For messages: 'Blog'. */
  label: string;
  /** The text a new item's slug is made from (its title or name). */
  slugFrom(item: ObjectLiteral): string;
}

/**
 * The slugs of one collection: made unique on every write, former values kept
 * (so old URLs redirect), and items found by id, slug or former slug.
 * Writes run inside the caller's transaction.
 */
export class SlugKeeper {
  constructor(private readonly owner: SlugOwner) {}

  /**
   * Sets the item's slug before it is saved: the requested one (CONFLICT when
   * another item has or had it), else the current one, else one made from the
   * title (with -2, -3 … on collision). A replaced slug becomes a former slug.
   */
  async assign(manager: EntityManager, entity: Function, item: PublishableRecord, requested: string | null | undefined): Promise<void> {
    const repo = manager.getRepository<PublishableRecord>(entity);
    // The item is as stored, with the input's other fields applied: its slug is the stored one.
    const previous = item.id ? item.slug ?? null : null;
    const isFree = (slug: string) => this.isFree(manager, repo, slug, item.id);
    if (requested) {
      if (requested !== previous && !(await isFree(requested))) {
        throw conflict(`slug "${requested}" is already used by another ${this.owner.label.toLowerCase()} item`);
      }
      item.slug = requested;
    } else if (previous) {
      item.slug = previous;
    } else {
      const base = toSlug(this.owner.slugFrom(item)) || this.owner.key;
      item.slug = await firstFreeSlug(base, isFree);
    }
    if (!item.id) return;
    const formerSlugs = manager.getRepository(FormerSlug);
    // Back to a former value: it is current again.
    await formerSlugs.delete({ collection: this.owner.key, slug: item.slug });
    if (previous && previous !== item.slug) {
      await formerSlugs.save(formerSlugs.create({ collection: this.owner.key, slug: previous, itemId: item.id }));
    }
  }

  /** A slug taken by a concurrent write (the unique index refused it) as the CONFLICT a checked one gets. */
  explain(error: unknown): unknown {
    // The message names the index (MySQL) or the column (SQLite) that refused it.
    const duplicate = isDuplicateKey(error) && /slug/i.test(reasonOf(error));
    return duplicate ? conflict(`slug is already used by another ${this.owner.label.toLowerCase()} item`) : error;
  }

  /** Forgets the former slugs of an item deleted for good (purged from the trash), so others may take them. */
  async forget(manager: EntityManager, itemId: string): Promise<void> {
    await manager.getRepository(FormerSlug).delete({ collection: this.owner.key, itemId });
  }

  /** The item an id, slug or former slug names; 404 when none does. */
  async find<T extends PublishableRecord>(repo: Repository<T>, idOrSlug: string): Promise<T> {
    const found = looksLikeId(idOrSlug)
      ? await repo.findOneBy({ id: idOrSlug } as never)
      : (await repo.findOneBy({ slug: idOrSlug } as never)) ?? (await this.findByFormerSlug(repo, idOrSlug));
    if (!found) throw notFound(`${this.owner.label} not found`);
    return found;
  }

  private async findByFormerSlug<T extends PublishableRecord>(repo: Repository<T>, slug: string): Promise<T | null> {
    const former = await repo.manager.getRepository(FormerSlug).findOneBy({ collection: this.owner.key, slug });
    return former ? repo.findOneBy({ id: former.itemId } as never) : null;
  }

  /** Neither another item's current slug nor another item's former one; an item in the trash keeps both. */
  private async isFree(manager: EntityManager, repo: Repository<PublishableRecord>, slug: string, itemId: string | undefined) {
    const others = itemId ? { id: Not(itemId) } : {};
    if (await repo.exists({ where: { slug, ...others }, withDeleted: true })) return false;
    const formerOthers = itemId ? { itemId: Not(itemId) } : {};
    return !(await manager.getRepository(FormerSlug).exists({ where: { collection: this.owner.key, slug, ...formerOthers } }));
  }
}
