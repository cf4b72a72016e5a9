import { IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { recordAudit, withAudit } from '../../content/audit/audit-record';
import type { Listing, Page, PageRequest } from '../../content/paging/listing';
import { listingArgs } from '../../content/paging/page-args';
import { listPage } from '../../content/paging/paged-query';
import { pageType } from '../../content/paging/page-type';
import { findOr404 } from '../../infra/database/find';
import type { RequestContext } from '../../api/http/context';
import { EmailAddress, MaxChars, SingleLine } from '../../content/validation/rules';
import { readNewsletterSettings, saveNewsletterSettings } from './newsletter-auto';
import { NewsletterSend } from './newsletter-send.entity';
import { NewsletterSettings } from './newsletter-settings.entity';
import { countAudience, createSend, resendUnknown, withCounts, type NewsletterSources } from './newsletter-sends';

@ArgsType()
class SendNewsletterArgs {
  @Field(() => ID) postId: string;
  @Field(() => String, { nullable: true, description: "Empty or left out: the post's title." })
  @IsOptional() @SingleLine() @MaxChars(300) subject?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Send to `to` only, as a test: it does not count as the post\'s send.' }) test?: boolean | null;
  @Field(() => String, { nullable: true, description: 'The address of a test send.' }) @IsOptional() @EmailAddress() to?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Send a post that was sent before again.' }) confirmResend?: boolean | null;
}

/** The sends, newest first, searching their subjects. */
const sendListing: Listing<NewsletterSend> = { newestFirstBy: 'createdAt', search: ['subject'], filters: {} };
const NewsletterSendListArgs = listingArgs(sendListing);
const NewsletterSendPage = pageType('NewsletterSendPage', NewsletterSend, 'newsletterSends');

/** Posts emailed to subscribers; the posts and the company details come from `sources` (registry.ts). */
export function createNewsletterResolver(sources: NewsletterSources) {
  @Resolver()
  class NewsletterResolver {
    @Authorized('owner')
    @Mutation(() => NewsletterSend, {
      description: 'Emails a published post to every confirmed, active subscriber (through the outbox, at NEWSLETTER_RATE_PER_SECOND), or as a test to one address. A post already sent is refused (CONFLICT) unless confirmResend.',
    })
    async sendNewsletter(@Args() request: SendNewsletterArgs, @Ctx() ctx: RequestContext): Promise<NewsletterSend> {
      const { dataSource, config } = ctx.services;
      const send = await createSend(dataSource, config, sources, request, { id: ctx.admin?.id ?? null, email: ctx.admin?.email ?? '' },
        (manager, created) => recordAudit(manager, ctx, created.test ? 'newsletter.tested' : 'newsletter.sent',
          { kind: 'blog', id: created.postId, label: created.subject }));
      return withCounts(dataSource, send);
    }

    @Authorized('owner')
    @Mutation(() => NewsletterSend, {
      description: "Sends a send's unknown emails again (their replica stopped mid-send: some may have arrived, so those recipients may get a second copy).",
    })
    async resendUnknownNewsletterEmails(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<NewsletterSend> {
      const { dataSource } = ctx.services;
      const send = await findOr404(dataSource.getRepository(NewsletterSend), id, 'Newsletter send');
      await withAudit(dataSource, ctx, 'newsletter.resent', (manager) => resendUnknown(manager, send),
        (count) => (count ? { target: { kind: 'blog', id: send.postId, label: send.subject }, changes: [{ field: 'unknown', before: String(count), after: '0' }] } : null));
      return withCounts(dataSource, send);
    }

    @Authorized('owner')
    @Query(() => Int, { description: 'How many subscriptions a newsletter sent now would reach: the confirmed, active ones.' })
    newsletterAudience(@Ctx() ctx: RequestContext): Promise<number> {
      return countAudience(ctx.services.dataSource.manager);
    }

    @Authorized('owner')
    @Query(() => NewsletterSettings)
    newsletterSettings(@Ctx() ctx: RequestContext): Promise<NewsletterSettings> {
      return readNewsletterSettings(ctx.services.dataSource.manager);
    }

    @Authorized('owner')
    @Mutation(() => NewsletterSettings, { description: 'Turns on or off sending each new post when it is published (scheduled posts when their time comes).' })
    async updateNewsletterSettings(@Arg('sendNewPosts', () => Boolean) sendNewPosts: boolean, @Ctx() ctx: RequestContext): Promise<NewsletterSettings> {
      const before = (await readNewsletterSettings(ctx.services.dataSource.manager)).sendNewPosts;
      return withAudit(ctx.services.dataSource, ctx, 'newsletterSettings.updated', (manager) => saveNewsletterSettings(manager, sendNewPosts),
        () => ({ target: { kind: 'newsletterSettings', label: 'Newsletter' }, changes: before === sendNewPosts ? [] : [{ field: 'sendNewPosts', before: String(before), after: String(sendNewPosts) }] }));
    }

    @Authorized('owner')
    @Query(() => NewsletterSendPage, { description: 'Newsletter sends, newest first, with their counts.' })
    async newsletterSends(@Args(() => NewsletterSendListArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<NewsletterSend>> {
      const { dataSource } = ctx.services;
      const found = await listPage(dataSource.getRepository(NewsletterSend), sendListing, request);
      return { ...found, items: await Promise.all(found.items.map((send) => withCounts(dataSource, send))) };
    }

    @Authorized('owner')
    @Query(() => NewsletterSend, { description: 'One send with its queued, retrying, sent, failed, unknown and unsubscribed-since counts.' })
    async newsletterSend(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<NewsletterSend> {
      const { dataSource } = ctx.services;
      return withCounts(dataSource, await findOr404(dataSource.getRepository(NewsletterSend), id, 'Newsletter send'));
    }
  }
  return NewsletterResolver;
}
