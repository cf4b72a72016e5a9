/**
 * A contact message's statuses; an administrator may set any of them at any time.
 * `spam` is set by the server for posts its form checks judged to come from a bot
 * (see forms.ts): lists, counts and exports leave those out unless asked for them.
 */
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'closed', 'spam'] as const;
export type ContactStatusName = (typeof CONTACT_STATUSES)[number];

/** The source recorded for messages sent with the public contact form. */
export const CONTACT_FORM_SOURCE = 'contact_form';

/** A message in the contacts CSV is cut to this many characters, plus '...'. */
export const CONTACT_CSV_MESSAGE_CHARS = 100;
