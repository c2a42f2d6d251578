import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { familyMemberReads } from './family-member-reads';
import { familyMemberWrites } from './family-member-writes';

/**
 * The family's members and their marriages: the reads (family-member-reads.ts) and the writes
 * that keep the link rules (family-member-writes.ts), over the shapes both use
 * (family-member-rows.ts).
 */
export function familyMembersRepository(db: Kysely<Database>, dialect: DialectName = 'sqlite') {
  return { ...familyMemberReads(db, dialect), ...familyMemberWrites(db, dialect) };
}
export type FamilyMembersRepository = ReturnType<typeof familyMembersRepository>;
