import { cacheTags } from '#server/lib/content-change.ts';

// Answers that depend only on the content: served from memory until an admin write changes what
// they show (decisions 011 and 032). `cached` answers say what they show with `tagAnswer`;
// the others name it here: nothing a member write changes, or the family as a whole.
export const cached = { config: { publicCache: true } };
export const cachedWithout = { config: { publicCache: true, cacheTags: [] } };
export const cachedWithFamily = { config: { publicCache: true, cacheTags: [cacheTags.anyMember] } };
