import { BookOpen, FileText, MessageSquareQuote, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { newsParagraphs } from '#shared/format/news-content.ts';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { parseId } from '#shared/schemas/ids.ts';
import type { SourceFact, SourceKind, SourcePage } from '#shared/schemas/source.ts';
import { LifeSpan } from '#web/components/ui/life-span.tsx';
import { NotFoundState } from '#web/components/ui/not-found-state.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { useSourcePage } from '../api/source-page-api';

const m = sourcesMessages;

const kindIcons: Record<SourceKind, typeof FileText> = {
  document: ScrollText,
  book: BookOpen,
  person: MessageSquareQuote,
  other: FileText,
};

export function SourceNotFound() {
  return (
    <NotFoundState
      title={m.page.notFound}
      detail={m.page.notFoundDetail}
      backTo={paths.familyTree}
      backLabel={m.page.back}
    />
  );
}

/** What the fact is, in the reader's words: «الميلاد», «الزواج من …», «المهنة: نوخذة». */
function factLabel(fact: SourceFact): string {
  if (fact.fact === 'marriage' && fact.spouse)
    return `${m.facts.marriage} ${m.page.spouse(fact.spouse.name)}`;
  if (fact.fact === 'event' && fact.event) {
    const what = m.events[fact.event.kind];
    return fact.event.value ? `${what}: ${fact.event.value}` : what;
  }
  return m.facts[fact.fact];
}

function FactItem({ fact }: { fact: SourceFact }) {
  const date = fact.event?.date;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-sand-200 bg-white px-4 py-3 shadow-sm">
      <Link
        to={paths.familyMember(fact.member.id)}
        className="self-start rounded-sm text-lg font-semibold text-brand-700 hover:underline"
      >
        {fact.member.name}
      </Link>
      <LifeSpan member={fact.member} className="text-sm text-slate-600" />
      <p className="text-slate-800">
        <span className="font-semibold">{factLabel(fact)}</span>
        {date && (
          <>
            {' – '}
            <bdi>{formatGenealogyDate(date)}</bdi>
          </>
        )}
      </p>
      {fact.page && <p className="text-sm text-slate-600">{m.page.where(fact.page)}</p>}
      {fact.note && <p className="text-sm whitespace-pre-line text-slate-700">{fact.note}</p>}
    </li>
  );
}

/** The source, its teller or author, its image and details, and the facts it supports. */
export function SourceView({ source }: { source: SourcePage }) {
  const Icon = kindIcons[source.kind];
  const byPerson = source.kind === 'person';
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col items-start gap-3">
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          <Icon aria-hidden className="size-4" />
          {m.kinds[source.kind]}
        </span>
        <h1 className="text-3xl font-bold break-words text-brand-800 sm:text-4xl">
          <bdi>{source.title}</bdi>
        </h1>
        {(source.author || source.teller) && (
          <p className="text-lg text-slate-700">
            <span className="font-semibold">{byPerson ? m.page.teller : m.page.author}: </span>
            {source.teller ? (
              <Link
                to={paths.familyMember(source.teller.id)}
                className="rounded-sm font-semibold text-brand-700 underline underline-offset-4"
              >
                {source.author || source.teller.name}
              </Link>
            ) : (
              <bdi>{source.author}</bdi>
            )}
          </p>
        )}
      </header>
      {source.image && (
        <figure className="overflow-hidden rounded-xl border border-sand-200 bg-white">
          <ResponsiveImage
            src={source.image}
            alt={m.page.image(source.title)}
            sizes="(min-width: 768px) 736px, 100vw"
            // A document's shape is its own: a 4:3 box is kept until it loads, then its own height.
            width={736}
            height={552}
            className="h-auto w-full object-contain"
          />
        </figure>
      )}
      {source.details && (
        <section aria-labelledby="source-details-heading" className="flex flex-col gap-3">
          <h2 id="source-details-heading" className="text-xl font-bold text-brand-900">
            {m.page.details}
          </h2>
          {newsParagraphs(source.details).map((paragraph, index) => (
            <p key={index} className="text-lg leading-loose whitespace-pre-line text-slate-800">
              {paragraph}
            </p>
          ))}
        </section>
      )}
      <section aria-labelledby="source-facts-heading" className="flex flex-col gap-3">
        <h2 id="source-facts-heading" className="text-xl font-bold text-brand-900">
          {m.page.supports}
        </h2>
        {source.facts.length === 0 ? (
          <p className="text-slate-700">{m.page.supportsNone}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {source.facts.map((fact, index) => (
              <FactItem key={index} fact={fact} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** docs/product.md#sources: `/sources/{id}`, a public source and what it supports. */
export function SourceDetail({ id: rawId }: { id: string | undefined }) {
  const id = parseId(rawId);
  const query = useSourcePage(id);
  if (id === null || query.data === null) return <SourceNotFound />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState
          message={m.page.loadError}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <SourceView source={query.data} />;
}
