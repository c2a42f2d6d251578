import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { isSessionEnded } from '../failure-message';
import type { ResultMessage } from '../components/result-banner';
import { conflictRows, reapplied, type ConflictRow, type ConflictText } from '../conflict-rows';
import { useFormDraft } from './use-form-draft';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

export type AfterSave<TInput, TResult> =
  /** Stay on the form, showing these values (what was saved, or a fresh form after a create). */
  | { resetTo: (result: TResult) => TInput }
  /** Leave for another screen, which shows the result banner (SPEC §2 family members: back to the list). */
  | { navigateTo: string };

export interface EntityFormOptions<TInput extends FieldValues, TValues, TResult> {
  /** The inputs' ids start with it: 'news' → `news-title`. */
  idPrefix: string;
  /** Where the draft is kept (`formDraftKey(…)`), or null for a form that must keep none (passwords). */
  draftKey: string | null;
  /**
   * What the form starts from: the stored item, or the defaults of a new one. Known when the
   * form mounts (the screen waits for the data), so the form never resets itself afterwards.
   */
  initialValues: TInput;
  /** The shared schema's checks, in the browser; none for forms the spec leaves to the server. */
  resolver?: Resolver<TInput, unknown, TValues>;
  /** Sends the values; a mutation's `mutateAsync`, whose `onSuccess` refreshes what it changed. */
  save: (values: TValues) => Promise<TResult>;
  /** The success banner's text. */
  savedMessage: (result: TResult) => string;
  /** The error banner's text (the server's message, or the form's own fallback). */
  failureMessage: (error: unknown) => string;
  afterSave: AfterSave<TInput, TResult>;
  /** Shown above the form when the browser-side checks refuse it (SPEC §5: diwan's summary). */
  invalidSummary?: string;
  /** The result banner goes after this long (SPEC §9: diwan messages, 5000 ms). */
  resultTimeoutMs?: number;
  /** Issue #12 (decision 026): the stored record has a version; absent for a new record. */
  versioned?: VersionedRecord<TInput>;
}

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
function versionIn(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const { data, version } = result as { data?: { version?: unknown }; version?: unknown };
  if (typeof data?.version === 'number') return data.version;
  return typeof version === 'number' ? version : undefined;
}

export interface EntityForm<TInput extends FieldValues, TValues = TInput> {
  form: UseFormReturn<TInput, unknown, TValues>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  isSaving: boolean;
  /** An image is still uploading: saving waits for it. */
  isUploading: boolean;
  setUploading: (busy: boolean) => void;
  result: ResultMessage | null;
  dismissResult: () => void;
  /** The summary banner's text while the browser-side checks refuse the form. */
  invalidSummary: string | null;
  /** The id of a field's input. */
  inputId: (name: Path<TInput>) => string;
  /** A field's error message, from the browser-side checks or from the server. */
  fieldError: (name: Path<TInput>) => string | undefined;
  /** Clears a field's error and the error banner: SPEC §5, a field's error clears when it is edited. */
  onFieldEdited: (name: Path<TInput>) => void;
  /** Someone else saved this record since it was opened (issue #12). */
  conflict: SaveConflict | null;
  /** «تحميل أحدث نسخة»: drop the keeper's edits; the form shows the record as it is now. */
  reloadLatest: () => void;
  /** «تطبيق تعديلاتي»: the record as it is now with the keeper's own edits on top, saved. */
  reapplyMine: () => void;
  dismissConflict: () => void;
}

/**
 * The one way an admin form works (issue #7): it starts from values known at mount, keeps a
 * draft, asks before leaving with unsaved changes, sends one request per double click, puts the
 * server's field messages under the fields, and shows the outcome in one banner. A 401 is left to
 * the query client (to the login page, draft kept). A new admin form is mostly its fields.
 */
export function useEntityForm<TInput extends FieldValues, TValues, TResult>(
  options: EntityFormOptions<TInput, TValues, TResult>,
): EntityForm<TInput, TValues> {
  const { idPrefix, draftKey, initialValues, resolver, save, afterSave, versioned } = options;
  const navigate = useNavigate();
  const form = useForm<TInput, unknown, TValues>({
    resolver,
    defaultValues: initialValues as DefaultValues<TInput>,
    // SPEC §5: checked on save; a field's error then clears as soon as it is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, reset, setError, clearErrors, formState } = form;
  const clearDraft = useFormDraft(form, draftKey);
  const { allowNextNavigation } = useUnsavedChangesPrompt(formState.isDirty, clearDraft);
  const [isSaving, setSaving] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  // Decision 026: the version the next save names, and the values that version holds (what the
  // keeper's edits are measured against).
  const version = useRef(versioned?.version);
  const opened = useRef(initialValues);
  // The record as a 409 answered it, while the dialog is open.
  const latest = useRef<{ values: TInput; version: number | undefined } | null>(null);
  const inFlight = useRef(false);
  // Saved, and not edited since: the second click of a double click that lands after a quick save
  // must not send the fresh (emptied) form and swap the success for «required» errors.
  const savedUntouched = useRef(false);
  useEffect(() => {
    if (formState.isDirty) savedUntouched.current = false;
  }, [formState.isDirty]);

  const { resultTimeoutMs } = options;
  useEffect(() => {
    if (!result || !resultTimeoutMs) return;
    const timer = window.setTimeout(() => setResult(null), resultTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [result, resultTimeoutMs]);

  const fieldNames = Object.keys(initialValues);

  async function submitValid(values: TValues) {
    // A second click while the first save is on its way sends nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setResult(null);
    try {
      // The form's values never hold the version: it is added here, so no form can forget it.
      const saved = await save(versioned ? ({ ...values, version: version.current } as TValues) : values);
      if (versioned) version.current = versionIn(saved) ?? version.current;
      clearDraft();
      const message: ResultMessage = { tone: 'success', text: options.savedMessage(saved) };
      if ('navigateTo' in afterSave) {
        allowNextNavigation();
        navigate(afterSave.navigateTo, { state: { result: message } });
        return;
      }
      opened.current = afterSave.resetTo(saved);
      reset(opened.current);
      savedUntouched.current = true;
      setResult({ ...message, reveal: true });
    } catch (error) {
      if (isSessionEnded(error)) return;
      if (versioned && (await openConflict(versioned, error))) {
        setResult({ tone: 'error', text: options.failureMessage(error), reveal: false });
        return;
      }
      let onFields = false;
      if (error instanceof ApiError) {
        for (const [name, text] of Object.entries(error.fields)) {
          if (!fieldNames.includes(name)) continue;
          setError(name as Path<TInput>, { type: 'server', message: text }, { shouldFocus: !onFields });
          onFields = true;
        }
      }
      // With field messages the first invalid field takes the focus; otherwise the banner shows itself.
      setResult({ tone: 'error', text: options.failureMessage(error), reveal: !onFields });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  /** A 409 with the current record: nothing typed is lost, and the dialog says what changed meanwhile. */
  async function openConflict(record: VersionedRecord<TInput>, error: unknown): Promise<boolean> {
    const current = error instanceof ApiError && error.status === 409 ? error.details.current : undefined;
    if (!current || typeof current !== 'object') return false;
    const stored = current as Record<string, unknown>;
    try {
      const values = await record.toFormValues(stored);
      latest.current = { values, version: typeof stored.version === 'number' ? stored.version : undefined };
      setConflict({ rows: conflictRows(opened.current, values, form.getValues(), record) });
      return true;
    } catch {
      // The current record could not be read into the form (a link's lookup failed): the banner says the save failed.
      return false;
    }
  }

  /** The form now starts from the record as it is, at its version. */
  function adoptLatest(): TInput | null {
    const now = latest.current;
    if (!now) return null;
    latest.current = null;
    version.current = now.version;
    opened.current = now.values;
    setConflict(null);
    return now.values;
  }

  // The summary speaks of the browser-side checks; the server's refusals have the result banner.
  const failedChecks = Object.values(formState.errors as Record<string, { type?: unknown } | undefined>).some(
    (error) => error !== undefined && error.type !== 'server',
  );

  return {
    form,
    onSubmit: (event) => {
      if (savedUntouched.current && !form.formState.isDirty) {
        event?.preventDefault();
        return Promise.resolve();
      }
      return handleSubmit(submitValid, () => setResult(null))(event);
    },
    isSaving,
    isUploading,
    setUploading,
    result,
    dismissResult: () => setResult(null),
    invalidSummary: failedChecks && options.invalidSummary ? options.invalidSummary : null,
    inputId: (name) => `${idPrefix}-${name}`,
    fieldError: (name) => {
      const error = (formState.errors as Record<string, { message?: unknown } | undefined>)[name];
      return typeof error?.message === 'string' ? error.message : undefined;
    },
    onFieldEdited: (name) => {
      clearErrors(name);
      setResult((current) => (current?.tone === 'error' ? null : current));
    },
    conflict,
    reloadLatest: () => {
      const now = adoptLatest();
      if (!now) return;
      clearDraft();
      reset(now);
      setResult(null);
    },
    reapplyMine: () => {
      const mine = form.getValues();
      const base = opened.current;
      const now = adoptLatest();
      if (!now) return;
      // The form shows what is saved: the current record, the keeper's own fields still as edits.
      reset(now);
      const merged = reapplied(base, now, mine);
      for (const name of Object.keys(merged) as Path<TInput>[]) {
        if (merged[name] !== now[name]) form.setValue(name, merged[name], { shouldDirty: true });
      }
      void handleSubmit(submitValid, () => setResult(null))();
    },
    dismissConflict: () => setConflict(null),
  };
}
