import { changedFields, displayValue } from '#shared/audit/diff.ts';
import { auditMessages } from '#shared/messages/audit.ts';
import { conflictMessages as m } from '#shared/messages/conflicts.ts';

// What a stale save's dialog shows and what «تطبيق تعديلاتي» saves (decision 026),
// worked out on the form's own values (what the keeper sees), never on the stored columns.

type Values = Record<string, unknown>;

/** How a form speaks of its fields: labels where its names are its own, and values it must spell out. */
export interface ConflictText {
  /** A form's own messages may be passed whole: only its text entries are labels. */
  labels?: Readonly<Record<string, unknown>>;
  /** A value as the keeper reads it (a marriage, a choice's label); undefined: the usual reading. */
  describe?: (field: string, value: unknown) => string | undefined;
}

export interface ConflictRow {
  field: string;
  label: string;
  /** The value when the form was opened. */
  opened: string;
  /** The value saved since by someone else. */
  now: string;
  /** The keeper's own value when they changed the field too; null when they did not touch it. */
  mine: string | null;
}

/**
 * A form value as compared: a linked record (a father, a spouse) by its id, so a fresher copy of
 * the same member is no change; empty text and nothing are the same.
 */
export function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object') {
    const record = value as Values;
    if (typeof record.id === 'number') return record.id;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, comparable(record[key])]),
    );
  }
  return value;
}

const comparableValues = (values: Values) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, comparable(value)]));

export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/** The fields the keeper changed since the form opened. */
export function editedFields(opened: Values, mine: Values): string[] {
  return Object.keys(mine).filter((field) => !sameValue(opened[field], mine[field]));
}

/** A value as a keeper reads it: a member by name, yes/no, a list one item after another. */
export function valueText(value: unknown): string {
  if (comparable(value) === null) return '—';
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (Array.isArray(value)) {
    const items = value.map(valueText).filter((text) => text !== '—');
    return items.length > 0 ? items.join('، ') : '—';
  }
  if (typeof value === 'object') {
    const record = value as Values;
    for (const key of ['nasab', 'name', 'title']) {
      const text = record[key];
      if (typeof text === 'string' && text !== '') return text;
    }
    const parts = Object.values(record)
      .map(valueText)
      .filter((text) => text !== '—');
    return parts.length > 0 ? parts.join(' ') : displayValue(value);
  }
  return displayValue(value);
}

/**
 * What changed since the form opened, field by field (shared/audit/diff.ts on the comparable
 * values), with the keeper's own value beside it where they changed that field too.
 */
export function conflictRows(
  opened: Values,
  current: Values,
  mine: Values,
  text: ConflictText = {},
): ConflictRow[] {
  const edited = new Set(editedFields(opened, mine));
  const show = (field: string, value: unknown) => text.describe?.(field, value) ?? valueText(value);
  const own = (field: string) => {
    const label = text.labels?.[field];
    return typeof label === 'string' ? label : undefined;
  };
  return changedFields(comparableValues(opened), comparableValues(current))
    .filter(({ field }) => field in mine)
    .map(({ field }) => ({
      field,
      label: own(field) ?? auditMessages.fields[field] ?? m.fields[field] ?? field,
      opened: show(field, opened[field]),
      now: show(field, current[field]),
      mine: edited.has(field) ? show(field, mine[field]) : null,
    }));
}

/**
 * «تطبيق تعديلاتي»: the record as it is now, with only the fields the keeper changed taken from
 * the form, so someone else's change to a field this keeper never touched is kept.
 */
export function reapplied<T extends Values>(opened: T, current: T, mine: T): T {
  const merged: Values = { ...current };
  for (const field of editedFields(opened, mine)) merged[field] = mine[field];
  return merged as T;
}
