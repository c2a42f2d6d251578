// Decision 016: when a news item is public. The one rule, here; the repository's SQL mirrors it
// (publishing-sql.ts `publicAt`; news-visibility.api.test.ts runs both over the same items and
// instants), and the admin list's badges read it too. An occasion is published the same way, by
// the same rule and the same SQL: "item" below is either.

export const newsStatuses = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/**
 * Who an item is for: everyone, or the family alone («للعائلة فقط»), which no public page, API
 * answer, feed, sitemap or link preview ever carries (docs/product.md#admin-news).
 */
export const newsAudiences = ['public', 'family'] as const;
export type NewsAudience = (typeof newsAudiences)[number];

/** When an item goes out: its status and its time. */
export interface Timing {
  status: NewsStatus;
  /** The UTC instant (ISO-8601, `…Z`) the item may be shown from; null: none set. */
  publish_at: string | null;
}

export interface Publishing extends Timing {
  audience: NewsAudience;
}

/**
 * Whether the item's time has come, whoever it is for: not a draft; a `scheduled` item from its
 * `publish_at` on (never without one); a `published` item at once, unless it carries a future
 * `publish_at`, which it then waits for like a scheduled one (a published item never shows before
 * the date the admin gave it). Instants are compared as UTC ISO strings, as the database compares
 * them. A family item that is out is what signed-in relatives will read.
 */
export function isNewsOut(item: Timing, now: Date): boolean {
  if (item.status === 'draft') return false;
  if (item.publish_at === null) return item.status === 'published';
  return item.publish_at <= now.toISOString();
}

/** Public iff it is for everyone and its time has come. */
export function isNewsPublic(item: Publishing, now: Date): boolean {
  return item.audience === 'public' && isNewsOut(item, now);
}

/**
 * What the admin's status badge says: whether the item is out now, and when a waiting one goes
 * out. Who reads it is the audience's own badge, so a family item that is out is `live` here.
 */
export type PublicState = 'draft' | 'waiting' | 'live';

export function publicStateOf(item: Timing, now: Date): PublicState {
  if (isNewsOut(item, now)) return 'live';
  return item.status === 'draft' ? 'draft' : 'waiting';
}
