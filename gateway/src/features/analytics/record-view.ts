import { isbot } from 'isbot';
import { siteHost } from '../../config';
import type { EntityManager } from 'typeorm';
import { trafficSource, utmTag, VISIT_LIMITS } from '@consultancy/domain';
import type { AnyCollection } from '../../content/collections/collection';
import type { PublishableRecord } from '../../content/publishing/publishable-record';
import { itemPageOf } from '../../content/publishing/redirects';
import { isVisible } from '../../content/publishing/visibility';
import type { RequestContext } from '../../api/http/context';
import { deviceType } from './device';
import { PageView } from './page-view.entity';
import { visitorId } from './visitor';

/** What the beacon says of a landing view: where the visit came from. */
export interface Landing {
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

interface ViewToRecord {
  page: string;
  type: string;
  /** The project or post viewed: its own view counter moves too. */
  item?: { collection: AnyCollection; id: string };
  /** Set when the view began its tab's visit. */
  landing?: Landing;
}

function visitFields(ctx: RequestContext, landing: Landing | undefined) {
  if (!landing) return { landed: false, source: '', medium: '', campaign: '' };
  return {
    landed: true,
    source: trafficSource(landing.referrer, landing.utmSource, siteHost(ctx.services.config)),
    medium: utmTag(landing.utmMedium),
    campaign: utmTag(landing.utmCampaign),
  };
}

/**
 * Records one view (and one more on the item viewed) in one transaction; a
 * bot's view is left out. `check` runs first inside the transaction (the item
 * must exist). Stores neither the address nor the user agent.
 */
export async function recordView(ctx: RequestContext, view: ViewToRecord, check?: (manager: EntityManager) => Promise<void>): Promise<void> {
  if (isbot(ctx.userAgent)) return;
  const now = new Date();
  const visitor = await visitorId(ctx.services.dataSource, ctx.clientAddress, ctx.userAgent, now);
  await ctx.services.dataSource.transaction(async (manager) => {
    await check?.(manager);
    if (view.item) {
      // Not a change of content: no listener is told, so the content version (and every cached page) stays.
      await manager.createQueryBuilder().update(view.item.collection.entity).set({ views: () => 'views + 1' })
        .where({ id: view.item.id }).callListeners(false).execute();
    }
    const views = manager.getRepository(PageView);
    await views.save(views.create({
      page: view.page, type: view.type, itemId: view.item?.id ?? null, visitor, viewedAt: now,
      device: deviceType(ctx.userAgent), ...visitFields(ctx, view.landing),
    }));
  });
}

/** The published project or post a public path shows (/portfolio/{slug}, /blog/{slug}), if any. */
export async function itemAtPath(ctx: RequestContext, path: string): Promise<ViewToRecord['item']> {
  const page = itemPageOf(ctx.services.collections)(path);
  if (!page) return undefined;
  const found = await ctx.services.dataSource.getRepository<PublishableRecord>(page.collection.entity)
    .findOne({ where: { slug: page.segment }, select: { id: true, status: true, publishAt: true } });
  return found && isVisible(found) ? { collection: page.collection, id: found.id } : undefined;
}

/** A path as counted: no query string or fragment, cut to the stored length. */
export const pathOnly = (path: string) => path.trim().split(/[?#]/)[0].slice(0, VISIT_LIMITS.path);
