import { CONFIRMATION_DAYS, SUBSCRIPTION_PAGE_STATES, UNSUBSCRIBE_LINK_DAYS, type SubscriptionPageState } from '@consultancy/domain';

export interface StateText {
  title: string;
  text: string;
}

/** What the page says after each link (see the gateway's subscription-pages.ts), and with none. */
export const STATE_TEXTS: Record<SubscriptionPageState | 'manage', StateText> = {
  confirmed: {
    title: 'Your subscription is confirmed',
    text: 'Thank you. New posts will come to your inbox, and each email has a link to leave with one click.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'No more newsletters will be sent to this address. Changed your mind? You can come back at once.',
  },
  resubscribed: {
    title: 'Welcome back',
    text: 'You are subscribed again: new posts will come to your inbox.',
  },
  expired: {
    title: 'This link has expired',
    text: `A confirmation link works for ${CONFIRMATION_DAYS} days, an unsubscribe link for ${UNSUBSCRIBE_LINK_DAYS}. To subscribe, use the form at the bottom of the page and open the new link within the week; to leave, use the link in a newer newsletter.`,
  },
  invalid: {
    title: 'This link is not valid',
    text: 'Part of the link may be missing: open it from the email again, or copy all of it into the address bar.',
  },
  gone: {
    title: 'This subscription no longer exists',
    text: `It may have gone ${CONFIRMATION_DAYS} days after its confirmation email. You can subscribe again with the form at the bottom of the page.`,
  },
  manage: {
    title: 'Manage your subscription',
    text: 'Every newsletter ends with a link to unsubscribe in one click. To subscribe, use the form at the bottom of the page.',
  },
};

/** The state a `?state=` names, or 'manage' for none or an unknown one. */
export const stateOf = (value: string | null): SubscriptionPageState | 'manage' =>
  (SUBSCRIPTION_PAGE_STATES as readonly string[]).includes(value ?? '') ? (value as SubscriptionPageState) : 'manage';
