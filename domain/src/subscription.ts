/** A subscription is active, or it is not; `spam` marks one the form checks judged to come from a bot (see forms.ts). */
export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed', 'spam'] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where a visitor subscribed; an empty source is shown as the mobile menu's. */
export const SUBSCRIBE_SOURCES = { footer: 'desktop_footer', mobileMenu: 'mobile_menu' } as const;
