import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Page, PageRequest, Listing } from '../../content/paging/listing';
import { listingArgs } from '../../content/paging/page-args';
import { listPage } from '../../content/paging/paged-query';
import { pageType } from '../../content/paging/page-type';
import type { FileUpload } from '../../infra/storage/image-file';
import type { RequestContext } from '../../api/http/context';
import { GraphQLUpload } from '../../api/schema/upload-scalar';
import { markSeen } from './not-found-log';
import { NotFoundPath } from './not-found-path.entity';
import { RedirectImport, importRedirects } from './redirect-import';
import { RedirectInput } from './redirect-input';
import { RedirectService } from './redirect-service';
import { Redirect } from './redirect.entity';

/** The redirect table, newest first, searched in both paths. */
const redirectListing: Listing<Redirect> = { newestFirstBy: 'createdAt', search: ['fromPath', 'to'] };
/** The 404 log, most requested first (the listing's order column): what is worth a redirect comes first. */
const notFoundListing: Listing<NotFoundPath> = { newestFirstBy: 'hits', search: ['path', 'referrer'] };

const RedirectArgs = listingArgs(redirectListing);
const NotFoundArgs = listingArgs(notFoundListing);
const RedirectPage = pageType('RedirectPage', Redirect, 'redirects');
const NotFoundPathPage = pageType('NotFoundPathPage', NotFoundPath, 'missing URLs');

/** Redirects and the 404 log: any administrator, like the site's settings. */
@Resolver()
export class RedirectsResolver {
  @Authorized()
  @Query(() => RedirectPage, { description: 'The redirect table, newest first, a page at a time.' })
  redirects(@Args(() => RedirectArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<Redirect>> {
    return listPage(ctx.services.dataSource.getRepository(Redirect), redirectListing, request);
  }

  @Authorized()
  @Query(() => NotFoundPathPage, { description: 'The missing URLs visitors asked for (bots left out), most requested first; a path that now redirects is no longer listed. The paths listed are marked seen: past the log\'s cap they outlast paths asked for once and never shown.' })
  async notFoundPaths(@Args(() => NotFoundArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<NotFoundPath>> {
    const page = await listPage(ctx.services.dataSource.getRepository(NotFoundPath), notFoundListing, request);
    await markSeen(ctx.services.dataSource, page.items.map((row) => row.id));
    return page;
  }

  @Authorized()
  @Mutation(() => Redirect, { description: 'Adds a redirect; refused when its from-path has one already (CONFLICT) or it would make a loop or chain (BAD_USER_INPUT).' })
  addRedirect(@Arg('input', () => RedirectInput) input: RedirectInput, @Ctx() ctx: RequestContext): Promise<Redirect> {
    return new RedirectService(ctx.services, ctx).add(input);
  }

  @Authorized()
  @Mutation(() => Redirect, { description: 'Changes a redirect, checked like a new one; its hits are kept.' })
  updateRedirect(@Arg('id', () => ID) id: string, @Arg('input', () => RedirectInput) input: RedirectInput, @Ctx() ctx: RequestContext): Promise<Redirect> {
    return new RedirectService(ctx.services, ctx).update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes a redirect; answers its id.' })
  deleteRedirect(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return new RedirectService(ctx.services, ctx).remove(id);
  }

  @Authorized()
  @Mutation(() => RedirectImport, { description: 'Imports a CSV of redirects (a WordPress Redirection export, at most 1 MB): each valid line is added, each other one reported with its reason.' })
  importRedirects(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: RequestContext): Promise<RedirectImport> {
    return importRedirects(ctx.services, ctx, file);
  }
}
