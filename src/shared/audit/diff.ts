/**
 * What changed between two stored versions of a record, field by field (decision 026): the change
 * history shows it, and the conflict dialog shows what someone else changed. Bookkeeping fields
 * (id, version, timestamps) are left out: they change with every save and say nothing to a keeper.
 */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

const bookkeeping = new Set(['id', 'version', 'created_at', 'updated_at', 'birth_year', 'death_year']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): ChangedField[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: ChangedField[] = [];
  for (const field of fields) {
    if (bookkeeping.has(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (!same(was, now)) changes.push({ field, before: was ?? null, after: now ?? null });
  }
  return changes;
}

/** A stored value as a keeper reads it: text as is, lists and links as short JSON, nothing as «—». */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value) && value.length === 0) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
