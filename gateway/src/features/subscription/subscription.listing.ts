import { SUBSCRIPTION_STATUSES, SPAM_STATUS } from '@consultancy/domain';
import type { Listing } from '../../content/paging/listing';
import { listingArgs } from '../../content/paging/page-args';
import { pageType } from '../../content/paging/page-type';
import { Subscription, SubscriptionStatus } from './subscription.entity';

/** The admin's list (and CSV export) of subscriptions: newest first, by status, searching address and source. */
export const subscriptionListing: Listing<Subscription> = {
  newestFirstBy: 'subscribedAt',
  search: ['email', 'source'],
  filters: {
    status: { values: SUBSCRIPTION_STATUSES, enum: SubscriptionStatus, hiddenUnlessAsked: [SPAM_STATUS], description: 'Only subscriptions with this status; without it, every status but spam.' },
  },
};

export const SubscriptionListArgs = listingArgs(subscriptionListing);
export const SubscriptionPage = pageType('SubscriptionPage', Subscription, 'subscriptions');
