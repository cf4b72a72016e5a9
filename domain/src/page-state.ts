/**
 * The id of the `<script type="application/json">` block in which a server-rendered
 * page hands its data to the browser (a data block, not code: the site's
 * Content-Security-Policy allows no inline scripts).
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** Where the admin panel keeps its bearer token (local storage); a public page opened with ?preview sends it. */
export const ADMIN_TOKEN_STORAGE_KEY = 'token';

/** The query parameter asking a public page to render for the signed-in administrator: drafts and scheduled items show. */
export const PREVIEW_PARAMETER = 'preview';
