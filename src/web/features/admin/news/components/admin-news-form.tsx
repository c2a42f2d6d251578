import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../../../shared/api-paths';
import { messages } from '../../../../../shared/messages';
import {
  newsCategories,
  newsInputSchema,
  type NewsInput,
  type NewsItem,
  type NewsValues,
} from '../../../../../shared/schemas/news';
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
import { kuwaitDay } from '../../../../../shared/format/date';
import { useAdminNewsItem } from '../api/get-admin-news-item';
import { saveNews } from '../api/save-news';

const m = messages.adminNews;
const fieldNames = ['title', 'excerpt', 'content', 'date', 'category', 'image', 'link'] as const;

function emptyNews(): NewsInput {
  return {
    title: '',
    excerpt: '',
    content: '',
    // SPEC §9: the default news date is today (in Kuwait).
    date: kuwaitDay(),
    category: 'events',
    image: '',
    link: '',
  };
}

function formValuesOf(item: NewsItem): NewsInput {
  const { title, excerpt, content, date, category, image, link } = item;
  return { title, excerpt, content, date: date.slice(0, 10), category, image, link };
}

/** SPEC §8 admin news form: the server's message, else 'failed to save the news (status)'. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return messages.auth.connectionError;
    if (error.message === String(error.status)) return m.saveFailed(error.status);
    return error.message;
  }
  return m.saveFailed('—');
}

/** SPEC §2 admin news form, for adding (no id) and editing. */
export function AdminNewsForm({ id }: { id?: string }) {
  const editing = id !== undefined;
  useAdminFormAuth(m.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirectToLogin = useRedirectToLogin();
  const item = useAdminNewsItem(id);
  const form = useForm<NewsInput, unknown, NewsValues>({
    resolver: zodResolver(newsInputSchema),
    defaultValues: emptyNews(),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  const draft = useFormDraft(form, formDraftKey('news', id));
  useUnsavedChangesPrompt(isDirty, draft.clear);
  const { save, isSaving } = useAdminSave(saveNews, messages.auth.pleaseLogInFirst);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<{
    tone: 'success' | 'error';
    text: string;
    reveal: boolean;
  } | null>(null);

  const { restore } = draft;
  useEffect(() => {
    if (!editing) restore(emptyNews());
  }, [editing, restore]);
  useEffect(() => {
    if (item.data) restore(formValuesOf(item.data));
  }, [item.data, restore]);

  useEffect(() => {
    if (item.error instanceof ApiError && item.error.isUnauthorized) {
      redirectToLogin(messages.auth.pleaseLogIn(m.title));
    }
  }, [item.error, redirectToLogin]);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const outcome = await save({ id, values });
    if (outcome.status === 'saved') {
      draft.clear();
      // SPEC §2: after a create the form starts over; after an edit it shows what was saved.
      reset(editing ? formValuesOf(outcome.data.data) : emptyNews());
      setResult({ tone: 'success', text: editing ? m.updated : m.created, reveal: true });
      void queryClient.invalidateQueries();
    } else if (outcome.status === 'failed') {
      // With field messages, the first invalid field takes the focus; otherwise show the banner.
      const onFields = applyServerFieldErrors(outcome.error, setError, fieldNames);
      setResult({ tone: 'error', text: saveErrorMessage(outcome.error), reveal: !onFields });
    }
  });

  const loadFailed =
    editing && item.isError && !(item.error instanceof ApiError && item.error.isUnauthorized);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{editing ? m.editTitle : m.addTitle}</h1>
        <Link to={paths.admin.news} className="inline-flex items-center gap-1 text-brand-600 hover:underline">
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
              <Link to={paths.admin.news} className={secondaryButtonClassName}>
                {messages.common.backToList}
              </Link>
            )
          }
        >
          {result.text}
        </AlertBanner>
      )}

      {editing && item.isPending && (
        <p role="status" className="py-10 text-center text-slate-600">
          {messages.common.loading}
        </p>
      )}
      {loadFailed && (
        <AlertBanner
          tone="error"
          actions={
            <button type="button" className={secondaryButtonClassName} onClick={() => item.refetch()}>
              {messages.common.retry}
            </button>
          }
        >
          {item.error instanceof ApiError ? item.error.message : m.invalidData}
        </AlertBanner>
      )}

      {(!editing || item.isSuccess) && (
        <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <FormField id="news-title" label={m.fields.title} required error={errors.title?.message}>
            <input
              {...register('title')}
              {...fieldAria('news-title', errors.title?.message)}
              required
              className={inputClassName}
            />
          </FormField>
          <FormField id="news-excerpt" label={m.fields.excerpt} required error={errors.excerpt?.message}>
            <textarea
              {...register('excerpt')}
              {...fieldAria('news-excerpt', errors.excerpt?.message)}
              required
              rows={3}
              className={inputClassName}
            />
          </FormField>
          <FormField
            id="news-content"
            label={m.fields.content}
            required
            hint={m.fields.contentHint}
            error={errors.content?.message}
          >
            <textarea
              {...register('content')}
              {...fieldAria('news-content', errors.content?.message, true)}
              required
              rows={10}
              className={inputClassName}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="news-date" label={m.fields.date} required error={errors.date?.message}>
              <input
                {...register('date')}
                {...fieldAria('news-date', errors.date?.message)}
                type="date"
                required
                dir="ltr"
                className={`${inputClassName} text-start`}
              />
            </FormField>
            <FormField id="news-category" label={m.fields.category} error={errors.category?.message}>
              <select
                {...register('category')}
                {...fieldAria('news-category', errors.category?.message)}
                className={inputClassName}
              >
                {newsCategories.map((category) => (
                  <option key={category} value={category}>
                    {messages.news.categories[category]}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageUploadField
                id="news-image"
                label={m.fields.image}
                value={field.value ?? ''}
                onChange={field.onChange}
                uploadPath={api.admin.news.upload}
                error={fieldState.error?.message}
                onBusyChange={setUploading}
              />
            )}
          />
          <FormField id="news-link" label={m.fields.link} error={errors.link?.message}>
            <input
              {...register('link')}
              {...fieldAria('news-link', errors.link?.message)}
              type="url"
              dir="ltr"
              placeholder="https://"
              className={`${inputClassName} text-start`}
            />
          </FormField>
          <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
            <button type="submit" className={primaryButtonClassName} disabled={isSaving || uploading}>
              <Save className="size-5" aria-hidden="true" />
              {isSaving ? messages.common.saving : messages.common.save}
            </button>
            <button
              type="button"
              className={secondaryButtonClassName}
              onClick={() => navigate(paths.admin.news)}
            >
              {messages.common.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
