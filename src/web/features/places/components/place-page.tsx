import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { historyEntryAnchor, historyEntryWhen } from '#shared/format/history-date.ts';
import { placeMessages } from '#shared/messages/places.ts';
import { parseId } from '#shared/schemas/ids.ts';
import type { LifeStoryKind } from '#shared/schemas/member-life.ts';
import type { PlaceFact, PlaceHistoryEntry, PlacePage as PlacePageData } from '#shared/schemas/place.ts';
import { IN_A_LIST } from '#web/components/ui/life-span.tsx';
import { NotFoundState } from '#web/components/ui/not-found-state.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { usePlace } from '../api/get-place';

const m = placeMessages;

/** An unknown place and one with nothing its reader may see look the same. */
export function PlaceNotFound() {
  return (
    <NotFoundState
      title={m.notFound}
      detail={m.notFoundDetail}
      backTo={paths.familyTree}
      backLabel={m.backToTree}
    />
  );
}

const linkClass = 'rounded-sm font-semibold text-brand-700 hover:underline';

/** One line of a list: who (a couple for a marriage), when, and the smaller place it was in. */
function Fact({ fact }: { fact: PlaceFact }) {
  const member = (
    <Link to={paths.familyMember(fact.member.id)} className={linkClass}>
      {fact.member.name}
    </Link>
  );
  return (
    <li className="flex flex-col rounded-xl border border-sand-200 bg-white px-4 py-2 shadow-sm">
      <span className="text-lg">
        {fact.spouse ? (
          <>
            {member}
            {' و'}
            <Link to={paths.familyMember(fact.spouse.id)} className={linkClass}>
              {fact.spouse.name}
            </Link>
          </>
        ) : (
          member
        )}
      </span>
      {fact.date.trim() !== '' && (
        <bdi className="text-sm text-slate-600">{formatGenealogyDate(fact.date, IN_A_LIST)}</bdi>
      )}
      {fact.place && (
        <Link to={paths.place(fact.place.id)} className="self-start text-sm text-slate-600 hover:underline">
          {m.inPlace(fact.place.name)}
        </Link>
      )}
    </li>
  );
}

/** The facts of one kind under their heading, and how many more there are than the page lists. */
function FactSection({ kind, facts, total }: { kind: LifeStoryKind; facts: PlaceFact[]; total: number }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`place-${kind}`}>
      <h2 id={`place-${kind}`} className="text-2xl font-bold text-brand-700">
        {m.sections[kind]}
        <span className="ms-2 text-lg font-semibold text-slate-600">({total})</span>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact, index) => (
          <Fact key={`${fact.member.id}-${fact.spouse?.id ?? ''}-${index}`} fact={fact} />
        ))}
      </ul>
      {total > facts.length && <p className="text-slate-600">{m.more(total - facts.length)}</p>}
    </section>
  );
}

/** The family's timeline here (decision 063): each entry's date and title, a link to it on the history page. */
function HistorySection({ entries }: { entries: PlaceHistoryEntry[] }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="place-history">
      <h2 id="place-history" className="text-2xl font-bold text-brand-700">
        {m.history}
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => {
          const when = historyEntryWhen(entry);
          return (
            <li
              key={entry.id}
              className="flex flex-col rounded-xl border border-sand-200 bg-white px-4 py-2 shadow-sm"
            >
              <Link
                to={`${paths.history}#${historyEntryAnchor(entry.id)}`}
                className={`${linkClass} text-lg`}
              >
                {entry.title}
              </Link>
              {when && <bdi className="text-sm text-slate-600">{when}</bdi>}
              {entry.place && (
                <Link
                  to={paths.place(entry.place.id)}
                  className="self-start text-sm text-slate-600 hover:underline"
                >
                  {m.inPlace(entry.place.name)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The place's name, older names, where it lies, and its map. */
function PlaceHeader({ place }: { place: PlacePageData }) {
  const onMap =
    place.latitude !== null && place.longitude !== null
      ? `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`
      : null;
  return (
    <header className="bg-brand-700 px-4 py-10 text-white sm:py-14">
      <div className="mx-auto flex max-w-4xl flex-col gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-100">
          <MapPin aria-hidden className="size-4" />
          {m.kicker}
        </p>
        <h1 className="text-3xl leading-snug font-bold break-words sm:text-4xl">
          <bdi>{place.name}</bdi>
        </h1>
        {place.older_names.length > 0 && (
          <p className="text-lg text-brand-50">{m.olderNames(place.older_names.join('، '))}</p>
        )}
        {place.parent && (
          <p className="text-lg text-brand-50">
            {m.within}{' '}
            <Link
              to={paths.place(place.parent.id)}
              className="rounded-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-gold-400"
            >
              {place.parent.full_name}
            </Link>
          </p>
        )}
        {onMap && (
          <a
            href={onMap}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start rounded-sm text-brand-50 underline decoration-white/40 underline-offset-4 hover:decoration-gold-400"
          >
            {m.onMap}
          </a>
        )}
      </div>
    </header>
  );
}

/**
 * `/places/{id}` (docs/product.md#places): the place and the members born, married, living, dying or
 * buried there or within it. Everything comes from get.php, which already left out what the family
 * keeps private.
 */
export function PlacePage({ id: rawId }: { id: string | undefined }) {
  const id = parseId(rawId);
  const query = usePlace(id);
  if (id === null || query.data === null) return <PlaceNotFound />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState message={m.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  const place = query.data;
  return (
    <article>
      <PlaceHeader place={place} />
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-8 sm:py-10">
        {place.within.length > 0 && (
          <section className="flex flex-col gap-3" aria-labelledby="place-within">
            <h2 id="place-within" className="text-2xl font-bold text-brand-700">
              {m.places}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {place.within.map((within) => (
                <li key={within.id}>
                  <Link
                    to={paths.place(within.id)}
                    className="inline-flex rounded-full border border-sand-200 bg-white px-4 py-1.5 font-semibold text-brand-700 hover:border-brand-300"
                  >
                    {within.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {place.totals.map(({ kind, count }) => (
          <FactSection
            key={kind}
            kind={kind}
            facts={place.facts.filter((fact) => fact.kind === kind)}
            total={count}
          />
        ))}
        {place.history.length > 0 && <HistorySection entries={place.history} />}
      </div>
    </article>
  );
}
