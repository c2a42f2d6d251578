import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * `work` in a transaction, or in the caller's when `db` already is one: the first-start seed
 * writes everything in one, through the same repositories.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
