// Kept apart from the schemas so the search box in every page's navigation can read them without
// bringing zod into the entry bundle (issue #8's budget).

/** The most results search.php answers. */
export const MAX_SEARCH_RESULTS = 20;
/** Below this many letters search.php finds nothing: one letter is in almost every name. */
export const MIN_SEARCH_LENGTH = 2;
