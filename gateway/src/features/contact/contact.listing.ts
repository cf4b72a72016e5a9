import { CONTACT_STATUSES, SPAM_STATUS } from '@consultancy/domain';
import type { Listing } from '../../content/paging/listing';
import { listingArgs } from '../../content/paging/page-args';
import { pageType } from '../../content/paging/page-type';
import { Contact, ContactStatus } from './contact.entity';

/** The admin's list (and CSV export) of contact messages: newest first, by status, searching who wrote and what. */
export const contactListing: Listing<Contact> = {
  newestFirstBy: 'submittedAt',
  search: ['firstName', 'lastName', 'email', 'company', 'message'],
  filters: {
    status: { values: CONTACT_STATUSES, enum: ContactStatus, hiddenUnlessAsked: [SPAM_STATUS], description: 'Only messages with this status; without it, every status but spam.' },
    assigneeId: { description: 'Only messages assigned to this administrator (their id).' },
  },
};

export const ContactListArgs = listingArgs(contactListing);
export const ContactPage = pageType('ContactPage', Contact, 'contact messages');
