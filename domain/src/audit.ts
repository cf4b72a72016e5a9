import { collectionNames, collectionAuditActions, type ContentVerb, type DefinedCollectionKey } from './collections/index';

/**
 * What the audit trail records, named `thing.verb`: every sign-in, account,
 * content, settings and export action an administrator takes (see docs/data.md).
 * The gateway refuses to record a name that is not here; the Activity screen
 * offers these as its action filter.
 */
const LISTED_ACTIONS = [
  'login.succeeded',
  'login.failed',
  'login.refused',
  'logout',
  'session.ended',
  'password.changed',
  'twofactor.enabled',
  'twofactor.disabled',
  'twofactorpolicy.updated',
  'admin.created',
  'admin.updated',
  'admin.removed',
  'portfolio.created',
  'portfolio.updated',
  'portfolio.deleted',
  'portfolio.restored',
  'portfolio.purged',
  'testimonial.created',
  'testimonial.updated',
  'testimonial.deleted',
  'testimonial.restored',
  'testimonial.purged',
  'blog.created',
  'blog.updated',
  'blog.deleted',
  'blog.restored',
  'blog.purged',
  'statistics.updated',
  'footer.updated',
  'siteSettings.updated',
  'homePage.updated',
  'solutionsPage.updated',
  'aboutPage.updated',
  'contactPage.updated',
  'subscription.updated',
  'subscription.deleted',
  'newsletter.sent',
  'newsletter.tested',
  'newsletter.resent',
  'newsletterSettings.updated',
  'contact.updated',
  'contact.deleted',
  'contact.assigned',
  'contact.noted',
  'contact.replied',
  'media.uploaded',
  'media.updated',
  'media.replaced',
  'media.deleted',
  'redirect.created',
  'redirect.updated',
  'redirect.deleted',
  'redirects.imported',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.tested',
  'webhook.redelivered',
  'subscriptions.exported',
  'contacts.exported',
  'audit.exported',
] as const;

/** The collections defined as data (./collections) have their five actions derived from their key, not listed by hand. */
export const AUDIT_ACTIONS: readonly AuditActionName[] = [...LISTED_ACTIONS, ...collectionNames().flatMap(collectionAuditActions)];
export type AuditActionName = (typeof LISTED_ACTIONS)[number] | `${DefinedCollectionKey}.${ContentVerb}`;

/** Audit records older than this are pruned. */
export const AUDIT_RETENTION_DAYS = 400;

/** Items in a collection's trash longer than this are deleted for good (TRASH_DAYS overrides it). */
export const TRASH_RETENTION_DAYS = 30;

/** A changed field's before/after is kept only when both are at most this long (else only its name). */
export const AUDIT_VALUE_MAX_CHARS = 120;
