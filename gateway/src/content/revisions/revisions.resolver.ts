import { LIST_PAGE_LIMITS } from '@consultancy/domain';
import { Max, Min } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import { closedList } from '../../api/schema/closed-list';
import type { Page } from '../paging/listing';
import { Revision, RevisionPage, type RevisionSummary } from './revision.entity';
import type { RevisionOwner } from './revision-owners';
import { findRevision, listRevisions } from './revision-reader';
import { restorableValues } from './revision-values';

const PAGE_MESSAGE = 'page must be a whole number of at least 1';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LIST_PAGE_LIMITS.max}`;
const ITEM_ID = 'The item (its id, or a slug where it has one); left out for settings, which have one history.';

/**
 * The revisions' GraphQL API, one for every owner (collections and settings): `revisions`,
 * `revision` and `restoreRevision`, each naming the owner by `kind`. For administrators
 * who can edit the content (any role).
 */
export function createRevisionsResolver(owners: readonly RevisionOwner[]) {
  const byKind = new Map(owners.map((owner) => [owner.kind, owner]));
  const RevisionKind = closedList('RevisionKind', owners.map((owner) => owner.kind), 'What keeps revisions: a collection or a settings type.');

  // page and limit as every list has them, without a search: a revision has nothing to search.
  @ArgsType()
  class RevisionListArgs {
    @Field(() => Int, { defaultValue: 1, description: 'From 1; a page past the end has no items.' })
    @Min(1, { message: PAGE_MESSAGE })
    page: number;

    @Field(() => Int, { defaultValue: LIST_PAGE_LIMITS.default, description: `Revisions a page, 1 to ${LIST_PAGE_LIMITS.max}.` })
    @Min(1, { message: LIMIT_MESSAGE })
    @Max(LIST_PAGE_LIMITS.max, { message: LIMIT_MESSAGE })
    limit: number;

    @Field(() => RevisionKind) kind: string;
    @Field(() => ID, { nullable: true, description: ITEM_ID }) id?: string | null;
  }

  /** One revision of an item (or of a settings type). */
  @ArgsType()
  class OneRevisionArgs {
    @Field(() => RevisionKind) kind: string;
    @Field(() => ID, { nullable: true, description: ITEM_ID }) id?: string | null;
    @Field(() => ID) revisionId: string;
  }

  /** The owner and the stored id of the item named: 404 when there is none. */
  const subject = async (ctx: RequestContext, kind: string, itemId: string | null | undefined) => {
    const owner = byKind.get(kind)!;
    return { owner, itemId: await owner.find(ctx, itemId) };
  };

  @Resolver()
  class RevisionsResolver {
    @Authorized()
    @Query(() => RevisionPage, { description: "An item's revisions (or a settings type's), newest first, a page at a time." })
    async revisions(@Args(() => RevisionListArgs) args: RevisionListArgs, @Ctx() ctx: RequestContext): Promise<Page<RevisionSummary>> {
      const { owner, itemId } = await subject(ctx, args.kind, args.id);
      return listRevisions(ctx.services.dataSource, owner.kind, itemId, args);
    }

    @Authorized()
    @Query(() => Revision, { description: 'One revision, with every field it stored.' })
    async revision(@Args(() => OneRevisionArgs) { kind, id, revisionId }: OneRevisionArgs, @Ctx() ctx: RequestContext): Promise<Revision> {
      const found = await subject(ctx, kind, id);
      return findRevision(ctx.services.dataSource, kind, found.itemId, revisionId);
    }

    @Authorized()
    @Mutation(() => Revision, {
      description: "Puts a revision's values (and images) back through the item's update: its rules apply, and it is recorded as a new revision. Answers the revision restored from.",
    })
    async restoreRevision(@Args(() => OneRevisionArgs) { kind, id, revisionId }: OneRevisionArgs, @Ctx() ctx: RequestContext): Promise<Revision> {
      const found = await subject(ctx, kind, id);
      const revision = await findRevision(ctx.services.dataSource, kind, found.itemId, revisionId);
      const values = restorableValues(ctx.services.dataSource.getMetadata(found.owner.entity), revision.fieldValues);
      await found.owner.restore(ctx, found.itemId, values, revision.images);
      return revision;
    }
  }
  return RevisionsResolver;
}
