import { Link } from 'react-router';
import { sourcesMessages } from '#shared/messages/sources.ts';
import type { CitedFact, PublicCitation } from '#shared/schemas/citation.ts';
import { paths } from '#web/config/paths.ts';

const m = sourcesMessages;

/**
 * The small marks beside a fact on a member's page, one per public source that supports it, each
 * leading to the source's page (decision 060). A word, not a number: a footnote number reads
 * differently in each direction, and a reader who has no footnotes below would look for them.
 */
export function CitationMarks({
  citations,
  fact,
  spouseId,
  eventId,
  factName = m.facts[fact],
  tone = 'light',
}: {
  citations: readonly PublicCitation[] | undefined;
  fact: CitedFact;
  /** A marriage's: the spouse beside whom the marks stand. */
  spouseId?: number;
  /** An event's: the one of the life story beside which the marks stand. */
  eventId?: number;
  /** What the mark's accessible name calls the fact («المهنة» rather than «حدث»). */
  factName?: string;
  /** On the page's dark header, or on a white card. */
  tone?: 'light' | 'dark';
}) {
  const shown = (citations ?? []).filter(
    (citation) =>
      citation.fact === fact &&
      (spouseId === undefined || citation.spouse_id === spouseId) &&
      (eventId === undefined || citation.event_id === eventId),
  );
  if (shown.length === 0) return null;
  const colours =
    tone === 'dark'
      ? 'border-white/50 text-white hover:bg-white/15'
      : 'border-brand-200 text-brand-700 hover:bg-brand-50';
  return (
    <span className="ms-2 inline-flex flex-wrap gap-1 align-middle">
      {shown.map((citation, index) => (
        <Link
          key={`${citation.source.id}-${index}`}
          to={paths.sourceDetail(citation.source.id)}
          aria-label={m.mark.label(factName, citation.source.title)}
          title={citation.source.title}
          className={`inline-flex min-h-6 items-center rounded-full border px-2 text-xs font-semibold ${colours}`}
        >
          {m.mark.text}
        </Link>
      ))}
    </span>
  );
}
