import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { VERSION_ARG_DESCRIPTION } from '../../content/editing/version-arg';
import type { Page } from '../../content/paging/listing';
import { pageType } from '../../content/paging/page-type';
import type { FileUpload } from '../../infra/storage/image-file';
import type { RequestContext } from '../../api/http/context';
import { GraphQLUpload } from '../../api/schema/upload-scalar';
import { Media } from './media.entity';
import { MediaArgs, MediaInput } from './media.inputs';
import { MediaLibrary } from './media-library';

const MediaPage = pageType('MediaPage', Media, 'library images');

/** The media library: every stored image, with where it is used; administrators only. */
@Resolver()
export class MediaResolver {
  @Authorized()
  @Query(() => MediaPage, { description: 'The library’s images, newest first, a page at a time, with where each is used.' })
  media(@Args(() => MediaArgs) args: MediaArgs, @Ctx() ctx: RequestContext): Promise<Page<Media>> {
    return new MediaLibrary(ctx).list(args);
  }

  @Authorized()
  @Query(() => Media, { description: 'One library image, with where it is used.' })
  mediaItem(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Media> {
    return new MediaLibrary(ctx).get(id);
  }

  @Authorized()
  @Mutation(() => Media, { description: 'Stores a new image in the library (PNG, JPEG, GIF or WebP, at most 10 MB; checked and re-encoded).' })
  uploadMedia(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: RequestContext): Promise<Media> {
    return new MediaLibrary(ctx).upload(file);
  }

  @Authorized()
  @Mutation(() => Media, { description: 'Changes an image’s alt text and focal point; a field left out keeps its value.' })
  updateMedia(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MediaInput) input: MediaInput,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG_DESCRIPTION }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Media> {
    return new MediaLibrary(ctx).update(id, input, version ?? undefined);
  }

  @Authorized()
  @Mutation(() => Media, { description: 'Replaces an image’s file, keeping every use: each item and setting that used it shows the new file.' })
  replaceMediaFile(
    @Arg('id', () => ID) id: string,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG_DESCRIPTION }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Media> {
    return new MediaLibrary(ctx).replace(id, file, version ?? undefined);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes an unused image and its files; refused (CONFLICT, extensions.details.uses) while anything uses it.' })
  deleteMedia(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return new MediaLibrary(ctx).remove(id);
  }
}
