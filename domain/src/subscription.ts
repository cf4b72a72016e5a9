/** A subscription is active, or it is not; `spam` marks one the form checks judged to come from a bot (see forms.ts). */
export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed', 'spam'] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where a visitor subscribed; an empty source is shown as the mobile menu's. */
export const SUBSCRIBE_SOURCES = { footer: 'desktop_footer', mobileMenu: 'mobile_menu' } as const;

/** The public page a subscriber's emailed links end on (`?state=`), and the links' own paths under it. */
export const SUBSCRIPTION_PAGE = '/subscription';

/** What the page says: a link did its work, or why it could not. */
export const SUBSCRIPTION_PAGE_STATES = ['confirmed', 'unsubscribed', 'resubscribed', 'expired', 'invalid', 'gone'] as const;
export type SubscriptionPageState = (typeof SUBSCRIPTION_PAGE_STATES)[number];

/** A confirmation link works this long after it was sent; unconfirmed, the subscription is then forgotten. */
export const CONFIRMATION_DAYS = 7;

/** An emailed unsubscribe link works this long (list mail is opened, and left, long after it came). */
export const UNSUBSCRIBE_LINK_DAYS = 365;
