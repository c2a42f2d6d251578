// Decision 016: when a news item is public. The one rule, here; the repository's SQL mirrors it
// (news-repository.ts `publicAt`; news-visibility.api.test.ts runs both over the same items and
// instants), and the admin list's badges read it too.

export const newsStatuses = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export interface Publishing {
  status: NewsStatus;
  /** The UTC instant (ISO-8601, `…Z`) the item may be shown from; null: none set. */
  publish_at: string | null;
}

/**
 * Public iff it is not a draft and its time has come: a `scheduled` item from its `publish_at`
 * on (never without one); a `published` item at once, unless it carries a future `publish_at`,
 * which it then waits for like a scheduled one (a published item never shows before the date the
 * admin gave it). Instants are compared as UTC ISO strings, as the database compares them.
 */
export function isNewsPublic(item: Publishing, now: Date): boolean {
  if (item.status === 'draft') return false;
  if (item.publish_at === null) return item.status === 'published';
  return item.publish_at <= now.toISOString();
}

/** What the admin's badge says: the state the public sees now, and when a waiting item goes out. */
export type PublicState = 'draft' | 'waiting' | 'live';

export function publicStateOf(item: Publishing, now: Date): PublicState {
  if (isNewsPublic(item, now)) return 'live';
  return item.status === 'draft' ? 'draft' : 'waiting';
}
