// Kept apart from the schemas so the search box in every page's navigation can read them without
// bringing zod into the entry bundle (the public entry's budget, decision 031).

/** The most results search.php answers. */
export const MAX_SEARCH_RESULTS = 20;
/** Below this many letters search.php finds nothing: one letter is in almost every name. */
export const MIN_SEARCH_LENGTH = 2;
