import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { kinshipPanelMessages as m } from '#shared/messages/kinship-panel.ts';
import type { KinshipPerson } from '#shared/schemas/kinship.ts';
import type { MemberSearchResult } from '#shared/schemas/member-page.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { NasabAndYears } from '#web/components/ui/nasab-and-years.tsx';
import { ErrorState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useRelationship } from '../api/get-relationship';

// «صلة القرابة» on a member's page: pick another member, read what they are to this
// one, with the path between them.
export interface KinshipPanelProps {
  /** The member whose page this is: the answer says what the picked member is to them. */
  member: { id: number; name: string };
  /**
   * The site's member search (search.php), handed in by the route: features do not import each
   * other, and the picker must find people exactly as the tree's search box does.
   */
  searchMembers: (query: string, signal: AbortSignal) => Promise<MemberSearchResult[]>;
}

/** A name in the answer: a link to the member's page, or «—» unlinked for a hidden one. */
function PersonName({ person, current = false }: { person: KinshipPerson; current?: boolean }) {
  if (person.visibility === 'hidden') {
    return (
      <span className="text-slate-500" title={m.hiddenMember}>
        {person.name}
      </span>
    );
  }
  return (
    <Link
      to={paths.familyMember(person.id)}
      aria-current={current ? 'page' : undefined}
      className="rounded-sm font-semibold break-words text-brand-700 hover:underline"
    >
      {person.name}
    </Link>
  );
}

export function KinshipPanel({ member, searchMembers }: KinshipPanelProps) {
  const headingId = useId();
  // Tied to the page's member: following a link in the path opens another page, a new question.
  const [choice, setChoice] = useState<{ memberId: number; other: MemberSearchResult } | null>(null);
  const other = choice?.memberId === member.id ? choice.other : null;
  const query = useRelationship(member.id, other?.id ?? null);
  const answer = other ? query.data : undefined;
  const loading = other !== null && query.isLoading;
  const failed = other !== null && query.isError && !answer;

  const search = async (text: string, signal: AbortSignal) =>
    (await searchMembers(text, signal)).filter((result) => result.id !== member.id);

  const people = new Map(answer?.people.map((person) => [person.id, person]));
  // The server names every id it sends; «—» is only a fallback should one ever be missing.
  const personOf = (id: number): KinshipPerson => people.get(id) ?? { id, name: '—', visibility: 'hidden' };
  const path = answer?.relation.path ?? [];
  const commonAncestor = answer?.relation.common_ancestor ?? null;
  // When one descends from the other, the ancestor is one of the two: the sentence says it already.
  const ancestorId =
    commonAncestor !== null && commonAncestor !== path[0] && commonAncestor !== path.at(-1)
      ? commonAncestor
      : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-brand-700">
        {m.title}
      </h2>
      <Combobox<MemberSearchResult>
        label={m.pickLabel(member.name)}
        value={other}
        onChange={(next) => setChoice(next ? { memberId: member.id, other: next } : null)}
        search={search}
        itemKey={(result) => result.id}
        itemLabel={(result) => result.name}
        itemDescription={(result) => <NasabAndYears {...result} />}
        placeholder={m.placeholder}
        className="max-w-xl"
      />

      <div
        className={
          loading || answer
            ? 'mt-4 flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6'
            : ''
        }
      >
        {answer?.relation.term && (
          <div>
            <Badge tone="gold">{answer.relation.term}</Badge>
          </div>
        )}
        {/* Always in the page: a live region added together with its text is often not read. */}
        <p role="status" aria-live="polite" className="text-xl leading-relaxed font-bold text-slate-900">
          {loading && (
            <span className="flex items-center gap-2 text-base font-normal text-slate-600">
              <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-500" />
              {m.loading}
            </span>
          )}
          {answer?.relation.sentence}
        </p>

        {answer && path.length > 1 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold text-slate-700">{m.path}</h3>
            <ol
              aria-label={m.pathLabel(member.name, other?.name ?? '')}
              className="flex flex-wrap items-center gap-x-2 gap-y-3"
            >
              {path.map((id, index) => {
                const ancestor = id === ancestorId;
                return (
                  <li key={id} className="flex max-w-full min-w-0 items-center gap-2">
                    <span
                      className={`inline-flex min-h-11 max-w-full items-center rounded-full border px-3 py-1 ${
                        ancestor ? 'border-gold-400 bg-sand-100' : 'border-brand-100 bg-brand-50'
                      }`}
                    >
                      <PersonName person={personOf(id)} current={index === 0} />
                    </span>
                    {/* Pointing onward in right-to-left reading, from the page's member to the chosen one. */}
                    {index < path.length - 1 && (
                      <ArrowLeft aria-hidden className="size-5 shrink-0 text-slate-400" />
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        )}

        {answer && ancestorId !== null && (
          <p className="text-lg text-slate-800">
            <span className="font-semibold text-slate-600">{m.commonAncestor}</span>{' '}
            <PersonName person={personOf(ancestorId)} />
          </p>
        )}
      </div>

      {failed && (
        <div className="mt-4">
          <ErrorState
            message={
              // A member removed or hidden since the search: the server's own words say so.
              query.error instanceof ApiError && query.error.status === 404
                ? query.error.message
                : m.loadError
            }
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      )}
    </section>
  );
}
