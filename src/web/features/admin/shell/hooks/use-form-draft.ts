import { useCallback, useEffect } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

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
 * Issue #4 "Nothing lost": while the administrator types, the form's values are kept in
 * session storage, so a save that meets an expired session can be repeated after logging
 * in again with everything still filled in. Clear the draft after a successful save.
 *
 * Call `restore(base)` once the form's starting values are known (the defaults for a new
 * item, the server's values for an edit): it resets the form to `base` and lays any draft
 * over it as unsaved (dirty) edits. It returns whether a draft was found.
 */
export function useFormDraft<T extends FieldValues, TTransformed = T>(
  form: UseFormReturn<T, unknown, TTransformed>,
  key: string,
) {
  const { watch, reset, setValue } = form;

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      // Only edits (typing, setValue) carry a field name; resets do not and must not
      // overwrite a draft that is about to be restored.
      if (name === undefined) return;
      writeDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [watch, key]);

  const restore = useCallback(
    (base: DefaultValues<T>): boolean => {
      reset(base);
      const draft = readDraft<T>(key);
      if (!draft) return false;
      for (const [field, value] of Object.entries(draft)) {
        setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
      return true;
    },
    [key, reset, setValue],
  );

  const clear = useCallback(() => clearDraft(key), [key]);

  return { restore, clear };
}
