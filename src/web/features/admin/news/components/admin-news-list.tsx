import { Eye, ImageOff, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatArabicDate } from '#shared/format/date.ts';
import { formatKuwaitDateTime } from '#shared/format/kuwait-time.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { newsCategories, type AdminNewsItem } from '#shared/schemas/news.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { NewsCategoryBadge } from '#web/components/ui/category-badge.tsx';
import { paths } from '#web/config/paths.ts';
import {
  FilteredListScreen,
  type ItemControls,
} from '#web/features/admin/shell/components/filtered-list-screen.tsx';
import { ItemActions } from '#web/features/admin/shell/components/item-actions.tsx';
import { ItemImage } from '#web/features/admin/shell/components/item-image.tsx';
import { optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { adminNewsApi } from '../api/admin-news-api';
import { filterNews, shownStatusOf, type NewsStatusFilter } from '../filter-news';

const m = adminMessages.news;
const p = newsPublishingMessages;
const filters = optionsOf(['all', ...newsCategories] as const, commonMessages.newsCategories);
const statusFilter = {
  label: p.list.statusFilter,
  options: optionsOf(['all', 'draft', 'scheduled', 'published'] as const, {
    all: p.list.allStatuses,
    ...p.statuses,
  }),
};
const statusTones: Record<Exclude<NewsStatusFilter, 'all'>, BadgeTone> = {
  draft: 'slate',
  scheduled: 'gold',
  published: 'green',
};

/**
 * Whether the item is out now (decision 016), when a waiting one goes out, in Kuwait time, and
 * whether it is for the family alone.
 */
function StatusBadge({ item }: { item: AdminNewsItem }) {
  const shown = shownStatusOf(item, new Date());
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={statusTones[shown]}>{p.statuses[shown]}</Badge>
      {item.audience === 'family' && (
        // Not for the public whatever its status: said beside it, so the keeper never takes it for public.
        <Badge tone="violet">
          <Users className="me-1 size-4" aria-hidden="true" />
          {p.audiences.family}
        </Badge>
      )}
      {shown === 'scheduled' && item.publish_at && (
        <time dateTime={item.publish_at} className="text-slate-700">
          {p.list.waitingUntil(formatKuwaitDateTime(item.publish_at))}
        </time>
      )}
    </span>
  );
}

function NewsCard({ item, deleting, onDelete }: { item: AdminNewsItem } & ItemControls) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm" aria-busy={deleting}>
      <ItemImage src={item.image} FallbackIcon={ImageOff} className="h-40 w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <StatusBadge item={item} />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <NewsCategoryBadge category={item.category} />
          <time dateTime={item.date} className="text-slate-600">
            {formatArabicDate(item.date)}
          </time>
        </div>
        <h2 className="text-lg font-bold break-words text-brand-900">{item.title}</h2>
        <p className="line-clamp-3 flex-1 break-words text-slate-700">{item.excerpt}</p>
        <div className="flex items-center justify-between gap-2">
          <Link
            to={paths.admin.newsPreview(item.id)}
            className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50"
            aria-label={p.preview.actionItem(item.title)}
          >
            <Eye className="size-5" aria-hidden="true" />
            {p.preview.action}
          </Link>
          <ItemActions
            editTo={paths.admin.newsEdit(item.id)}
            editLabel={m.editItem(item.title)}
            deleteLabel={m.deleteItem(item.title)}
            deleting={deleting}
            onDelete={onDelete}
          />
        </div>
      </div>
    </li>
  );
}

/** The admin news list (docs/product.md#admin-news). */
export function AdminNewsList() {
  return (
    <FilteredListScreen
      idPrefix="admin-news"
      text={m}
      addTo={paths.admin.newsAdd}
      records={adminNewsApi}
      filters={filters}
      secondFilter={statusFilter}
      select={(items, search, category, status) => filterNews(items, search, category, status)}
      nameOf={(item) => item.title}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      renderItem={(item, controls) => <NewsCard item={item} {...controls} />}
    />
  );
}
