import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatArabicDate } from '../../../../../shared/format/date';
import { messages } from '../../../../../shared/messages';
import { newsCategories, type NewsItem } from '../../../../../shared/schemas/news';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { AlertBanner } from '../../shell/components/alert-banner';
import { ListToolbar } from '../../shell/components/list-toolbar';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import { primaryButtonClassName, secondaryButtonClassName } from '../../shell/components/form-field';
import { useAdminFormAuth, useRedirectToLogin } from '../../shell/use-admin-session';
import { useAdminNews } from '../api/get-admin-news';
import { useDeleteNews } from '../api/delete-news';
import { filterNews, newsCategoryBadgeClass, type NewsFilter } from '../filter-news';

const m = messages.adminNews;
const categoryLabels = messages.news.categories;
const filterOptions = (['all', ...newsCategories] as const).map((value: NewsFilter) => ({
  value,
  label: categoryLabels[value],
}));

function NewsCard({ item, onDelete }: { item: NewsItem; onDelete: (item: NewsItem) => void }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="flex h-40 items-center justify-center bg-slate-100">
        {item.image && !imageFailed ? (
          <img
            src={item.image}
            alt=""
            loading="lazy"
            className="size-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <ImageOff className="size-8 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold ${newsCategoryBadgeClass[item.category]}`}
          >
            {categoryLabels[item.category]}
          </span>
          <time dateTime={item.date} className="text-slate-600">
            {formatArabicDate(item.date)}
          </time>
        </div>
        <h2 className="text-lg font-bold break-words text-brand-900">{item.title}</h2>
        <p className="line-clamp-3 flex-1 break-words text-slate-700">{item.excerpt}</p>
        <div className="flex justify-end gap-2 pt-2">
          <Link
            to={paths.admin.newsEdit(item.id)}
            className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
            aria-label={m.editItem(item.title)}
            title={messages.common.edit}
          >
            <Pencil className="size-5" aria-hidden="true" />
          </Link>
          <button
            type="button"
            onClick={() => onDelete(item)}
            className="rounded-lg p-2 text-red-700 hover:bg-red-50"
            aria-label={m.deleteItem(item.title)}
            title={messages.common.delete}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}

/** SPEC §2 admin news list. */
export function AdminNewsList() {
  useAdminFormAuth(m.title);
  const redirectToLogin = useRedirectToLogin();
  const news = useAdminNews();
  const deleteNews = useDeleteNews();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<NewsFilter>('all');
  const [pendingDelete, setPendingDelete] = useState<NewsItem | null>(null);

  // SPEC §6/§8: a failed list load is logged; a 401 logs the re-login notice.
  useEffect(() => {
    if (!news.isError) return;
    if (news.error instanceof ApiError && news.error.isUnauthorized) {
      console.warn(messages.auth.authFailed);
      redirectToLogin(messages.auth.pleaseLogIn(m.title));
    } else {
      console.error('admin news: the list could not be loaded', news.error);
    }
  }, [news.isError, news.error, redirectToLogin]);

  function confirmDelete(item: NewsItem) {
    deleteNews.mutate(item.id, {
      onSuccess: () => toast.success(m.deleted),
      onError: (error) => {
        if (error instanceof ApiError && error.isUnauthorized) {
          redirectToLogin(messages.auth.pleaseLogIn(m.title));
          return;
        }
        console.error('admin news: delete failed', error);
        toast.error(error instanceof ApiError && error.status !== 0 ? error.message : m.deleteFailed);
      },
    });
  }

  const visible = news.data ? filterNews(news.data, search, category) : [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{m.title}</h1>
        <Link to={paths.admin.newsAdd} className={primaryButtonClassName}>
          <Plus className="size-5" aria-hidden="true" />
          {m.add}
        </Link>
      </div>

      <ListToolbar
        searchId="admin-news-search"
        searchLabel={m.search}
        searchPlaceholder={m.searchPlaceholder}
        search={search}
        onSearchChange={setSearch}
        filterLabel={m.categoryFilter}
        filters={filterOptions}
        filter={category}
        onFilterChange={setCategory}
      />

      {news.isPending && (
        <p role="status" className="py-10 text-center text-slate-600">
          {m.loading}
        </p>
      )}
      {news.isError && !(news.error instanceof ApiError && news.error.isUnauthorized) && (
        <AlertBanner
          tone="error"
          actions={
            <button type="button" className={secondaryButtonClassName} onClick={() => news.refetch()}>
              {messages.common.retry}
            </button>
          }
        >
          {m.loadFailed}
        </AlertBanner>
      )}
      {news.isSuccess &&
        (visible.length === 0 ? (
          <p className="rounded-xl bg-white p-10 text-center text-slate-600 shadow-sm">{m.noMatches}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {visible.map((item) => (
              <NewsCard key={item.id} item={item} onDelete={setPendingDelete} />
            ))}
          </ul>
        ))}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={m.deleteConfirm}
        description={pendingDelete?.title}
        onConfirm={() => pendingDelete && confirmDelete(pendingDelete)}
      />
    </div>
  );
}
