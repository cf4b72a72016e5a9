/** The shortest administrator password the site accepts. */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * What an administrator may do: an owner everything, an editor the public
 * content only (projects, testimonials, posts, statistics, footer).
 */
export const ADMIN_ROLES = ['owner', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** A session nobody has used for this long is dropped; its token stops working. */
export const SESSION_IDLE_DAYS = 30;
