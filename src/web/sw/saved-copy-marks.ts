// How a copy the service worker kept says it is one when served (decision 059): read by the page's
// own code too, so this module imports nothing and adds nothing else to the page's entry.

/** On an API answer served from a saved copy: when the server sent it (its Date header). */
export const SAVED_COPY_HEADER = 'x-nasab-saved-copy';
/** On the <html> of a page served from a saved copy: when the server sent it. */
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';
