// The occasions' calendar feed (docs/product.md#the-calendar-feed): not API calls but files a
// calendar app reads, at paths that end in `.ics` as those apps expect.

/** The public feed; `?id=` one occasion's events, as a file to open once. */
export const calendarFeedPath = '/occasions.ics';

/** One occasion's events, for a download from its page. */
export const occasionCalendarPath = (id: number) => `${calendarFeedPath}?id=${id}`;

/** A relative's private feed, the family-only occasions included: its secret is the file's name. */
export const familyCalendarRoute = '/occasions/family/:token.ics';
export const familyCalendarPath = (token: string) => familyCalendarRoute.replace(':token', token);

/** The same address for a calendar app to subscribe to (`webcal:` makes a phone offer it). */
export const webcalUrl = (absoluteUrl: string) => absoluteUrl.replace(/^https?:/, 'webcal:');
