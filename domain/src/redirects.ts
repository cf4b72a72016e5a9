/** The redirect table's words and limits, shared by its REST answers and the admin panel's Redirects screen. */
export const REDIRECT_MESSAGES = {
  created: 'Redirect created successfully',
  updated: 'Redirect updated successfully',
  deleted: 'Redirect deleted successfully',
  notFound: 'Redirect not found',
} as const;

/** The statuses a redirect answers with: moved for good (301, the default) or for now (302). */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUSES)[number];
export const DEFAULT_REDIRECT_STATUS: RedirectStatusCode = 301;

/** The longest from-path (with its query string) and target a redirect keeps. */
export const REDIRECT_FROM_MAX_CHARS = 500;
export const REDIRECT_TO_MAX_CHARS = 2000;

/** The largest CSV file the import reads (a WordPress export of thousands of redirects is far smaller). */
export const REDIRECT_IMPORT_MAX_BYTES = 1024 * 1024;

/** How a CSV import ended, in words: how many rows were imported and refused. */
export const redirectImportMessage = (imported: number, refused: number) =>
  `${imported} ${imported === 1 ? 'redirect' : 'redirects'} imported, ${refused} ${refused === 1 ? 'line' : 'lines'} refused`;
