import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';
import { conflictRows, type ConflictRow, type ConflictText } from '../conflict-rows';

/**
 * An edit of a versioned record (decision 026). Each save sends the version the form holds (the
 * one it opened, then each saved one); a save refused as stale (409) keeps what was typed and
 * opens the conflict dialog: what changed since, field by field, and the keeper's choice.
 */
export interface VersionedRecord<TInput> extends ConflictText {
  /** The version the form opened (0: a singleton never saved yet). */
  version: number;
  /** A 409's `current` record as this form's values (a member's links may need looking up). */
  toFormValues: (current: Record<string, unknown>) => TInput | Promise<TInput>;
}

/** A save refused because someone else saved first: what they changed since the form opened. */
export interface SaveConflict {
  rows: ConflictRow[];
}

/** The version in a save's answer (`data.version`, or `version` for a bare record). */
export function versionIn(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const { data, version } = result as { data?: { version?: unknown }; version?: unknown };
  if (typeof data?.version === 'number') return data.version;
  return typeof version === 'number' ? version : undefined;
}

export interface RecordVersion<TInput> {
  /** Open while a save refused as stale waits for the keeper's choice. */
  conflict: SaveConflict | null;
  /** The values a save sends: the form's values never hold the version, so no form can forget it. */
  stamp: <TValues>(values: TValues) => TValues;
  /** A save went through: the version it answered is the next save's. */
  saved: (result: unknown) => void;
  /** The form now shows these values as stored. */
  reopened: (values: TInput) => void;
  /** What the keeper's edits are measured against. */
  openedValues: () => TInput;
  /** A 409 with the current record: nothing typed is lost, and the dialog says what changed meanwhile. */
  openConflict: (error: unknown) => Promise<boolean>;
  /** The form now starts from the record as it is, at its version; null when no conflict is open. */
  adoptLatest: () => TInput | null;
  dismissConflict: () => void;
}

/**
 * What a form knows of the record's version: the one its next save names, the values that version
 * holds (what the keeper's edits are measured against), and, while the conflict dialog is open,
 * the record as the 409 answered it. Without `versioned` (a new record, a password) it adds nothing.
 */
export function useRecordVersion<TInput extends FieldValues>(
  versioned: VersionedRecord<TInput> | undefined,
  initialValues: TInput,
  typedValues: () => TInput,
): RecordVersion<TInput> {
  const version = useRef(versioned?.version);
  const opened = useRef(initialValues);
  const latest = useRef<{ values: TInput; version: number | undefined } | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  return {
    conflict,
    stamp: (values) => (versioned ? { ...values, version: version.current } : values),
    saved(result) {
      if (versioned) version.current = versionIn(result) ?? version.current;
    },
    reopened(values) {
      opened.current = values;
    },
    openedValues: () => opened.current,
    async openConflict(error) {
      const current = error instanceof ApiError && error.status === 409 ? error.details.current : undefined;
      if (!versioned || !current || typeof current !== 'object') return false;
      const stored = current as Record<string, unknown>;
      try {
        const values = await versioned.toFormValues(stored);
        latest.current = { values, version: typeof stored.version === 'number' ? stored.version : undefined };
        setConflict({ rows: conflictRows(opened.current, values, typedValues(), versioned) });
        return true;
      } catch {
        // The current record could not be read into the form (a link's lookup failed): the banner says the save failed.
        return false;
      }
    },
    adoptLatest() {
      const now = latest.current;
      if (!now) return null;
      latest.current = null;
      version.current = now.version;
      opened.current = now.values;
      setConflict(null);
      return now.values;
    },
    dismissConflict: () => setConflict(null),
  };
}
