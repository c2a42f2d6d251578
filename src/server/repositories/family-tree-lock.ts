import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';

/** Any constant: the advisory lock every family-tree write takes on PostgreSQL. */
const FAMILY_TREE_LOCK = 0x6e61736162; // "nasab"

/**
 * Family-tree writes one at a time: the link rules read the links and the write changes them,
 * and two opposite edits checked side by side (A father of B, B father of A) would each pass.
 * SQLite runs one transaction at a time already; PostgreSQL is told to, until the commit.
 */
export async function lockFamilyTree(trx: Transaction<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${FAMILY_TREE_LOCK}::bigint)`.execute(trx);
}
