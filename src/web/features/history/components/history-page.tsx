import { Flag, Landmark, MapPin, MapPinned, ScrollText, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { historyEntryAnchor, historyEntryWhen } from '#shared/format/history-date.ts';
import { historyMessages } from '#shared/messages/history.ts';
import type { History, HistoryEntry } from '#shared/schemas/history.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { paths } from '#web/config/paths.ts';
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

const chipClass =
  'inline-flex min-h-11 items-center rounded-full border border-sand-200 bg-sand-100 px-3 font-semibold text-brand-700 hover:border-brand-300 hover:underline';

/** Whom and where the entry names (decision 063): links to the members' pages and the place's. */
function EntryLinks({ entry }: { entry: HistoryEntry }) {
  if (entry.members.length === 0 && !entry.place) return null;
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-sand-200 pt-4 text-sm">
      {entry.members.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-1.5 text-slate-600">
            <Users aria-hidden className="size-4" />
            {h.entryMembers}
          </span>
          <ul className="flex flex-wrap gap-2" aria-label={h.entryMembers}>
            {entry.members.map((member) => (
              <li key={member.id}>
                <Link to={paths.familyMember(member.id)} className={chipClass}>
                  {member.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {entry.place && (
        <p className="flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-1.5 text-slate-600">
            <MapPin aria-hidden className="size-4" />
            {h.entryPlace}
          </span>
          <Link to={paths.place(entry.place.id)} className={chipClass}>
            <bdi>{entry.place.full_name}</bdi>
          </Link>
        </p>
      )}
    </div>
  );
}

function TimelineEntry({ entry, index }: { entry: HistoryEntry; index: number }) {
  const Icon = entryIcons[index % entryIcons.length]!;
  const when = historyEntryWhen(entry);
  return (
    <li id={historyEntryAnchor(entry.id)} className="relative scroll-mt-24">
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
          <EntryLinks entry={entry} />
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
