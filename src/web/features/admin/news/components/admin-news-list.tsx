import { ImageOff } from 'lucide-react';
import { formatArabicDate } from '../../../../../shared/format/date';
import { adminMessages } from '../../../../../shared/messages/admin';
import { commonMessages } from '../../../../../shared/messages/common';
import { newsCategories, type NewsItem } from '../../../../../shared/schemas/news';
import { NewsCategoryBadge } from '../../../../components/ui/category-badge';
import { paths } from '../../../../config/paths';
import { FilteredListScreen, type ItemControls } from '../../shell/components/filtered-list-screen';
import { ItemActions } from '../../shell/components/item-actions';
import { ItemImage } from '../../shell/components/item-image';
import { optionsOf } from '../../../../components/ui/filter-buttons';
import { useAdminNews } from '../api/get-admin-news';
import { useDeleteNews } from '../api/delete-news';
import { filterNews } from '../filter-news';

const m = adminMessages.news;
const filters = optionsOf(['all', ...newsCategories] as const, commonMessages.newsCategories);

function NewsCard({ item, deleting, onDelete }: { item: NewsItem } & ItemControls) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm" aria-busy={deleting}>
      <ItemImage src={item.image} FallbackIcon={ImageOff} className="h-40 w-full" />
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
  const { mutateAsync: deleteNews } = useDeleteNews();
  return (
    <FilteredListScreen
      idPrefix="admin-news"
      text={m}
      addTo={paths.admin.newsAdd}
      query={useAdminNews()}
      filters={filters}
      select={filterNews}
      remove={deleteNews}
      nameOf={(item) => item.title}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      renderItem={(item, controls) => <NewsCard item={item} {...controls} />}
    />
  );
}
