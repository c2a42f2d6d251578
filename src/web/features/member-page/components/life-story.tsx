import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { lifeStoryMessages } from '#shared/messages/places.ts';
import type { LifeStoryEntry } from '#shared/schemas/member-life.ts';
import type { MemberProfile } from '#shared/schemas/member-page.ts';
import { CitationMarks } from '#web/components/ui/citation-marks.tsx';
import { paths } from '#web/config/paths.ts';

const m = lifeStoryMessages;

/** When, in both calendars: a date, or a residence's period («من … إلى …», «حتى …»). */
function When({ entry }: { entry: LifeStoryEntry }) {
  const date = entry.date.trim();
  const end = entry.end_date?.trim() ?? '';
  if (date === '' && end === '') return null;
  if (end === '') return <bdi>{formatGenealogyDate(date)}</bdi>;
  if (date === '')
    return (
      <span>
        {m.until} <bdi>{formatGenealogyDate(end)}</bdi>
      </span>
    );
  return (
    <span>
      {m.from} <bdi>{formatGenealogyDate(date)}</bdi> {m.to} <bdi>{formatGenealogyDate(end)}</bdi>
    </span>
  );
}

/** What the line tells: the kind, and the occupation, title, address or spouse it names. */
function What({ entry }: { entry: LifeStoryEntry }) {
  const kind = m.kinds[entry.kind];
  if (entry.spouse) {
    return (
      <>
        {kind}{' '}
        <Link to={paths.familyMember(entry.spouse.id)} className="text-brand-700 hover:underline">
          {m.marriedTo(entry.spouse.name)}
        </Link>
      </>
    );
  }
  return entry.value ? (
    <>
      {kind}: <bdi>{entry.value}</bdi>
    </>
  ) : (
    <>{kind}</>
  );
}

/**
 * «السيرة» (docs/product.md#member-page, decision 056): the member's life in the order it was lived,
 * each fact with its date in both calendars and its place, a link to the place's page, and an
 * event's public sources marked beside it (decision 060). The server sends it only for a member
 * the reader sees in full, so nothing here decides privacy.
 */
export function LifeStory({ profile }: { profile: MemberProfile }) {
  const entries = profile.life ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="life-story">
      <h2 id="life-story" className="text-2xl font-bold text-brand-700">
        {m.heading}
      </h2>
      <ol className="flex flex-col gap-4 border-s-2 border-brand-100 ps-6">
        {entries.map((entry, index) => (
          <li key={index} className="relative flex flex-col gap-0.5">
            <span
              aria-hidden
              className="absolute -start-[31px] top-2 size-3 rounded-full bg-brand-600 ring-4 ring-sand-100"
            />
            <p className="text-lg font-semibold text-slate-900">
              <What entry={entry} />
              {entry.event_id !== undefined && (
                <CitationMarks
                  citations={profile.citations}
                  fact="event"
                  eventId={entry.event_id}
                  factName={m.kinds[entry.kind]}
                />
              )}
            </p>
            <p className="flex flex-wrap gap-x-2 text-slate-700">
              <When entry={entry} />
              {entry.place && (
                <span>
                  {m.at}{' '}
                  <Link
                    to={paths.place(entry.place.id)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {entry.place.full_name}
                  </Link>
                </span>
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
