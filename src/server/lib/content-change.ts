import { createHash } from 'node:crypto';

// Decision 032: a cached answer carries tags naming what it shows; a write names what it changed
// with the same tags, and only the answers that share one are forgotten.

/**
 * What a successful write changed, as the public cache must learn it. The default for a write
 * that says nothing is `everythingAtOnce`: forgetting too much costs one render, forgetting too
 * little shows the public what it may no longer see.
 */
export interface ContentChange {
  /** The tags of what changed, or 'everything' when the write cannot say. */
  scope: 'everything' | readonly string[];
  /**
   * The write may have taken something from what the public may see (a member hidden, limited or
   * deleted, a photo or a date removed): no answer from before it is served again, not even while
   * the fresh one is computed.
   */
  reducesPublic: boolean;
  /**
   * The cache's generation once the write moved it itself, to read the new content while
   * describing the change (a member write): the derived values built since are not built again.
   */
  contentVersion?: number;
  /**
   * The write changed no member and no marriage (the site's settings, a news item, an invitation):
   * the stored family kept between edits (lib/family-source.ts) is not read again. The views made
   * from it are, as after any write: the settings may change what the public sees of the same
   * members. Left out, the whole family is read again, the careful side.
   */
  membersKept?: boolean;
}

export const everythingAtOnce: ContentChange = { scope: 'everything', reducesPublic: true };

/** Tags are ASCII: they travel in an internal header and in a PostgreSQL notification. */
export const cacheTags = {
  /** The answer shows this member's record (a name, a link, a date). */
  member: (id: number) => `m:${id}`,
  /** The answer is this member's page, which lists their parents, spouses, children and siblings. */
  pageOf: (id: number) => `p:${id}`,
  /** The answer shows what is below this member (counts of descendants, a branch). */
  descendantsOf: (id: number) => `d:${id}`,
  /** The answer depends on the family as a whole (the tree, the search, kinship). */
  anyMember: 'members',
  /** The answer shows who the founder is (the first member carrying the founder's name). */
  founder: 'founder',
  /** The answer depends on how many members carry this name or mention phrase (a page's links). */
  name: (key: string) => `n:${shortHash(key)}`,
  /** An answer that did not say what it shows: forgotten by every write. */
  unscoped: '*',
} as const;

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 12);
}

/** Whether a change concerns an answer with these tags. */
export function concerns(change: ContentChange, tags: ReadonlySet<string>): boolean {
  if (change.scope === 'everything' || tags.has(cacheTags.unscoped)) return true;
  return change.scope.some((tag) => tags.has(tag));
}

/** Tags as one header value, and back; a missing header is an answer that said nothing. */
export function formatTags(tags: Iterable<string>): string {
  return [...tags].join(' ');
}

export function parseTags(header: string | number | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(' ') : header?.toString();
  if (value === undefined) return [cacheTags.unscoped];
  return value.split(' ').filter(Boolean);
}
