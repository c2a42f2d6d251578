import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { api } from '../../../../../shared/api-paths';
import { kuwaitDay } from '../../../../../shared/format/date';
import { adminMessages } from '../../../../../shared/messages/admin';
import { commonMessages } from '../../../../../shared/messages/common';
import { newsCategories, type NewsItem } from '../../../../../shared/schemas/news';
import { newsInputSchema, type NewsInput } from '../../../../../shared/schemas/news-input';
import { buttonClassName } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { AdminFormScreen } from '../../shell/components/admin-screen';
import { EntityFormView, FormCard, fieldsFor } from '../../shell/components/fields';
import { useEntityForm } from '../../shell/hooks/use-entity-form';
import { optionsOf } from '../../../../components/ui/filter-buttons';
import { formDraftKey } from '../../shell/hooks/use-form-draft';
import { useAdminNewsItem } from '../api/get-admin-news-item';
import { useSaveNews } from '../api/save-news';

const m = adminMessages.news;
const Field = fieldsFor<NewsInput>();
const resolver = zodResolver(newsInputSchema);
const categoryOptions = optionsOf(newsCategories, commonMessages.newsCategories);

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
    if (error.isNetworkError) return commonMessages.connectionError;
    if (error.message === String(error.status)) return m.saveFailed(error.status);
    return error.message;
  }
  return m.saveFailed('—');
}

function NewsForm({ id, stored }: { id?: string; stored?: NewsItem }) {
  const { mutateAsync } = useSaveNews(id);
  const entity = useEntityForm({
    idPrefix: 'news',
    draftKey: formDraftKey('news', id),
    initialValues: stored ? formValuesOf(stored) : emptyNews(),
    resolver,
    save: mutateAsync,
    savedMessage: () => (id === undefined ? m.created : m.updated),
    failureMessage: saveErrorMessage,
    // SPEC §2: after a create the form starts over; after an edit it shows what was saved.
    afterSave: { resetTo: (saved) => (id === undefined ? emptyNews() : formValuesOf(saved.data)) },
  });
  return (
    <EntityFormView
      entity={entity}
      cancelTo={paths.admin.news}
      successActions={
        <Link to={paths.admin.news} className={buttonClassName({ variant: 'neutral', size: 'compact' })}>
          {commonMessages.backToList}
        </Link>
      }
    >
      <FormCard>
        <Field.Text name="title" label={m.fields.title} required />
        <Field.Text name="excerpt" label={m.fields.excerpt} required rows={3} />
        <Field.Text name="content" label={m.fields.content} hint={m.fields.contentHint} required rows={10} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field.Text name="date" label={m.fields.date} type="date" latin required />
          <Field.Select name="category" label={m.fields.category} options={categoryOptions} />
        </div>
        <Field.Image name="image" label={m.fields.image} uploadPath={api.admin.news.upload} />
        <Field.Text name="link" label={m.fields.link} type="url" latin placeholder="https://" />
      </FormCard>
    </EntityFormView>
  );
}

/** SPEC §2 admin news form, for adding (no id) and editing. */
export function AdminNewsForm({ id }: { id?: string }) {
  const item = useAdminNewsItem(id);
  return (
    <AdminFormScreen
      title={id === undefined ? m.addTitle : m.editTitle}
      backTo={paths.admin.news}
      width="medium"
      query={id === undefined ? undefined : item}
      loadError={(error) => (error instanceof ApiError ? error.message : m.invalidData)}
    >
      {(stored) => <NewsForm id={id} stored={stored} />}
    </AdminFormScreen>
  );
}
