import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import { PageArgs } from '../../content/paging/page-args';
import { pageType } from '../../content/paging/page-type';

const StoredImagePage = pageType('StoredImagePage', String, 'stored images');

/**
 * The images in the storage (originals, not their copies), for settings that
 * pick one of them (site-wide link-preview image, organization logo).
 */
@Resolver()
export class StoredImagesResolver {
  @Authorized()
  @Query(() => StoredImagePage, { description: 'URLs of the stored images, a page at a time; q keeps those whose URL contains it.' })
  async storedImages(@Args(() => PageArgs) { page, limit, q }: PageArgs, @Ctx() ctx: RequestContext) {
    const text = q?.trim().toLowerCase();
    const urls = (await ctx.services.images.originals()).filter((url) => !text || url.toLowerCase().includes(text));
    return { items: urls.slice((page - 1) * limit, page * limit), page, limit, total: urls.length, pages: Math.max(1, Math.ceil(urls.length / limit)) };
  }
}
