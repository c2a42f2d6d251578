import { zodResolver } from '@hookform/resolvers/zod';
import { Eye } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { api } from '#shared/api-paths.ts';
import { kuwaitDay } from '#shared/format/date.ts';
import { isoToKuwaitLocal } from '#shared/format/kuwait-time.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { newsAudiences, newsStatuses } from '#shared/news/publishing.ts';
import { newsCategories, type AdminNewsItem } from '#shared/schemas/news.ts';
import { newsInputSchema, type NewsInput, type NewsValues } from '#shared/schemas/news-input.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { RecordFormScreen } from '#web/features/admin/shell/components/admin-screen.tsx';
import { EntityFormView, FormCard, fieldsFor } from '#web/features/admin/shell/components/fields.tsx';
import { useEntityForm } from '#web/features/admin/shell/hooks/use-entity-form.ts';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { formDraftKey } from '#web/features/admin/shell/hooks/use-form-draft.ts';
import { adminNewsApi, useSaveNews } from '../api/admin-news-api';

const m = adminMessages.news;
const p = newsPublishingMessages;
const Field = fieldsFor<NewsInput>();
const resolver = zodResolver(newsInputSchema);
const categoryOptions = optionsOf(newsCategories, commonMessages.newsCategories);
const statusOptions = optionsOf(newsStatuses, p.statuses);
const audienceOptions = optionsOf(newsAudiences, p.audiences);

function emptyNews(): NewsInput {
  return {
    title: '',
    excerpt: '',
    content: '',
    // docs/product.md#constants: the default news date is today (in Kuwait).
    date: kuwaitDay(),
    category: 'events',
    image: '',
    link: '',
    // Saved means public, as before drafts existed (decision 016); a draft or a time is the admin's choice.
    status: 'published',
    publish_at: '',
    audience: 'public',
    member_ids: [],
  };
}

/** The stored item as the form holds it: the publish time in Kuwait time, for the day-and-time field. */
function formValuesOf(item: AdminNewsItem): NewsInput {
  const { title, excerpt, content, date, category, image, link, status, audience } = item;
  return {
    title,
    excerpt,
    content,
    date: date.slice(0, 10),
    category,
    image,
    link,
    status,
    publish_at: item.publish_at ? isoToKuwaitLocal(item.publish_at) : '',
    audience,
    member_ids: item.member_ids,
  };
}

/** Only a scheduled item keeps a time: a time typed before choosing «منشورة» must not hold it back. */
const valuesToSend = (values: NewsValues): NewsValues => ({
  ...values,
  publish_at: values.status === 'scheduled' ? values.publish_at : null,
});

/**
 * The admin news form (docs/product.md#messages): the server's message, else 'failed to save the news
 * (status)'.
 */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return commonMessages.connectionError;
    if (error.message === String(error.status)) return m.saveFailed(error.status);
    return error.message;
  }
  return m.saveFailed('—');
}

/** The conflict dialog's words for a news item's choices (decision 026). */
const describeNews = (field: string, value: unknown) => {
  if (field === 'category')
    return commonMessages.newsCategories[value as keyof typeof commonMessages.newsCategories];
  if (field === 'status') return p.statuses[value as keyof typeof p.statuses];
  if (field === 'audience') return p.audiences[value as keyof typeof p.audiences];
  return undefined;
};

function NewsForm({ id, stored }: { id?: string; stored?: AdminNewsItem }) {
  const { mutateAsync } = useSaveNews(id);
  const entity = useEntityForm({
    idPrefix: 'news',
    draftKey: formDraftKey('news', id),
    initialValues: stored ? formValuesOf(stored) : emptyNews(),
    resolver,
    save: (values: NewsValues) => mutateAsync(valuesToSend(values)),
    savedMessage: () => (id === undefined ? m.created : m.updated),
    failureMessage: saveErrorMessage,
    // docs/product.md#admin-news: after a create the form starts over; after an edit it shows what was saved.
    afterSave: { resetTo: (saved) => (id === undefined ? emptyNews() : formValuesOf(saved.data)) },
    // Decision 026: the version it opened goes with each save; a stale one opens the conflict dialog.
    versioned: stored && {
      version: stored.version,
      toFormValues: (current) => formValuesOf(current as AdminNewsItem),
      describe: describeNews,
    },
  });
  const status = useWatch({ control: entity.form.control, name: 'status' });
  return (
    <EntityFormView
      entity={entity}
      cancelTo={paths.admin.news}
      successActions={
        <Link to={paths.admin.news} className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
          {commonMessages.backToList}
        </Link>
      }
      extraActions={
        // The saved item, as the public would see it: an edit in progress is saved first.
        id !== undefined && (
          <Link
            to={paths.admin.newsPreview(id)}
            className={buttonClassName({ variant: 'neutral', size: 'compact' })}
          >
            <Eye className="size-5" aria-hidden="true" />
            {p.preview.action}
          </Link>
        )
      }
    >
      <FormCard>
        <Field.Text name="title" label={m.fields.title} required />
        <Field.Text name="excerpt" label={m.fields.excerpt} required rows={3} />
        <Field.Text name="content" label={m.fields.content} hint={m.fields.contentHint} required rows={10} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Date name="date" label={m.fields.date} required />
          <Field.Select name="category" label={m.fields.category} options={categoryOptions} />
        </div>
        <Field.Image name="image" label={m.fields.image} uploadPath={api.admin.news.upload} />
        <Field.Text name="link" label={m.fields.link} type="url" latin placeholder="https://" />
      </FormCard>
      <FormCard>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Select
            name="status"
            label={p.fields.status}
            hint={p.fields.statusHint}
            options={statusOptions}
          />
          {status === 'scheduled' && (
            <Field.Date
              name="publish_at"
              label={p.fields.publishAt}
              hint={p.fields.publishAtHint}
              withTime
              required
            />
          )}
        </div>
        <Field.Radio
          name="audience"
          label={p.fields.audience}
          hint={p.fields.audienceHint}
          options={audienceOptions}
        />
        <Field.Members name="member_ids" />
      </FormCard>
    </EntityFormView>
  );
}

/** The admin news form (docs/product.md#admin-news), for adding (no id) and editing. */
export function AdminNewsForm({ id }: { id?: string }) {
  return (
    <RecordFormScreen
      id={id}
      records={adminNewsApi}
      text={m}
      backTo={paths.admin.news}
      loadError={(error) => (error instanceof ApiError ? error.message : m.invalidData)}
    >
      {(stored) => <NewsForm id={id} stored={stored} />}
    </RecordFormScreen>
  );
}
