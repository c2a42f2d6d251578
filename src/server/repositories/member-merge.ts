import type { Kysely, Transaction } from 'kysely';
import { branchMemberIds } from '#shared/family-tree/branch-scope.ts';
import { checkMemberLinksSteps, descendantIds, type MemberLink } from '#shared/family-tree/lineage-guard.ts';
import type { duplicatesAdminMessages } from '#shared/messages/duplicates-admin.ts';
import type { FieldErrors } from '#shared/schemas/input.ts';
import type { MergeField, MemberMergeValues } from '#shared/schemas/member-merge-input.ts';
import type { DialectName } from '../db/database';
import type { Database, FamilyMemberRow, MarriageRow, MemberMergeRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { StaleVersion } from '../lib/record-version';
import { runYielding } from '../lib/yield-to-event-loop';
import { auditRepository } from './audit-repository';
import { linksOf, marriagesOf, withSpouses, type Db, type MemberWithSpouses } from './family-member-rows';
import { OutsideBranch, type WriteScope } from './family-member-writes';
import { lockFamilyTree } from './family-tree-lock';
import { membersTouchedBy, moveReferences, type MovedReferences } from './member-merge-moves';
import { updateVersioned } from './versioned-write';

// Two records of one person become one (decision 057): the keeper's choice of each field, every
// reference moved by the one list (member-references.ts), the merged member removed, and a record
// of all of it, in one transaction with its one entry in the change history.

/** Why a merge (or its undo) is refused: a key of the Arabic messages, and fields when the link rules said. */
export class MergeRefused extends Error {
  constructor(
    readonly reason: keyof typeof duplicatesAdminMessages.errors,
    readonly fields?: FieldErrors,
  ) {
    super(`merge refused: ${reason}`);
  }
}

/** What `member_merges.moved_json` holds: enough to put everything back. */
export interface MergeRecord {
  absorbed: FamilyMemberRow;
  /** The columns the merge wrote on the survivor: their values before, and after. */
  survivorBefore: Record<string, unknown>;
  survivorAfter: Record<string, unknown>;
  moved: MovedReferences;
}

/** Who merges, for the change history and the merge's record. */
export interface MergeActor {
  userId: number;
  username: string;
  ip: string;
}

/** The stored columns each field of the keeper's choice is made of. */
const FIELD_COLUMNS: Record<MergeField, readonly (keyof FamilyMemberRow)[]> = {
  name: ['name'],
  name_prefix: ['name_prefix'],
  name_suffix: ['name_suffix'],
  surname: ['surname'],
  gender: ['gender'],
  generation: ['generation'],
  father: ['parent_id'],
  mother: ['mother_id'],
  // A date and its place are one fact: they come together from the member chosen.
  birth: ['birth', 'birth_year', 'birth_place_id'],
  death: ['death', 'death_year', 'death_place_id'],
  role: ['role'],
  image: ['image'],
  bio: ['bio'],
  highlights: ['highlights'],
  visibility: ['visibility'],
  contact: ['contact_phone', 'contact_email', 'contact_area', 'contact_visibility'],
  relatives_see_full: ['relatives_see_full'],
};

/** The survivor's columns that take the merged member's values: those the keeper chose and that differ. */
export function chosenColumns(
  survivor: FamilyMemberRow,
  absorbed: FamilyMemberRow,
  fields: MemberMergeValues['fields'],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, side] of Object.entries(fields) as [MergeField, string][]) {
    if (side !== 'absorbed') continue;
    for (const column of FIELD_COLUMNS[field]) {
      if (survivor[column] === absorbed[column]) continue;
      before[column] = survivor[column];
      after[column] = absorbed[column];
    }
  }
  return { before, after };
}

/** The member as the change history stores it: the row with its marriages (plugins/audit.ts). */
export async function auditedMember(trx: Db, row: FamilyMemberRow) {
  const { spouses } = await withSpouses(trx, row);
  return { ...row, spouses };
}

const spouseOf = (m: MarriageRow, member: number) => (m.husband_id === member ? m.wife_id : m.husband_id);

/** Two people, not one record twice: parent and descendant, husband and wife, a child's two parents. */
function refuseRelated(
  links: readonly MemberLink[],
  marriages: readonly MarriageRow[],
  s: number,
  a: number,
) {
  if (descendantIds(links, s).has(a) || descendantIds(links, a).has(s)) throw new MergeRefused('lineage');
  const couple = (m: MarriageRow) =>
    (m.husband_id === s && m.wife_id === a) || (m.husband_id === a && m.wife_id === s);
  if (marriages.some(couple)) throw new MergeRefused('spouses');
  const coParents = links.some(
    (link) => (link.parent === s && link.mother_id === a) || (link.parent === a && link.mother_id === s),
  );
  if (coParents) throw new MergeRefused('spouses');
}

/** A branch editor merges only two members of their branch (decision 022). */
async function assertBothInBranch(trx: Db, links: readonly MemberLink[], scope: WriteScope, ids: number[]) {
  const rootId = scope.branchRootId;
  if (rootId === undefined || rootId === null) return;
  const marriages = await trx.selectFrom('marriages').select(['husband_id', 'wife_id']).execute();
  const branch = branchMemberIds(links, marriages, rootId);
  if (!ids.every((id) => branch.has(id))) throw new OutsideBranch();
}

/**
 * The family's links as the merge leaves them, checked by the one rule of every save (decision
 * 013): the survivor with its chosen parents and gender, the merged member's children now its own,
 * and the spouses of both.
 */
async function checkMergedLinks(
  links: readonly MemberLink[],
  survivor: FamilyMemberRow,
  absorbed: FamilyMemberRow,
  after: Record<string, unknown>,
  spouses: readonly number[],
) {
  const merged = { ...survivor, ...after } as FamilyMemberRow;
  const moved = (id: number | null) => (id === absorbed.id ? survivor.id : id);
  const mergedLinks: MemberLink[] = [];
  for (const link of links) {
    if (link.id === absorbed.id) continue;
    if (link.id === survivor.id) {
      mergedLinks.push({
        id: link.id,
        parent: merged.parent_id,
        mother_id: merged.mother_id,
        gender: merged.gender,
      });
    } else if (link.parent === absorbed.id || link.mother_id === absorbed.id) {
      mergedLinks.push({ ...link, parent: moved(link.parent), mother_id: moved(link.mother_id) });
    } else mergedLinks.push(link);
  }
  const refused = await runYielding(
    checkMemberLinksSteps(mergedLinks, survivor.id, {
      parent: merged.parent_id,
      mother_id: merged.mother_id,
      gender: merged.gender,
      spouses,
    }),
  );
  if (Object.keys(refused).length > 0) throw new MergeRefused('linksChanged', refused);
}

interface MergePlan {
  survivor: FamilyMemberRow;
  absorbed: FamilyMemberRow;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Everything a merge checks before it writes, under the tree's lock. Undefined: a member is gone. */
async function planMerge(
  trx: Db,
  values: MemberMergeValues,
  scope: WriteScope,
): Promise<MergePlan | undefined> {
  const rows = await trx
    .selectFrom('family_members')
    .selectAll()
    .where('id', 'in', [values.survivor_id, values.absorbed_id])
    .execute();
  const survivor = rows.find((row) => row.id === values.survivor_id);
  const absorbed = rows.find((row) => row.id === values.absorbed_id);
  if (!survivor || !absorbed) return undefined;
  const stale = (expected: number | undefined, row: FamilyMemberRow) =>
    expected !== undefined && expected !== row.version;
  if (stale(values.survivor_version, survivor) || stale(values.absorbed_version, absorbed))
    throw new StaleVersion();
  if (survivor.gender !== null && absorbed.gender !== null && survivor.gender !== absorbed.gender) {
    throw new MergeRefused('gendersDiffer');
  }
  const links = await linksOf(trx);
  const marriages = [...(await marriagesOf(trx, survivor.id)), ...(await marriagesOf(trx, absorbed.id))];
  refuseRelated(links, marriages, survivor.id, absorbed.id);
  const accounts = await trx
    .selectFrom('relative_accounts')
    .select('member_id')
    .where('member_id', 'in', [survivor.id, absorbed.id])
    .execute();
  if (accounts.length > 1) throw new MergeRefused('bothHaveAccounts');
  await assertBothInBranch(trx, links, scope, [survivor.id, absorbed.id]);
  const { before, after } = chosenColumns(survivor, absorbed, values.fields);
  const spouses = [
    ...new Set(
      marriages.map((m) =>
        m.husband_id === absorbed.id || m.wife_id === absorbed.id
          ? spouseOf(m, absorbed.id)
          : spouseOf(m, survivor.id),
      ),
    ),
  ];
  await checkMergedLinks(links, survivor, absorbed, after, spouses);
  return { survivor, absorbed, before, after };
}

export interface MergeDone {
  mergeId: number;
  survivor: MemberWithSpouses;
  /** Every member whose stored record the merge changed, the merged one among them (gone). */
  touched: number[];
}

/** The merge's writes, once its plan has passed. */
async function writeMerge(
  trx: Transaction<Database>,
  plan: MergePlan,
  expected: number | undefined,
  actor: MergeActor,
) {
  const { survivor, absorbed, before, after } = plan;
  const now = nowIso();
  // The change history shows the survivor's fields before and after, and the merged member whole.
  const auditBefore = {
    ...(await auditedMember(trx, survivor)),
    merged_member: await auditedMember(trx, absorbed),
  };
  const moved = await moveReferences(trx, absorbed.id, survivor.id, now);
  await trx.deleteFrom('family_members').where('id', '=', absorbed.id).execute();
  const row = (await updateVersioned(
    trx,
    'family_members',
    survivor.id,
    { ...after, updated_at: now },
    expected,
  ))!;
  const record: MergeRecord = { absorbed, survivorBefore: before, survivorAfter: after, moved };
  const { id: mergeId } = await trx
    .insertInto('member_merges')
    .values({
      survivor_id: survivor.id,
      absorbed_id: absorbed.id,
      survivor_name: row.name,
      absorbed_name: absorbed.name,
      moved_json: JSON.stringify(record),
      merged_by: actor.username,
      created_at: now,
      undone_at: null,
      undone_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditRepository(trx).append({
    userId: actor.userId,
    username: actor.username,
    action: 'merge',
    recordType: 'member',
    recordId: survivor.id,
    summary: mergeSummary(mergeId, absorbed.id, survivor.id),
    before: auditBefore,
    after: await auditedMember(trx, row),
    ip: actor.ip,
  });
  const touched = [survivor.id, absorbed.id, ...membersTouchedBy(moved)];
  return { mergeId, survivor: await withSpouses(trx, row), touched: [...new Set(touched)] };
}

/** How the change history names a merge and its undo. */
export const mergeSummary = (mergeId: number, absorbedId: number, survivorId: number) =>
  `merge ${mergeId}: member ${absorbedId} into ${survivorId}`;

/** Merging two members, in one transaction under the family tree's lock. */
export function memberMergeWrites(db: Kysely<Database>, dialect: DialectName) {
  return {
    /**
     * `absorbed_id` into `survivor_id`. Undefined when either is gone; throws StaleVersion,
     * MergeRefused or OutsideBranch, and then nothing is written.
     */
    merge(values: MemberMergeValues, scope: WriteScope, actor: MergeActor): Promise<MergeDone | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockFamilyTree(trx, dialect);
        const plan = await planMerge(trx, values, scope);
        return plan && writeMerge(trx, plan, values.survivor_version, actor);
      });
    },

    /** The merges, newest first, a page at a time. */
    async listMerges(page: number, perPage: number): Promise<{ rows: MemberMergeRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('member_merges')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        db
          .selectFrom('member_merges')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
