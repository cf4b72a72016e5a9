import type { DataSource, EntityManager } from 'typeorm';
import { CONFIRMATION_DAYS, type SubscriptionStatusName } from '@consultancy/domain';
import type { Config } from '../../config';
import { enqueueEmail } from '../../infra/outbox/outbox';
import { DAY_MS, HOUR_MS, repeatEvery, type StopTask } from '../../infra/periodic/repeat-every';
import { badInput, notFound } from '../../api/errors/api-error';
import { confirmLink, confirmToken, issuedAt, readLinkToken, unsubscribeLink, unsubscribeToken, type LinkReading, type Purpose } from './subscription-links';
import { Subscription } from './subscription.entity';

/** Asking again for the same address emails it again (a confirmation, or "already subscribed"), but not more often than this. */
const RESEND_AFTER_MS = 60 * 60 * 1000;

function confirmationEmail(config: Config, id: string) {
  const link = confirmLink(config, confirmToken(config.jwtSecret, id));
  const text = [
    'Please confirm your subscription.',
    '',
    `Open this link to confirm it: ${link}`,
    '',
    `The link works for ${CONFIRMATION_DAYS} days. If you did not subscribe, ignore this email: without`,
    'your confirmation the address gets no newsletter, and it is forgotten after those days.',
  ];
  return { subject: 'Please confirm your subscription', text: `${text.join('\n')}\n` };
}

/** What a confirmed address gets when it is typed in again: the form answers the same for every address, this tells the rest. */
function alreadySubscribedEmail(config: Config, id: string) {
  const text = [
    'Someone, probably you, asked to subscribe this address to our product updates.',
    '',
    'It is subscribed already, and confirmed: nothing changed, and there is nothing to do.',
    '',
    `To stop getting them, open this link: ${unsubscribeLink(config, unsubscribeToken(config.jwtSecret, id))}`,
  ];
  return { subject: 'You are already subscribed', text: `${text.join('\n')}\n` };
}

/**
 * Queues the email an address gets when it is typed in the form (a confirmation to open, or,
 * once confirmed, word that it is subscribed already), unless one went less than an hour ago:
 * the claim is one conditional UPDATE, so parallel subscribes send one, and the email is queued
 * in the same transaction. Nothing is queued when the site cannot send email (SMTP_URL unset).
 */
export async function askToConfirm(manager: EntityManager, email: string, config: Config, now = new Date()): Promise<void> {
  if (!config.mail.smtpUrl) return;
  const { affected } = await manager.createQueryBuilder()
    .update(Subscription)
    .set({ confirmationSentAt: now })
    .where("email = :email AND status = 'active' AND (confirmationSentAt IS NULL OR confirmationSentAt < :before)", {
      email, before: new Date(now.getTime() - RESEND_AFTER_MS),
    })
    .execute();
  if (affected !== 1) return;
  const { id, confirmedAt } = await manager.getRepository(Subscription).findOneByOrFail({ email });
  const message = confirmedAt ? alreadySubscribedEmail(config, id) : confirmationEmail(config, id);
  await enqueueEmail(manager, { recipient: email, ...message }, now);
}

const REFUSALS: Record<Purpose, Record<Exclude<LinkReading, { id: string }>, string>> = {
  confirm: {
    invalid: 'This confirmation link is not valid. Please copy the whole link from the email.',
    expired: `This confirmation link has expired (it works for ${CONFIRMATION_DAYS} days). Please subscribe again to get a new one.`,
  },
  unsubscribe: {
    invalid: 'This unsubscribe link is not valid. Please copy the whole link from the email.',
    expired: 'This unsubscribe link has expired (it works for a year). Please use the link of a newer email.',
  },
};

/**
 * A confirmation link older than the subscription as it is now (the address unsubscribed, or
 * left and was typed in again, since the link was sent) does nothing: only the newest email's
 * link confirms, so an old one cannot undo an unsubscribe.
 */
const SUPERSEDED_CONFIRMATION = 'This confirmation link is older than the subscription\'s last change. Please subscribe again to get a new one.';

/** The subscription a link names, or the reason the link does nothing. */
async function subscriptionOf(dataSource: DataSource, config: Config, purpose: Purpose, token: string): Promise<Subscription> {
  const reading = readLinkToken(config.jwtSecret, purpose, token);
  if (typeof reading === 'string') throw badInput(REFUSALS[purpose][reading]);
  const subscription = await dataSource.getRepository(Subscription).findOneBy({ id: reading.id });
  if (!subscription) throw notFound('This subscription no longer exists. You can subscribe again from the site.');
  if (purpose === 'confirm' && (subscription.status !== 'active' || issuedAt('confirm', reading) < subscription.subscribedAt.getTime())) {
    throw badInput(SUPERSEDED_CONFIRMATION);
  }
  return subscription;
}

/** What each link does to the subscription it names (each may be opened twice: the second changes nothing). */
const CHANGES: Record<'confirm' | 'unsubscribe' | 'resubscribe', (subscription: Subscription, now: Date) => Partial<Subscription>> = {
  confirm: (subscription, now) => ({ status: 'active', confirmedAt: subscription.confirmedAt ?? now }),
  unsubscribe: () => ({ status: 'unsubscribed' }),
  // The unsubscribe link came to the address's mailbox: coming back with it needs no new confirmation.
  resubscribe: (subscription, now) => ({ status: 'active', confirmedAt: subscription.confirmedAt ?? now }),
};

/** Confirms, unsubscribes or resubscribes the subscription a link names; answers its status now. */
export async function followLink(dataSource: DataSource, config: Config, action: keyof typeof CHANGES, token: string): Promise<SubscriptionStatusName> {
  const subscription = await subscriptionOf(dataSource, config, action === 'confirm' ? 'confirm' : 'unsubscribe', token);
  const changes = CHANGES[action](subscription, new Date());
  await dataSource.getRepository(Subscription).update(subscription.id, { ...changes, updatedAt: new Date() });
  return changes.status!;
}

/** Subscriptions asked to confirm more than CONFIRMATION_DAYS ago and never confirmed: forgotten. */
export async function dropUnconfirmed(dataSource: DataSource, now = Date.now()): Promise<number> {
  const { affected } = await dataSource.createQueryBuilder()
    .delete()
    .from(Subscription)
    .where('confirmedAt IS NULL AND confirmationSentAt < :before', { before: new Date(now - CONFIRMATION_DAYS * DAY_MS) })
    .execute();
  return affected ?? 0;
}

export function startUnconfirmedPruning(dataSource: DataSource, warn: (message: string) => void): StopTask {
  return repeatEvery(HOUR_MS, 'Removing unconfirmed subscriptions', () => dropUnconfirmed(dataSource), warn);
}
