import type { Kysely, Transaction } from 'kysely';
import { checkMemberLinksSteps } from '#shared/family-tree/lineage-guard.ts';
import type { DialectName } from '../db/database';
import type { Database, FamilyMemberRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { runYielding } from '../lib/yield-to-event-loop';
import { auditRepository } from './audit-repository';
import { linksOf, marriagesOf, type Db } from './family-member-rows';
import { OutsideBranch, type WriteScope } from './family-member-writes';
import { lockFamilyTree } from './family-tree-lock';
import { auditedMember, MergeRefused, mergeSummary, type MergeActor, type MergeRecord } from './member-merge';
import { membersTouchedBy, moveReferencesBack } from './member-merge-moves';
import { updateVersioned } from './versioned-write';
import { branchMemberIds } from '#shared/family-tree/branch-scope.ts';

// Undoing a merge (decision 057): the merged member back under its own id, every reference the
// merge moved back to it, and the survivor's fields the merge filled in back as they were, unless a
// keeper has changed them since; one transaction and one entry in the change history.

export interface UndoDone {
  survivorId: number;
  absorbedId: number;
  touched: number[];
}

/** The survivor's columns the merge wrote and nobody changed since, with their values before it. */
function columnsToRestore(current: FamilyMemberRow, record: MergeRecord): Record<string, unknown> {
  const restore: Record<string, unknown> = {};
  for (const [column, after] of Object.entries(record.survivorAfter)) {
    if ((current as unknown as Record<string, unknown>)[column] === after) {
      restore[column] = record.survivorBefore[column];
    }
  }
  return restore;
}

/** Both members must obey the link rules again (decision 013): the tree may have changed since. */
async function checkBothLinks(trx: Db, members: readonly FamilyMemberRow[]) {
  const links = await linksOf(trx);
  for (const member of members) {
    const spouses = (await marriagesOf(trx, member.id)).map((m) =>
      m.husband_id === member.id ? m.wife_id : m.husband_id,
    );
    const refused = await runYielding(
      checkMemberLinksSteps(links, member.id, {
        parent: member.parent_id,
        mother_id: member.mother_id,
        gender: member.gender,
        spouses,
      }),
    );
    if (Object.keys(refused).length > 0) throw new MergeRefused('linksChanged', refused);
  }
}

/** What an undo checks before it writes; the merge's record, the survivor as it is now. */
async function planUndo(trx: Db, id: number, scope: WriteScope) {
  const merge = await trx.selectFrom('member_merges').selectAll().where('id', '=', id).executeTakeFirst();
  if (!merge) return undefined;
  if (merge.undone_at !== null) throw new MergeRefused('alreadyUndone');
  const record = JSON.parse(merge.moved_json) as MergeRecord;
  const { absorbed } = record;
  const survivor = await trx
    .selectFrom('family_members')
    .selectAll()
    .where('id', '=', merge.survivor_id)
    .executeTakeFirst();
  if (!survivor) throw new MergeRefused('survivorGone');
  const parents = [absorbed.parent_id, absorbed.mother_id].filter((parent) => parent !== null);
  const found = parents.length
    ? await trx.selectFrom('family_members').select('id').where('id', 'in', parents).execute()
    : [];
  if (found.length < new Set(parents).size) throw new MergeRefused('parentGone');
  const rootId = scope.branchRootId;
  if (rootId !== undefined && rootId !== null) {
    const marriages = await trx.selectFrom('marriages').select(['husband_id', 'wife_id']).execute();
    if (!branchMemberIds(await linksOf(trx), marriages, rootId).has(survivor.id)) throw new OutsideBranch();
  }
  return { merge, record, survivor };
}

async function writeUndo(
  trx: Transaction<Database>,
  plan: NonNullable<Awaited<ReturnType<typeof planUndo>>>,
  actor: MergeActor,
): Promise<UndoDone> {
  const { merge, record, survivor } = plan;
  const { absorbed } = record;
  const now = nowIso();
  const auditBefore = await auditedMember(trx, survivor);
  // Its own id again (ids are never given twice), so its page, links and history are its own.
  const restored = await trx
    .insertInto('family_members')
    .values({ ...absorbed, version: absorbed.version + 1, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await moveReferencesBack(trx, record.moved, survivor.id, absorbed.id, now);
  const columns = { ...columnsToRestore(survivor, record), updated_at: now };
  const after = (await updateVersioned(trx, 'family_members', survivor.id, columns, undefined))!;
  await checkBothLinks(trx, [after, restored]);
  await trx
    .updateTable('member_merges')
    .set({ undone_at: now, undone_by: actor.username })
    .where('id', '=', merge.id)
    .execute();
  await auditRepository(trx).append({
    userId: actor.userId,
    username: actor.username,
    action: 'unmerge',
    recordType: 'member',
    recordId: survivor.id,
    summary: `undo of ${mergeSummary(merge.id, absorbed.id, survivor.id)}`,
    before: auditBefore,
    after: { ...(await auditedMember(trx, after)), merged_member: await auditedMember(trx, restored) },
    ip: actor.ip,
  });
  const touched = [survivor.id, absorbed.id, ...membersTouchedBy(record.moved)];
  return { survivorId: survivor.id, absorbedId: absorbed.id, touched: [...new Set(touched)] };
}

export function memberMergeUndo(db: Kysely<Database>, dialect: DialectName) {
  return {
    /**
     * Undoes merge `id`. Undefined when there is no such merge; throws MergeRefused (already
     * undone, the survivor gone, a parent gone, links that no longer hold) or OutsideBranch, and
     * then nothing is written.
     */
    undo(id: number, scope: WriteScope, actor: MergeActor): Promise<UndoDone | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockFamilyTree(trx, dialect);
        const plan = await planUndo(trx, id, scope);
        return plan && writeUndo(trx, plan, actor);
      });
    },
  };
}
