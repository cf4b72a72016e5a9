/**
 * What a change that succeeded says. GraphQL answers the changed object and
 * leaves the words to its client; the REST API answers them as `message`, and
 * the admin panel and the site show them: all read them from here, so the
 * words cannot drift apart.
 */

/** The collections' names in messages, by their key ('Portfolio added successfully'). */
export const COLLECTION_LABELS = { portfolio: 'Portfolio', testimonial: 'Testimonial', blog: 'Blog' } as const;

/** An item of a collection added, updated or deleted; `label` is one of COLLECTION_LABELS. */
export const collectionMessages = (label: string) => ({
  added: `${label} added successfully`,
  updated: `${label} updated successfully`,
  deleted: `${label} deleted successfully`,
  /** Out of the trash, back where it was. */
  restored: `${label} restored successfully`,
  /** Out of the trash for good, with its images. */
  purged: `${label} deleted permanently`,
});

/** A revision put back (the panel's History shows the same moment): "Portfolio restored from the revision of 2026-11-26 16:05:12 UTC". */
export const revisionRestoredMessage = (label: string, savedAt: string | Date) =>
  `${label} restored from the revision of ${new Date(savedAt).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** The contact form's message was received (also when the form checks took it for spam: a bot learns nothing). */
export const CONTACT_SENT_MESSAGE = "Message sent successfully! We'll get back to you soon.";

export const ALERT_SETTINGS_SAVED_MESSAGE = 'Alert settings updated successfully';

/**
 * How a subscribe call ended (the GraphQL enum SubscribeOutcome), and what the visitor is told:
 * one answer for every address, new, waiting, confirmed or unsubscribed, so that nobody learns
 * from it whether an address is on the list (the email to the address tells the rest).
 */
export const SUBSCRIBE_MESSAGES = {
  SUBSCRIBED: 'Subscribed successfully! Thank you for subscribing.',
} as const;
export type SubscribeOutcomeName = keyof typeof SUBSCRIBE_MESSAGES;
export const SUBSCRIBE_OUTCOMES = Object.keys(SUBSCRIBE_MESSAGES) as SubscribeOutcomeName[];

/** The administrators' own account and the team. */
export const ACCOUNT_MESSAGES = {
  signedIn: 'Login successful',
  twoFactorNeeded: 'Enter the code from your authenticator app, or a recovery code, to finish signing in.',
  loggedOut: 'Logged out',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  sessionEnded: 'Session ended',
  otherSessionsEnded: (count: number) => `Signed out everywhere else: ${count} session${count === 1 ? '' : 's'} ended`,
  adminAdded: (email: string) => `Administrator ${email} added`,
  adminUpdated: (email: string) => `Administrator ${email} updated`,
  adminRemoved: (email: string) => `Administrator ${email} removed`,
  twoFactorSetUp: 'Scan the QR code (or type the secret) in your authenticator app, then enter the code it shows.',
  twoFactorOn: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only now.',
  twoFactorOff: 'Two-factor sign-in is off.',
  twoFactorPolicy: (required: boolean) =>
    required ? 'Two-factor sign-in is now required for every administrator.' : 'Two-factor sign-in is no longer required.',
} as const;
