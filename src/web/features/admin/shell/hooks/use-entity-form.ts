import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isSessionEnded } from '../failure-message';
import type { ResultMessage } from '../components/result-banner';
import { reapplied } from '../conflict-rows';
import { useFormDraft } from './use-form-draft';
import {
  useRecordVersion,
  type RecordVersion,
  type SaveConflict,
  type VersionedRecord,
} from './use-record-version';
import { useResultBanner } from './use-result-banner';
import { showServerFieldErrors } from './server-field-errors';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

export type { SaveConflict, VersionedRecord };

export type AfterSave<TInput, TResult> =
  /** Stay on the form, showing these values (what was saved, or a fresh form after a create). */
  | { resetTo: (result: TResult) => TInput }
  /**
   * Leave for another screen, which shows the result banner (docs/product.md#admin-family-members: back to
   * the list).
   */
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
  /** The shared schema's checks, in the browser; none for forms whose checks are the server's alone. */
  resolver?: Resolver<TInput, unknown, TValues>;
  /** Sends the values; a mutation's `mutateAsync`, whose `onSuccess` refreshes what it changed. */
  save: (values: TValues) => Promise<TResult>;
  /** The success banner's text. */
  savedMessage: (result: TResult) => string;
  /** The error banner's text (the server's message, or the form's own fallback). */
  failureMessage: (error: unknown) => string;
  afterSave: AfterSave<TInput, TResult>;
  /**
   * Shown above the form when the browser-side checks refuse it (docs/product.md#validation: diwan's
   * summary).
   */
  invalidSummary?: string;
  /** The result banner goes after this long (docs/product.md#constants: diwan messages, 5000 ms). */
  resultTimeoutMs?: number;
  /** The stored record has a version (decision 026); absent for a new record. */
  versioned?: VersionedRecord<TInput>;
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
  /**
   * Clears a field's error and the error banner: docs/product.md#validation, a field's error clears when it
   * is edited.
   */
  onFieldEdited: (name: Path<TInput>) => void;
  /** Someone else saved this record since it was opened. */
  conflict: SaveConflict | null;
  /** «تحميل أحدث نسخة»: drop the keeper's edits; the form shows the record as it is now. */
  reloadLatest: () => void;
  /** «تطبيق تعديلاتي»: the record as it is now with the keeper's own edits on top, saved. */
  reapplyMine: () => void;
  dismissConflict: () => void;
}

/** A field's message, from the browser-side checks or from the server. */
function messageOf<TInput extends FieldValues>(errors: FieldErrors<TInput>, name: Path<TInput>) {
  const error = (errors as Record<string, { message?: unknown } | undefined>)[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** Whether the browser-side checks refuse the form (the server's refusals have the result banner). */
function failedChecks<TInput extends FieldValues>(errors: FieldErrors<TInput>): boolean {
  return Object.values(errors as Record<string, { type?: unknown } | undefined>).some(
    (error) => error !== undefined && error.type !== 'server',
  );
}

/**
 * The one way an admin form works: it starts from values known at mount, keeps a
 * draft, asks before leaving with unsaved changes, sends one request per double click, puts the
 * server's field messages under the fields, and shows the outcome in one banner. A 401 is left to
 * the query client (to the login page, draft kept). A new admin form is mostly its fields.
 */
export function useEntityForm<TInput extends FieldValues, TValues, TResult>(
  options: EntityFormOptions<TInput, TValues, TResult>,
): EntityForm<TInput, TValues> {
  const { idPrefix, draftKey, initialValues, resolver, save, afterSave } = options;
  const navigate = useNavigate();
  const form = useForm<TInput, unknown, TValues>({
    resolver,
    defaultValues: initialValues as DefaultValues<TInput>,
    // docs/product.md#validation: checked on save; a field's error then clears as soon as it is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, reset, setError, clearErrors, formState } = form;
  const clearDraft = useFormDraft(form, draftKey);
  const { allowNextNavigation } = useUnsavedChangesPrompt(formState.isDirty, clearDraft);
  const [isSaving, setSaving] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [result, setResult] = useResultBanner(options.resultTimeoutMs);
  const record = useRecordVersion(options.versioned, initialValues, () => form.getValues());
  const inFlight = useRef(false);
  // Saved, and not edited since: the second click of a double click that lands after a quick save
  // must not send the fresh (emptied) form and swap the success for «required» errors.
  const savedUntouched = useRef(false);
  useEffect(() => {
    if (formState.isDirty) savedUntouched.current = false;
  }, [formState.isDirty]);

  async function submitValid(values: TValues) {
    // A second click while the first save is on its way sends nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setResult(null);
    try {
      const saved = await save(record.stamp(values));
      record.saved(saved);
      clearDraft();
      const message: ResultMessage = { tone: 'success', text: options.savedMessage(saved) };
      if ('navigateTo' in afterSave) {
        allowNextNavigation();
        navigate(afterSave.navigateTo, { state: { result: message } });
        return;
      }
      record.reopened(afterSave.resetTo(saved));
      reset(record.openedValues());
      savedUntouched.current = true;
      setResult({ ...message, reveal: true });
    } catch (error) {
      await showFailure(error);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  async function showFailure(error: unknown) {
    if (isSessionEnded(error)) return;
    const text = options.failureMessage(error);
    if (await record.openConflict(error)) {
      setResult({ tone: 'error', text, reveal: false });
      return;
    }
    const onFields = showServerFieldErrors(error, Object.keys(initialValues), setError);
    // With field messages the first invalid field takes the focus; otherwise the banner shows itself.
    setResult({ tone: 'error', text, reveal: !onFields });
  }

  const submit = (event?: React.BaseSyntheticEvent) =>
    handleSubmit(submitValid, () => setResult(null))(event);
  return {
    form,
    onSubmit: (event) => {
      if (savedUntouched.current && !form.formState.isDirty) {
        event?.preventDefault();
        return Promise.resolve();
      }
      return submit(event);
    },
    isSaving,
    isUploading,
    setUploading,
    result,
    dismissResult: () => setResult(null),
    invalidSummary: failedChecks(formState.errors) && options.invalidSummary ? options.invalidSummary : null,
    inputId: (name) => `${idPrefix}-${name}`,
    fieldError: (name) => messageOf(formState.errors, name),
    onFieldEdited: (name) => {
      clearErrors(name);
      setResult((current) => (current?.tone === 'error' ? null : current));
    },
    ...conflictChoices(form, record, () => {
      clearDraft();
      setResult(null);
    }),
    // With the keeper's edits laid over the current record: saved at once.
    reapplyMine: () => {
      if (reapplyEdits(form, record)) void submit();
    },
  };
}

/** The conflict dialog's choices other than re-applying: the record as it is now, or back to the form. */
function conflictChoices<TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  record: RecordVersion<TInput>,
  dropEdits: () => void,
) {
  return {
    conflict: record.conflict,
    reloadLatest: () => {
      const now = record.adoptLatest();
      if (!now) return;
      dropEdits();
      form.reset(now);
    },
    dismissConflict: record.dismissConflict,
  };
}

/**
 * «تطبيق تعديلاتي»: the form shows the record as it is now, the keeper's own fields still as edits
 * on top; whether there was a conflict to re-apply to.
 */
function reapplyEdits<TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  record: RecordVersion<TInput>,
): boolean {
  const mine = form.getValues();
  const base = record.openedValues();
  const now = record.adoptLatest();
  if (!now) return false;
  form.reset(now);
  const merged = reapplied(base, now, mine);
  for (const name of Object.keys(merged) as Path<TInput>[]) {
    if (merged[name] !== now[name]) form.setValue(name, merged[name], { shouldDirty: true });
  }
  return true;
}
