import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../../../../../shared/api-paths';
import { messages } from '../../../../../shared/messages';
import {
  DEFAULT_PERSON_ORDER,
  notablePersonInputSchema,
  personCategories,
  type NotablePerson,
  type NotablePersonInput,
  type NotablePersonValues,
} from '../../../../../shared/schemas/notable-person';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { AlertBanner } from '../../shell/components/alert-banner';
import {
  FormField,
  fieldAria,
  inputClassName,
  primaryButtonClassName,
  secondaryButtonClassName,
} from '../../shell/components/form-field';
import { ImageUploadField } from '../../shell/components/image-upload-field';
import { applyServerFieldErrors, useAdminSave } from '../../shell/hooks/use-admin-save';
import { formDraftKey, useFormDraft } from '../../shell/hooks/use-form-draft';
import { useUnsavedChangesPrompt } from '../../shell/hooks/use-unsaved-changes-prompt';
import { useAdminFormAuth, useRedirectToLogin } from '../../shell/use-admin-session';
import { useAdminPerson } from '../api/get-admin-person';
import { savePerson } from '../api/save-person';

const m = messages.adminPeople;
const fieldNames = ['name', 'position', 'period', 'category', 'bio', 'order', 'image'] as const;

function emptyPerson(): NotablePersonInput {
  return {
    name: '',
    position: '',
    period: '',
    category: 'academic',
    bio: '',
    order: DEFAULT_PERSON_ORDER,
    image: '',
  };
}

function formValuesOf(person: NotablePerson): NotablePersonInput {
  const { name, position, period, category, bio, order, image } = person;
  return { name, position, period, category, bio, order, image };
}

/** SPEC §8: the server's error field, else the status. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return messages.auth.connectionError;
    return error.message;
  }
  return m.saveFailed;
}

/** SPEC §2 notable-people form, for adding (no id) and editing. */
export function AdminPersonForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  useAdminFormAuth(m.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirectToLogin = useRedirectToLogin();
  const person = useAdminPerson(id);
  const form = useForm<NotablePersonInput, unknown, NotablePersonValues>({
    resolver: zodResolver(notablePersonInputSchema),
    defaultValues: emptyPerson(),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  const draft = useFormDraft(form, formDraftKey('notable-person', id));
  useUnsavedChangesPrompt(isDirty, draft.clear);
  const { save, isSaving } = useAdminSave(savePerson, messages.auth.pleaseLogInFirst);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<{
    tone: 'success' | 'error';
    text: string;
    reveal: boolean;
  } | null>(null);

  const { restore } = draft;
  useEffect(() => {
    if (!editing) restore(emptyPerson());
  }, [editing, restore]);
  useEffect(() => {
    if (person.data) restore(formValuesOf(person.data));
  }, [person.data, restore]);

  const unauthorized = person.error instanceof ApiError && person.error.isUnauthorized;
  useEffect(() => {
    if (unauthorized) redirectToLogin(messages.auth.pleaseLogIn(m.title));
    else if (person.isError) toast.error(m.loadPersonFailed);
  }, [unauthorized, person.isError, redirectToLogin]);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const outcome = await save({ id, values });
    if (outcome.status === 'saved') {
      draft.clear();
      reset(editing ? formValuesOf(outcome.data.data) : emptyPerson());
      const text = editing ? m.updated : m.created;
      setResult({ tone: 'success', text, reveal: true });
      toast.success(text);
      void queryClient.invalidateQueries();
    } else if (outcome.status === 'failed') {
      // With field messages, the first invalid field takes the focus; otherwise show the banner.
      const onFields = applyServerFieldErrors(outcome.error, setError, fieldNames);
      setResult({ tone: 'error', text: saveErrorMessage(outcome.error), reveal: !onFields });
      toast.error(m.saveFailed);
    }
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{editing ? m.editTitle : m.addTitle}</h1>
        <Link
          to={paths.admin.notablePeople}
          className="inline-flex items-center gap-1 text-brand-600 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {messages.common.backToList}
        </Link>
      </div>

      {result && (
        <AlertBanner
          reveal={result.reveal}
          tone={result.tone}
          onDismiss={() => setResult(null)}
          actions={
            result.tone === 'success' && (
              <Link to={paths.admin.notablePeople} className={secondaryButtonClassName}>
                {messages.common.backToList}
              </Link>
            )
          }
        >
          {result.text}
        </AlertBanner>
      )}

      {editing && person.isPending && (
        <p role="status" className="py-10 text-center text-slate-600">
          {messages.common.loading}
        </p>
      )}
      {editing && person.isError && !unauthorized && (
        <AlertBanner
          tone="error"
          actions={
            <button type="button" className={secondaryButtonClassName} onClick={() => person.refetch()}>
              {messages.common.retry}
            </button>
          }
        >
          {m.loadPersonFailed}
        </AlertBanner>
      )}

      {(!editing || person.isSuccess) && (
        <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="person-name" label={m.fields.name} required error={errors.name?.message}>
              <input
                {...register('name')}
                {...fieldAria('person-name', errors.name?.message)}
                required
                className={inputClassName}
              />
            </FormField>
            <FormField
              id="person-position"
              label={m.fields.position}
              required
              error={errors.position?.message}
            >
              <input
                {...register('position')}
                {...fieldAria('person-position', errors.position?.message)}
                required
                className={inputClassName}
              />
            </FormField>
            <FormField id="person-period" label={m.fields.period} error={errors.period?.message}>
              <input
                {...register('period')}
                {...fieldAria('person-period', errors.period?.message)}
                placeholder={m.fields.periodPlaceholder}
                className={inputClassName}
              />
            </FormField>
            <FormField id="person-category" label={m.fields.category} error={errors.category?.message}>
              <select
                {...register('category')}
                {...fieldAria('person-category', errors.category?.message)}
                className={inputClassName}
              >
                {personCategories.map((category) => (
                  <option key={category} value={category}>
                    {messages.notablePeople.categories[category]}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id="person-bio" label={m.fields.bio} error={errors.bio?.message}>
            <textarea
              {...register('bio')}
              {...fieldAria('person-bio', errors.bio?.message)}
              rows={8}
              className={inputClassName}
            />
          </FormField>
          <FormField
            id="person-order"
            label={m.fields.order}
            hint={m.fields.orderHint}
            error={errors.order?.message}
          >
            <input
              {...register('order')}
              {...fieldAria('person-order', errors.order?.message, true)}
              type="number"
              inputMode="numeric"
              dir="ltr"
              className={`${inputClassName} max-w-40 text-start`}
            />
          </FormField>
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageUploadField
                id="person-image"
                label={m.fields.image}
                value={field.value ?? ''}
                onChange={field.onChange}
                uploadPath={api.admin.notablePeople.upload}
                error={fieldState.error?.message}
                onBusyChange={setUploading}
                onUploadError={(message) => toast.error(m.uploadFailed, { description: message })}
              />
            )}
          />
          <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
            <button type="submit" className={primaryButtonClassName} disabled={isSaving || uploading}>
              <Save className="size-5" aria-hidden="true" />
              {isSaving ? messages.common.saving : messages.common.save}
            </button>
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => navigate(paths.admin.notablePeople)}
            >
              {messages.common.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
