// The navbar's search button on every public page: the only words of the member search the public
// entry carries (member-search.ts holds the rest, with the search's own code).

export const memberSearchButtonMessages = {
  openSearch: 'بحث في الشجرة',
};
