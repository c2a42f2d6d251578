import type { Transaction } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { lockFamilyTree } from './family-tree-lock';

/**
 * Before a record's links to members are written again (a news item's, an occasion's): the tree
 * locked like any family write, so a member deleted meanwhile is reported rather than half
 * linked, and the ids among `memberIds` that name no member.
 */
export async function lockTreeAndFindUnknownMembers(
  trx: Transaction<Database>,
  dialect: DialectName,
  memberIds: readonly number[],
): Promise<number[]> {
  await lockFamilyTree(trx, dialect);
  if (memberIds.length === 0) return [];
  const found = await trx
    .selectFrom('family_members')
    .select('id')
    .where('id', 'in', [...memberIds])
    .execute();
  const known = new Set(found.map((row) => row.id));
  return memberIds.filter((id) => !known.has(id));
}
