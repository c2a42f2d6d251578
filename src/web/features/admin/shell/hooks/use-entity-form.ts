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
  /**
   * Issue #12 (decision 026): the record as the form opened it. A save refused as stale (409) then
   * opens the conflict dialog, which shows what changed since, field by field.
   */
  conflictBase?: Record<string, unknown>;
  /** Take the current record's version, so saving the keeper's values again is accepted. */
  adoptVersion?: (version: number) => void;
}

/** A save refused because someone else saved first: what the keeper sent, and the record now. */
export interface SaveConflict<TValues> {
  values: TValues;
  base: Record<string, unknown>;
  current: Record<string, unknown>;
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
  conflict: SaveConflict<TValues> | null;
  /** Drop the keeper's edits and open the record as it is now. */
  reloadLatest: () => void;
  /** Save the keeper's values over the current version (the dialog showed what they replace). */
  saveMineAnyway: () => void;
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
  const { idPrefix, draftKey, initialValues, resolver, save, afterSave } = options;
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
  const [conflict, setConflict] = useState<SaveConflict<TValues> | null>(null);
  // «تحميل أحدث نسخة»: once the form is clean (no leave prompt), the page opens the record anew.
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (reloading && !formState.isDirty) window.location.reload();
  }, [reloading, formState.isDirty]);
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
      const saved = await save(values);
      clearDraft();
      const message: ResultMessage = { tone: 'success', text: options.savedMessage(saved) };
      if ('navigateTo' in afterSave) {
        allowNextNavigation();
        navigate(afterSave.navigateTo, { state: { result: message } });
        return;
      }
      reset(afterSave.resetTo(saved));
      savedUntouched.current = true;
      setResult({ ...message, reveal: true });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const current = error instanceof ApiError && error.status === 409 ? error.details.current : undefined;
      if (options.conflictBase && current && typeof current === 'object') {
        // Nothing typed is lost: the form keeps it, and the dialog says what changed meanwhile.
        setConflict({ values, base: options.conflictBase, current: current as Record<string, unknown> });
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
      clearDraft();
      setConflict(null);
      reset(initialValues);
      setReloading(true);
    },
    saveMineAnyway: () => {
      if (!conflict) return;
      const version = conflict.current.version;
      if (typeof version === 'number') options.adoptVersion?.(version);
      setConflict(null);
      void submitValid(conflict.values);
    },
    dismissConflict: () => setConflict(null),
  };
}
