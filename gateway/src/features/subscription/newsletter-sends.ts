import type { DataSource, EntityManager } from 'typeorm';
import { siteAddress, type Config } from '../../config';
import { isDuplicateKey } from '../../infra/database/duplicate-key';
import { OutboxEmail } from '../../infra/outbox/outbox-email.entity';
import { enqueueMailing, storeTemplate, type MailingRecipient } from '../../infra/outbox/outbox-templates';
import { apiError, badInput, notFound } from '../../api/errors/api-error';
import { newsletterEmail, type NewsletterCompany, type NewsletterPost } from './newsletter-email';
import { NewsletterSend, type NewsletterSendStatusName } from './newsletter-send.entity';
import { oneClickUnsubscribeUrl, unsubscribeLink, unsubscribeToken } from './subscription-links';
import { Subscription } from './subscription.entity';

/** What the newsletter reads from other features, handed in by registry.ts. */
export interface NewsletterSources {
  post(dataSource: DataSource, id: string): Promise<NewsletterPost | null>;
  company(dataSource: DataSource): Promise<NewsletterCompany>;
  /** The ids of the posts public now whose publication time is `since` or later, oldest first. */
  publishedSince(dataSource: DataSource, since: Date): Promise<string[]>;
}

interface SendRequest {
  postId: string;
  subject?: string | null;
  test?: boolean | null;
  to?: string | null;
  confirmResend?: boolean | null;
}

export interface Sender {
  id: string | null;
  email: string;
}

/** The personal fields of one subscriber's email: its unsubscribe page and RFC 8058 one-click address. */
function recipientOf(config: Config, subscription: Pick<Subscription, 'id' | 'email'>): MailingRecipient {
  const token = unsubscribeToken(config.jwtSecret, subscription.id);
  return {
    recipient: subscription.email,
    reference: subscription.id,
    fields: { unsubscribeUrl: unsubscribeLink(config, token), oneClickUrl: oneClickUnsubscribeUrl(config, token) },
  };
}

/** A test goes to one address that may be no subscriber: its links lead to the subscription page. */
function testRecipient(config: Config, to: string): MailingRecipient {
  const page = `${siteAddress(config)}/subscription`;
  return { recipient: to, reference: null, fields: { unsubscribeUrl: page, oneClickUrl: page } };
}

/** The subscriptions that asked for newsletters: confirmed and active. */
const audience = (manager: EntityManager) => manager.getRepository(Subscription).createQueryBuilder('subscription')
  .where("subscription.status = 'active' AND subscription.confirmedAt IS NOT NULL");

export const countAudience = (manager: EntityManager) => audience(manager).getCount();

/** Exactly the audience, read in the send's own transaction. */
async function confirmedRecipients(manager: EntityManager, config: Config): Promise<MailingRecipient[]> {
  const rows = await audience(manager).select(['subscription.id', 'subscription.email']).orderBy('subscription.subscribedAt', 'ASC').getMany();
  return rows.map((row) => recipientOf(config, row));
}

async function publishedPost(dataSource: DataSource, sources: NewsletterSources, postId: string): Promise<NewsletterPost> {
  const post = await sources.post(dataSource, postId);
  if (!post) throw notFound('Post not found');
  if (!post.published) throw badInput('Only a published post can be emailed to subscribers.');
  return post;
}

// 409, as an edit made from an older version: the request is sound, the post's state refuses it.
const sentBefore = () => apiError('CONFLICT', 'This post was already emailed to subscribers. Send confirmResend: true to send it again.', { status: 409 });

async function refuseSecondSend(manager: EntityManager, postId: string): Promise<void> {
  const earlier = await manager.getRepository(NewsletterSend).countBy({ postId, test: false });
  if (earlier > 0) throw sentBefore();
}

/**
 * Writes a send: the email rendered once, the send and one outbox row per recipient, all in
 * one transaction, so the recipients are exactly the confirmed, active subscriptions of that
 * moment and a refused or failed send leaves nothing. The outbox worker sends them.
 */
export async function createSend(dataSource: DataSource, config: Config, sources: NewsletterSources, request: SendRequest, sender: Sender, audit: (manager: EntityManager, send: NewsletterSend) => Promise<void>): Promise<NewsletterSend> {
  if (!config.mail.smtpUrl) throw badInput('The site cannot send email: set SMTP_URL (docs/configuration.md).');
  if (request.test && !request.to) throw badInput('to is required for a test send');
  const post = await publishedPost(dataSource, sources, request.postId);
  const subject = request.subject?.trim() || post.title;
  const template = await newsletterEmail(post, await sources.company(dataSource), siteAddress(config), subject);
  const first = !request.test && !request.confirmResend;
  return dataSource.transaction(async (manager) => {
    if (first) await refuseSecondSend(manager, post.id);
    const recipients = request.test ? [testRecipient(config, request.to!)] : await confirmedRecipients(manager, config);
    const templateId = await storeTemplate(manager, template);
    const repo = manager.getRepository(NewsletterSend);
    const send = await repo.save(repo.create({
      postId: post.id, subject, status: recipients.length ? 'queued' : 'sent', test: Boolean(request.test), total: recipients.length,
      templateId, createdById: sender.id, createdByEmail: sender.email, firstSendOf: first ? post.id : null,
    })).catch((error: unknown) => {
      // Another first send of the post committed since this one looked (a double click, two tabs).
      throw isDuplicateKey(error) ? sentBefore() : error;
    });
    await enqueueMailing(manager, templateId, recipients);
    await audit(manager, send);
    return send;
  });
}

const statusOf = (send: NewsletterSend): NewsletterSendStatusName => {
  if (send.queued + send.retrying === 0) return 'sent';
  return send.sent + send.failed + send.unknown > 0 ? 'sending' : 'queued';
};

/** The send's outbox rows by state: the sent ones are counted as what is left of the total, since they are pruned after 30 days. */
async function stateCounts(dataSource: DataSource, templateId: string) {
  const rows = await dataSource.getRepository(OutboxEmail).createQueryBuilder('email')
    .select('email.state', 'state')
    .addSelect("CASE WHEN email.state = 'queued' AND email.attempts > 0 THEN 1 ELSE 0 END", 'tried')
    .addSelect('COUNT(*)', 'count')
    .where("email.templateId = :templateId AND email.state <> 'sent'", { templateId })
    .groupBy('email.state').addGroupBy('tried')
    .getRawMany<{ state: string; tried: string | number; count: string | number }>();
  const count = (state: string, tried = 0) => rows.filter((row) => row.state === state && Number(row.tried) === tried)
    .reduce((sum, row) => sum + Number(row.count), 0);
  return { queued: count('queued'), retrying: count('queued', 1), failed: count('failed'), unknown: count('unknown') };
}

/**
 * Fills a send's counts from the outbox: every recipient is queued, retrying, sent, failed or
 * unknown (the five add up to the total), and its recipients now unsubscribed since. The
 * stored status follows.
 */
export async function withCounts(dataSource: DataSource, send: NewsletterSend): Promise<NewsletterSend> {
  const left = await dataSource.getRepository(OutboxEmail).createQueryBuilder('email')
    .innerJoin(Subscription, 'subscription', 'subscription.id = email.reference')
    .where('email.templateId = :templateId', { templateId: send.templateId })
    .andWhere("subscription.status = 'unsubscribed' AND subscription.updatedAt > :since", { since: send.createdAt })
    .getCount();
  Object.assign(send, await stateCounts(dataSource, send.templateId));
  send.sent = send.total - send.queued - send.retrying - send.failed - send.unknown;
  send.unsubscribedSince = left;
  const status = statusOf(send);
  if (status !== send.status) await dataSource.getRepository(NewsletterSend).update(send.id, { status });
  send.status = status;
  return send;
}

/** Queues a send's unknown emails again, in `manager`'s transaction (the owner's choice: a recipient may get a second copy). Answers how many. */
export async function resendUnknown(manager: EntityManager, send: NewsletterSend, now = new Date()): Promise<number> {
  const { affected } = await manager.getRepository(OutboxEmail).createQueryBuilder().update()
    .set({ state: 'queued', claimedUntil: null, nextAttemptAt: now, lastError: '', updatedAt: now })
    .where("templateId = :templateId AND state = 'unknown'", { templateId: send.templateId })
    .execute();
  return affected ?? 0;
}
