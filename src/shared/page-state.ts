/**
 * The id of the `<script type="application/json">` element in which the server leaves the data a
 * page was rendered from (decision 011): written by the server, read by the browser.
 */
export const PAGE_STATE_ELEMENT_ID = 'nasab-state';

/**
 * The id of the data block listing the public pages' built files (their scripts and stylesheets),
 * which the browser fetches once the page is interactive, without running them.
 */
export const PAGE_CODE_ELEMENT_ID = 'nasab-pages';
