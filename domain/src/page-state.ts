/**
 * The id of the `<script type="application/json">` block in which a server-rendered
 * page hands its data to the browser (a data block, not code: the site's
 * Content-Security-Policy allows no inline scripts).
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
