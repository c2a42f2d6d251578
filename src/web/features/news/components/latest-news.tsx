import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';
import { LoadingState } from '#web/components/ui/status-message.tsx';
import { useNewsList } from '../api/get-news-list';
import { latestNews } from '../news';
import { NewsCard } from './news-card';
import { MoreLink } from '#web/components/ui/more-link.tsx';
import { cardImageSizes } from '#web/components/ui/responsive-image.tsx';

/**
 * The home page (docs/product.md#home): the three newest items and a link to all. News errors are hidden on
 * home (docs/product.md#messages).
 */
export function LatestNews() {
  const query = useNewsList();
  if (query.isError) return null;
  const items = query.data ? latestNews(query.data) : [];

  return (
    <section id="news" aria-labelledby="latest-news-heading" className="bg-sand-100 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="latest-news-heading" className="text-3xl font-bold text-brand-700 sm:text-4xl">
            {publicMessages.news.latest}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{publicMessages.news.intro}</p>
        </header>

        {query.isPending ? (
          <LoadingState />
        ) : items.length === 0 ? (
          <p className="text-center text-lg text-slate-600">{publicMessages.home.noNews}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} headingLevel="h3" imageSizes={cardImageSizes.home} />
              </li>
            ))}
          </ul>
        )}

        <div className="mt-10 text-center">
          <MoreLink to={paths.news}>{publicMessages.home.allNews}</MoreLink>
        </div>
      </div>
    </section>
  );
}
