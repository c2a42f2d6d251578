import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { emptySiteMessages } from '#shared/messages/empty-site.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { newsCategories, type NewsItem } from '#shared/schemas/news.ts';
import { FilterButtons, optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { cardImageSizes } from '#web/components/ui/responsive-image.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useNewsList } from '../api/get-news-list';
import { filterNews, type NewsFilter } from '../news';
import { NewsCard } from './news-card';

const m = publicMessages.news;

const filterOptions = optionsOf(['all', ...newsCategories] as const, commonMessages.newsCategories);

const isFilter = (value: string | null): value is NewsFilter =>
  value !== null && filterOptions.some((option) => option.value === value);

/**
 * docs/product.md#news: the news page: category filters (kept in the address so a filtered list can be
 * shared), cards newest first, and the loading, error-with-retry and empty states.
 */
export function NewsPage({ renderShare }: { renderShare?: (item: NewsItem) => ReactNode }) {
  const query = useNewsList();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('category');
  const filter: NewsFilter = isFilter(raw) ? raw : 'all';

  const setFilter = (next: NewsFilter) =>
    setSearchParams(next === 'all' ? {} : { category: next }, { replace: true, preventScrollReset: true });

  const items = query.data ? filterNews(query.data, filter) : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-brand-700 sm:text-4xl">{publicMessages.titles.news}</h1>
        <p className="mt-3 text-lg text-slate-600">{m.intro}</p>
      </header>

      <div className="mb-8">
        <FilterButtons label={m.filterLabel} options={filterOptions} value={filter} onChange={setFilter} />
      </div>

      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={m.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        // A site without any news yet is not a category without any.
        <EmptyState>{query.data.length === 0 ? emptySiteMessages.news : m.empty}</EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.id}>
              <NewsCard
                item={item}
                share={renderShare?.(item)}
                imageSizes={cardImageSizes.page}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
