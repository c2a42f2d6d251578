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

/**
 * A cookie the server sets with a page it sends from before the last edit (kept while the new one
 * renders): the browser then reads the page's data again once the page is hydrated, so a keeper
 * who saves and opens the page sees the edit a moment later without reloading. A cookie, because
 * the cached page's bytes cannot carry it and a navigation's headers are out of a script's reach.
 */
export const STALE_PAGE_COOKIE = 'nasab-stale-page';

/**
 * Set beside a relative's session (which script cannot read): `1` says a session may be open, so
 * the page asks who is signed in; without it the page asks nothing, and the public's visits cost
 * no call. It opens nothing: the session cookie alone does (decision 046).
 */
export const SIGNED_IN_HINT_COOKIE = 'nasab-family-signed-in';
