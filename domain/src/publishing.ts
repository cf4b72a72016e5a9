/** Whether a project or post is on the public site (once its publishAt has passed) or only in the admin panel. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/**
 * A slug: the readable last part of a public URL (/blog/{slug}): lowercase
 * ASCII letters and digits, words joined by single hyphens.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
export const SLUG_MESSAGE = `slug must be lowercase letters a-z and digits, words joined by single hyphens, at most ${SLUG_MAX_LENGTH} characters`;

/** Per-item SEO fields: the title and description used in the head instead of the item's own, when set. */
export const SEO_TITLE_MAX_LENGTH = 200;
export const SEO_DESCRIPTION_MAX_LENGTH = 300;
/** What search results show of a description: the admin form counts towards it. */
export const SEO_DESCRIPTION_ADVISED_LENGTH = 160;
