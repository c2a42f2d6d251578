import { Flag, Landmark, MapPinned, ScrollText, type LucideIcon } from 'lucide-react';
import { historyEntryWhen } from '#shared/format/history-date.ts';
import { historyMessages } from '#shared/messages/history.ts';
import type { History, HistoryEntry } from '#shared/schemas/history.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useHistory } from '../api/get-history';
import { Paragraphs } from './paragraphs';
import { BelowTheFold } from '#web/lib/below-the-fold.tsx';

const h = historyMessages;

// The entries' marks take turns: the content is the family's, so no icon can be chosen for its meaning.
const entryIcons: readonly LucideIcon[] = [ScrollText, Landmark, MapPinned, Flag];

/** True when the family has written nothing of its history yet. */
export const isHistoryEmpty = (history: History) =>
  history.timeline.length === 0 && history.blocks.length === 0 && history.page.intro.trim() === '';

function TimelineEntry({ entry, index }: { entry: HistoryEntry; index: number }) {
  const Icon = entryIcons[index % entryIcons.length]!;
  const when = historyEntryWhen(entry);
  return (
    <li className="relative">
      <span
        aria-hidden
        className="absolute -start-[3.05rem] top-0 inline-flex size-10 items-center justify-center rounded-full border-4 border-sand-100 bg-brand-600 text-white sm:-start-[4.05rem]"
      >
        <Icon className="size-5" />
      </span>
      <article className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
        {entry.image && (
          <ResponsiveImage
            src={entry.image}
            alt={h.entryImageAlt(entry.title)}
            sizes="(min-width: 896px) 780px, 90vw"
            width={800}
            height={450}
            className="aspect-video w-full bg-sand-100 object-cover"
          />
        )}
        <div className="p-6">
          {when && (
            <p className="mb-2 inline-block rounded-full bg-sand-200 px-3 py-1 text-sm font-semibold text-brand-700">
              {when}
            </p>
          )}
          <h3 className="mb-3 text-2xl font-bold text-brand-700">{entry.title}</h3>
          <Paragraphs text={entry.body || entry.summary} className="space-y-4 leading-loose text-slate-700" />
        </div>
      </article>
    </li>
  );
}

function HistoryContent({ history }: { history: History }) {
  if (isHistoryEmpty(history)) {
    return (
      <div className="px-4 py-14">
        <EmptyState>
          {h.empty}
          <span className="mt-2 block text-base text-slate-500">{h.emptyHint}</span>
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      {history.timeline.length > 0 && (
        <BelowTheFold>
          <section aria-labelledby="timeline-heading" className="mx-auto max-w-4xl px-4 py-14">
            <h2 id="timeline-heading" className="mb-10 text-center text-3xl font-bold text-brand-700">
              {h.timelineHeading}
            </h2>
            <ol className="relative space-y-10 border-s-2 border-gold-400 ps-8 sm:ps-12">
              {history.timeline.map((entry, index) => (
                <TimelineEntry key={entry.id} entry={entry} index={index} />
              ))}
            </ol>
          </section>
        </BelowTheFold>
      )}

      {history.blocks.length > 0 && (
        <BelowTheFold>
          <div className="bg-white">
            <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-3">
              {history.blocks.map((block) => (
                <section key={block.id} aria-labelledby={`history-block-${block.id}`}>
                  <h2 id={`history-block-${block.id}`} className="mb-3 text-2xl font-bold text-brand-700">
                    {block.title}
                  </h2>
                  <Paragraphs text={block.body} className="space-y-3 leading-loose text-slate-700" />
                </section>
              ))}
            </div>
          </div>
        </BelowTheFold>
      )}
    </>
  );
}

/**
 * The history page (docs/product.md#history): the family's timeline and text blocks, as the admin wrote them
 * (decision 020).
 */
export function HistoryPage() {
  const query = useHistory();
  const intro = query.data?.page.intro.trim();
  return (
    <>
      <header className="bg-brand-700 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h1 className="text-4xl font-bold">{h.heading}</h1>
          {intro && <p className="mt-4 text-lg leading-loose whitespace-pre-line text-brand-100">{intro}</p>}
        </div>
      </header>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <div className="px-4 py-14">
          <ErrorState
            message={h.loadError}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <HistoryContent history={query.data} />
      )}
    </>
  );
}
