/**
 * The id of the `<script type="application/json">` element in which the server leaves the data a
 * page was rendered from (decision 011): written by the server, read by the browser.
 */
export const PAGE_STATE_ELEMENT_ID = 'nasab-state';
