import type { Database } from '../db/schema';

// Every column that names a family member, and what a merge does with it (decision 057). The one
// list the merge and its undo read: `member-references.api.test.ts` walks the migrated database
// (its foreign keys to family_members, and every column called `member_id` or `…_member_id`) and
// fails until a new column is named here or among the references a merge leaves alone.

/**
 * How the rows that name the merged member follow it into the one that stays:
 * - `moves`: they name the survivor. `key` tells one row from another, so an undo moves the
 *   same rows back. `versioned`: the rows are members, whose version and time move with them
 *   (a form opened on a child before the merge must not save its old father back, decision 026).
 * - `moves-unless-shared`: a link row keyed by (`shared`, member), a news item or a timeline entry
 *   naming a member: a row whose `shared` the survivor has too is dropped (the item named both, it
 *   now names one); the others move. An undo puts the dropped rows back while their `shared` record exists.
 * - `marriages`: the husband's and the wife's columns; a marriage that becomes the survivor's
 *   second to the same spouse is folded into the survivor's, and a man's wives keep their ranks
 *   after the survivor's own (repositories/member-merge.ts).
 * - `one-per-member`: at most one row per member (a relative's account): it moves when only the
 *   merged member has one; when both have one the merge is refused.
 */
export type ReferenceMerge =
  | { kind: 'moves'; key: 'id'; versioned?: boolean }
  | { kind: 'moves-unless-shared'; shared: string; sharedTable: keyof Database }
  | { kind: 'marriages' }
  | { kind: 'one-per-member'; key: 'id' };

export interface MemberReference {
  table: keyof Database;
  column: string;
  merge: ReferenceMerge;
}

export const memberReferences = [
  // A child's father and mother: the merged member's children become the survivor's.
  { table: 'family_members', column: 'parent_id', merge: { kind: 'moves', key: 'id', versioned: true } },
  { table: 'family_members', column: 'mother_id', merge: { kind: 'moves', key: 'id', versioned: true } },
  // Emptied when marriages became records (migration 003); moved all the same, so no old value
  // can point at a member that is gone.
  { table: 'family_members', column: 'spouse_id', merge: { kind: 'moves', key: 'id', versioned: true } },
  { table: 'marriages', column: 'husband_id', merge: { kind: 'marriages' } },
  { table: 'marriages', column: 'wife_id', merge: { kind: 'marriages' } },
  {
    table: 'news_members',
    column: 'member_id',
    merge: { kind: 'moves-unless-shared', shared: 'news_id', sharedTable: 'news' },
  },
  {
    table: 'occasion_members',
    column: 'member_id',
    merge: { kind: 'moves-unless-shared', shared: 'occasion_id', sharedTable: 'occasions' },
  },
  // The family's timeline (decision 063): an entry that named the merged member names the survivor,
  // once when it named both.
  {
    table: 'history_timeline_members',
    column: 'member_id',
    merge: { kind: 'moves-unless-shared', shared: 'entry_id', sharedTable: 'history_timeline' },
  },
  // Suggestions about the member, and a relative's proposals made as them or applied to them.
  { table: 'member_suggestions', column: 'member_id', merge: { kind: 'moves', key: 'id' } },
  { table: 'member_suggestions', column: 'proposer_member_id', merge: { kind: 'moves', key: 'id' } },
  { table: 'member_suggestions', column: 'applied_member_id', merge: { kind: 'moves', key: 'id' } },
  // A branch editor's branch rooted at the merged member is rooted at the survivor.
  { table: 'admin_users', column: 'branch_member_id', merge: { kind: 'moves', key: 'id' } },
  { table: 'relative_accounts', column: 'member_id', merge: { kind: 'one-per-member', key: 'id' } },
  { table: 'relative_invitations', column: 'member_id', merge: { kind: 'moves', key: 'id' } },
  // The merged member's life (decision 056): its events join the survivor's, after them.
  { table: 'member_events', column: 'member_id', merge: { kind: 'moves', key: 'id' } },
  // The sources of the merged member's name, birth, death and parents (decision 060) support the
  // survivor's; a marriage's and an event's name their record and follow it (a marriage folded into
  // the survivor's hands its citations to the one kept, repositories/member-merge-moves.ts).
  { table: 'citations', column: 'member_id', merge: { kind: 'moves', key: 'id' } },
  // A source told by the merged member was told by the one who stays.
  { table: 'sources', column: 'author_member_id', merge: { kind: 'moves', key: 'id' } },
] as const satisfies readonly MemberReference[];

/**
 * Columns that name a member and stay as they are, each for its reason. The walk of the schema
 * cannot find them (no foreign key, another name); they are listed so a reader sees them here, and
 * the test checks they still exist.
 */
export const referencesLeftAlone = [
  // History: a change was made to the member it names, merged or not (decision 025).
  { table: 'audit_log', column: 'record_id', why: 'the change history names the record as it was' },
  // The demo's own rows: the merged member, brought back by an undo, is still the demo's.
  { table: 'demo_rows', column: 'row_id', why: 'the demo seed created that row' },
  // A merge's own record: which two members it joined, whatever happened to them since.
  { table: 'member_merges', column: 'survivor_id', why: 'the merge record names its members as they were' },
  { table: 'member_merges', column: 'absorbed_id', why: 'the merge record names its members as they were' },
] as const satisfies readonly { table: keyof Database; column: string; why: string }[];

/** `member_id` or `…_member_id`: a column named for a member, with or without a foreign key. */
export const namesAMember = (column: string) => /(^|_)member_id$/.test(column);
