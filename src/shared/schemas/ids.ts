// The database's integer columns are PostgreSQL int4; a larger number makes PostgreSQL fail
// the query (SQLite would accept it), so it is refused or clamped before any query.
export const INT4_MAX = 2_147_483_647;

/** Ids are `serial` (int4): a larger number can never name a row. */
export const MAX_ID = INT4_MAX;

/** The one reading of an id from text (`?id=`, a route's `:id`): a positive whole number, or null. */
export function parseId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
