import { ImageOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatArabicDate } from '../../../../../shared/format/date';
import { messages } from '../../../../../shared/messages';
import { newsCategories, type NewsItem } from '../../../../../shared/schemas/news';
import { buttonClassName } from '../../../../components/ui/button';
import { NewsCategoryBadge } from '../../../../components/ui/category-badge';
import { paths } from '../../../../config/paths';
import { AdminScreen } from '../../shell/components/admin-screen';
import { ItemActions } from '../../shell/components/item-actions';
import { ListToolbar } from '../../shell/components/list-toolbar';
import { EmptyMessage, QueryState } from '../../shell/components/query-state';
import { useDeleteAction } from '../../shell/hooks/use-delete-action';
import { useAdminNews } from '../api/get-admin-news';
import { useDeleteNews } from '../api/delete-news';
import { filterNews, type NewsFilter } from '../filter-news';

const m = messages.adminNews;
const filterOptions = (['all', ...newsCategories] as const).map((value: NewsFilter) => ({
  value,
  label: messages.news.categories[value],
}));

interface NewsCardProps {
  item: NewsItem;
  deleting: boolean;
  onDelete: () => void;
}

function NewsCard({ item, deleting, onDelete }: NewsCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm" aria-busy={deleting}>
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
          <NewsCategoryBadge category={item.category} />
          <time dateTime={item.date} className="text-slate-600">
            {formatArabicDate(item.date)}
          </time>
        </div>
        <h2 className="text-lg font-bold break-words text-brand-900">{item.title}</h2>
        <p className="line-clamp-3 flex-1 break-words text-slate-700">{item.excerpt}</p>
        <ItemActions
          editTo={paths.admin.newsEdit(item.id)}
          editLabel={m.editItem(item.title)}
          deleteLabel={m.deleteItem(item.title)}
          deleting={deleting}
          onDelete={onDelete}
        />
      </div>
    </li>
  );
}

/** SPEC §2 admin news list. */
export function AdminNewsList() {
  const news = useAdminNews();
  const { mutateAsync } = useDeleteNews();
  const remove = useDeleteAction({
    remove: (item: NewsItem) => mutateAsync(item.id),
    itemKey: (item) => item.id,
    itemName: (item) => item.title,
    confirmTitle: m.deleteConfirm,
    deletedMessage: m.deleted,
    failedMessage: m.deleteFailed,
  });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<NewsFilter>('all');

  return (
    <AdminScreen
      title={m.title}
      width="full"
      actions={
        <Link to={paths.admin.newsAdd} className={buttonClassName({ size: 'compact' })}>
          <Plus className="size-5" aria-hidden="true" />
          {m.add}
        </Link>
      }
    >
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
      <QueryState query={news} loadingLabel={m.loading} errorMessage={m.loadFailed}>
        {(items) => {
          const visible = filterNews(items, search, category);
          return visible.length === 0 ? (
            <EmptyMessage>{m.noMatches}</EmptyMessage>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {visible.map((item) => (
                <NewsCard
                  key={item.id}
                  item={item}
                  deleting={remove.isDeleting(item)}
                  onDelete={() => remove.requestDelete(item)}
                />
              ))}
            </ul>
          );
        }}
      </QueryState>
      {remove.confirmDialog}
    </AdminScreen>
  );
}
