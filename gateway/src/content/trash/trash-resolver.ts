import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ViewedRecord } from '../../infra/database/record';
import type { RequestContext } from '../../api/http/context';
import type { AnyCollection } from '../collections/collection';
import type { Page, PageRequest } from '../paging/listing';
import { PageArgs } from '../paging/page-args';
import { CollectionTrash } from './collection-trash';
import { trashActions } from './trash-actions';
import { trashNames } from './trash-names';
import { trashedItem, TrashedItem, TrashedItemPage } from './trashed-item';

/**
 * A collection's trash in GraphQL: its list and restore for any administrator, and the
 * purge (deleting for good) for owners only, as other irreversible deletes are.
 */
export function createTrashResolver(collection: AnyCollection) {
  const names = trashNames(collection);
  const label = collection.label.toLowerCase();
  const trash = (ctx: RequestContext) => new CollectionTrash(collection, ctx.services.dataSource, ctx.services.images);
  // A collection without trash actions in the domain's list fails here, at start-up.
  trashActions(collection.key);

  @Resolver()
  class TrashResolver {
    @Authorized()
    @Query(() => TrashedItemPage, { name: names.list, description: `The ${label} items in the trash, the most recently trashed first.` })
    async list(@Args(() => PageArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<TrashedItem>> {
      const page = await trash(ctx).list(request, () => ctx.services.contentVersion.latest());
      return { ...page, items: page.items.map((row) => trashedItem(collection, row)) };
    }

    @Authorized()
    @Mutation(() => collection.entity, { name: names.restore, description: `Brings a trashed ${label} item back with its images and slug; answers it.` })
    restore(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ViewedRecord> {
      return trash(ctx).restore(id, ctx);
    }

    @Authorized('owner')
    @Mutation(() => ID, { name: names.purge, description: `Deletes a trashed ${label} item for good, with its images (owners only); answers its id.` })
    purge(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
      return trash(ctx).purge(id, ctx);
    }
  }
  return TrashResolver;
}
