import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { VERSION_ARG_DESCRIPTION } from '../editing/version-arg';
import type { ViewedRecord } from '../../infra/database/record';
import { readsAsAdministrator } from '../../api/http/auth-checker';
import type { RequestContext } from '../../api/http/context';
import { GraphQLUpload } from '../../api/schema/upload-scalar';
import type { Page, PageRequest } from '../paging/listing';
import { listingArgs } from '../paging/page-args';
import { pageType } from '../paging/page-type';
import type { FileUpload } from '../../infra/storage/image-file';
import { hasImages, type CollectionConfig } from './collection';
import { CollectionService, collectionActions, type Audience, type Uploads } from './collection-service';

type UploadArg = Promise<FileUpload> | Array<Promise<FileUpload>> | null | undefined;

/** A signed-in administrator also reads drafts and scheduled items; a restricted session is refused (403). */
const audienceOf = (ctx: RequestContext): Audience => (readsAsAdministrator(ctx) ? 'admin' : 'public');

const asList = (uploads: UploadArg): Uploads => (uploads ? ([] as Uploads).concat(uploads) : []);

/**
 * Builds the GraphQL API of a collection: its paged, searchable `list`, `item(id)`, and the add,
 * update and delete mutations, the writes for administrators only. Add and update answer the
 * item as stored, delete the id of the item it removed; a refusal is a GraphQL error.
 */
export function createCollectionResolver<T extends ViewedRecord, I extends object>(config: CollectionConfig<T, I>) {
  const uploadType = config.images.multiple ? () => [GraphQLUpload] : () => GraphQLUpload;
  // A collection without images has no upload arguments. Every parameter must be decorated
  // (TypeGraphQL passes them in the order decorated): these take the root value, empty here.
  const noArgument = Root();
  const uploadsArg = hasImages(config) ? Arg(config.images.arg, uploadType, { nullable: true }) : noArgument;
  const existingImagesArg = hasImages(config) ? Arg('existingImages', () => [String], { nullable: true }) : noArgument;
  const service = (ctx: RequestContext) =>
    new CollectionService(config, ctx.services.dataSource, ctx.services.images, ctx.services.contentVersion, ctx);
  // A collection without audit actions in the domain's list fails here, at start-up.
  collectionActions(config.key);
  const label = config.label;
  const ListArgs = listingArgs({ newestFirstBy: 'createdAt', ...config.listing });
  const ItemPage = pageType(`${config.entity.name}Page`, config.entity, `${label.toLowerCase()} items`);

  @Resolver()
  class CollectionResolver {
    @Query(() => ItemPage, { name: config.names.list, description: `${label} items, ${config.listing.ascendingBy?.length ? `in order of ${config.listing.ascendingBy.join(', ')}` : 'newest first'}, a page at a time.` })
    list(@Args(() => ListArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<T>> {
      return service(ctx).list(request, audienceOf(ctx));
    }

    @Query(() => config.entity, { name: config.names.item })
    item(
      @Arg('id', () => ID, { description: config.publishing ? 'Its id, slug or a former slug.' : undefined }) id: string,
      @Ctx() ctx: RequestContext,
    ): Promise<T> {
      return service(ctx).get(id, audienceOf(ctx));
    }

    @Authorized()
    @Mutation(() => config.entity, { name: config.names.add })
    add(
      @Arg('input', () => config.input) input: I,
      @uploadsArg uploads: UploadArg,
      @existingImagesArg existingImages: string[] | undefined,
      @Ctx() ctx: RequestContext,
    ): Promise<T> {
      return service(ctx).create(input, asList(uploads), existingImages ?? undefined);
    }

    @Authorized()
    @Mutation(() => config.entity, {
      name: config.names.update,
      description: 'existingImages: the image URLs to keep, in their new order (all kept when omitted): the item\'s own or any stored image of the media library; new files follow them.',
    })
    update(
      @Arg('id', () => ID) id: string,
      @Arg('input', () => config.input) input: I,
      @uploadsArg uploads: UploadArg,
      @existingImagesArg existingImages: string[] | undefined,
      @Arg('version', () => Int, { nullable: true, description: VERSION_ARG_DESCRIPTION }) version: number | null | undefined,
      @Ctx() ctx: RequestContext,
    ): Promise<T> {
      return service(ctx).update(id, input, asList(uploads), existingImages ?? undefined, version ?? undefined);
    }

    @Authorized()
    @Mutation(() => ID, { name: config.names.delete, description: `Moves the ${label.toLowerCase()} item to the trash (its images kept until it is purged); answers its id.` })
    remove(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
      return service(ctx).remove(id);
    }
  }
  return CollectionResolver;
}
