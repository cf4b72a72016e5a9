import type { ClassType } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import { badInput } from '../../api/errors/api-error';
import type { AnyCollection } from '../collections/collection';
import { CollectionService } from '../collections/collection-service';
import { readSettings } from '../settings/settings';
import { type AnySettings } from '../settings/settings-config';
import { saveSettings } from '../settings/settings-save';

/**
 * What keeps revisions: a collection (one history per item) or a settings type (one
 * history). The revisions' queries, mutation and REST calls work through this alone.
 */
export interface RevisionOwner {
  kind: string;
  /** Its REST calls live under /api/{path}: the collection's or settings' key, or a settings type's restPath. */
  path: string;
  /** Singular, capitalised, for messages: 'Portfolio', 'Site settings'. */
  label: string;
  entity: ClassType<object>;
  /** Collections' revisions are per item (/api/{key}/{id}/revisions); settings have one history (/api/{key}/revisions). */
  perItem: boolean;
  /** The stored id of the item named (its id, or for content with readable URLs, a slug); 404 when there is none. */
  find(ctx: RequestContext, itemId: string | null | undefined): Promise<string>;
  /** Stores `values` through the owner's own update path (its rules, audit, a new revision). */
  restore(ctx: RequestContext, itemId: string, values: Record<string, unknown>, images: string[]): Promise<unknown>;
}

const collectionService = (config: AnyCollection, ctx: RequestContext) =>
  new CollectionService(config, ctx.services.dataSource, ctx.services.images, ctx.services.contentVersion, ctx);

export function collectionOwner(config: AnyCollection): RevisionOwner {
  return {
    kind: config.key,
    path: config.key,
    label: config.label,
    entity: config.entity,
    perItem: true,
    async find(ctx, itemId) {
      if (!itemId) throw badInput(`id: the ${config.label.toLowerCase()} item is required`);
      return (await collectionService(config, ctx).get(itemId)).id;
    },
    restore: (ctx, itemId, values, images) => collectionService(config, ctx).restore(itemId, values, images),
  };
}

export function settingsOwner(config: AnySettings): RevisionOwner {
  return {
    kind: config.key,
    path: config.restPath ?? config.key,
    label: config.label,
    entity: config.entity,
    perItem: false,
    find: async (ctx) => (await readSettings(ctx.services.dataSource, config)).id,
    async restore(ctx, _itemId, values) {
      const current = await readSettings(ctx.services.dataSource, config);
      return saveSettings(ctx, config, current, values);
    },
  };
}
