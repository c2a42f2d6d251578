import { useCallback, useEffect, useLayoutEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const PREFIX = 'nasab:draft:';

/** One key per form and item: `news:new`, `news:12`, `person:7` … */
export function formDraftKey(form: string, id?: string | number | null): string {
  return `${PREFIX}${form}:${id ?? 'new'}`;
}

export function readDraft<T>(key: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the safety net is missing.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // see writeDraft
  }
}

/**
 * Nothing lost (decision 009): while the administrator types, the form's values are kept in
 * session storage, so a save that meets an ended session can be repeated after logging in
 * again with everything still filled in.
 *
 * The form starts from its stored values (`useForm`'s defaultValues); a draft found on mount is
 * laid over them as unsaved (dirty) edits before the browser paints, so nothing the
 * administrator types can be overwritten afterwards. `null` keeps no draft (passwords).
 * Clear the draft after a successful save, or when the administrator discards the changes.
 */
export function useFormDraft<T extends FieldValues, TTransformed = T>(
  form: UseFormReturn<T, unknown, TTransformed>,
  key: string | null,
) {
  const { watch, setValue } = form;

  useLayoutEffect(() => {
    if (key === null) return;
    const draft = readDraft<T>(key);
    if (!draft) return;
    for (const [field, value] of Object.entries(draft)) {
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // Once, when the form mounts: later values come from typing, not from storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (key === null) return;
    const subscription = watch((values, { name }) => {
      // Only edits (typing, setValue) carry a field name; a reset after saving does not.
      if (name === undefined) return;
      writeDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [watch, key]);

  return useCallback(() => {
    if (key !== null) clearDraft(key);
  }, [key]);
}
