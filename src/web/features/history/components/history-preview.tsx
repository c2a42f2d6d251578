import { Flag, Landmark, MapPinned, ScrollText, type LucideIcon } from 'lucide-react';
import { historyMessages } from '#shared/messages/history.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { History } from '#shared/schemas/history.ts';
import { MoreLink } from '#web/components/ui/more-link.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { useHistory } from '../api/get-history';
import { homeHistoryCards, isUnwritten } from '../home-history';

const m = publicMessages.homePage;
const cardIcons: readonly LucideIcon[] = [ScrollText, Landmark, MapPinned, Flag];

function HistoryPreviewContent({ history }: { history: History }) {
  const cards = homeHistoryCards(history);
  const { map_image: mapImage, map_alt: mapAlt, map_caption: mapCaption } = history.page;
  if (isUnwritten(history)) return <EmptyState>{historyMessages.empty}</EmptyState>;
  return (
    <>
      {cards.length > 0 && (
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((entry, index) => {
            const Icon = cardIcons[index % cardIcons.length]!;
            return (
              <li key={entry.id} className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
                <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mb-2 text-xl font-bold text-brand-700">{entry.title}</h3>
                <p className="leading-relaxed text-slate-700">{entry.summary}</p>
              </li>
            );
          })}
        </ul>
      )}

      {mapImage && (
        <figure className="mx-auto mt-12 max-w-3xl overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
          <ResponsiveImage
            src={mapImage}
            alt={mapAlt || mapCaption}
            sizes="(min-width: 800px) 768px, 92vw"
            width={800}
            height={500}
            className="h-auto w-full"
          />
          {mapCaption && (
            <figcaption className="px-4 py-3 text-center text-slate-700">{mapCaption}</figcaption>
          )}
        </figure>
      )}

      <div className="mt-10 text-center">
        <MoreLink to={paths.history}>{m.moreHistory}</MoreLink>
      </div>
    </>
  );
}

/**
 * docs/product.md#home: the home page's history section (anchor «history»): the cards, the map, a link to
 * /history.
 */
export function HistoryPreview() {
  const query = useHistory();
  const intro = query.data?.page.home_intro.trim();
  return (
    <section id="history" aria-labelledby="history-heading" className="bg-sand-100 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="history-heading" className="text-3xl font-bold text-brand-700 sm:text-4xl">
            {m.historyHeading}
          </h2>
          {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
        </header>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState
            message={historyMessages.loadError}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <HistoryPreviewContent history={query.data} />
        )}
      </div>
    </section>
  );
}
