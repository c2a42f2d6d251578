import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { commonMessages } from '#shared/messages/common.ts';
import { sourcesMessages } from '#shared/messages/sources.ts';
import { sourcesAdminMessages } from '#shared/messages/sources-admin.ts';
import type { MemberLife } from '#shared/schemas/member-life.ts';
import type { AdminCitation, AdminSource, CitedFact } from '#shared/schemas/source.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { inputClassName } from '#web/features/admin/shell/components/form-field.tsx';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { adminSourcesApi } from '../api/admin-sources-api';
import { useCreateCitation, useDeleteCitation, useMemberCitations } from '../api/member-citations-api';

const m = sourcesAdminMessages.citations;
const facts = sourcesMessages.facts;

/** One fact of the member a source may support, as the fact select offers it. */
interface FactChoice {
  key: string;
  label: string;
  fact: CitedFact;
  marriageId?: number;
  eventId?: number;
}

/** The member's own facts, then each marriage and each stored event. */
function factChoices(life: MemberLife | undefined, spouseName: (id: number) => string): FactChoice[] {
  const own = (['name', 'birth', 'death', 'parents'] as const).map((fact) => ({
    key: fact,
    label: facts[fact],
    fact,
  }));
  const marriages = (life?.marriages ?? []).map((marriage) => ({
    key: `marriage-${marriage.id}`,
    label: m.marriageWith(spouseName(marriage.spouse_id)),
    fact: 'marriage' as const,
    marriageId: marriage.id,
  }));
  const events = (life?.events ?? []).map((event) => ({
    key: `event-${event.id}`,
    label: m.event(sourcesMessages.events[event.kind], [event.value, event.date].filter(Boolean).join(' ')),
    fact: 'event' as const,
    eventId: event.id,
  }));
  return [...own, ...marriages, ...events];
}

const choiceOf = (citation: AdminCitation, choices: readonly FactChoice[]) =>
  choices.find((choice) =>
    citation.fact === 'marriage'
      ? choice.marriageId === citation.marriage_id
      : citation.fact === 'event'
        ? choice.eventId === citation.event_id
        : choice.key === citation.fact,
  );

const failure = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError ? error.message : commonMessages.connectionError;

/** The form that ties one more fact to a source: the fact, the source (searched), where in it, a note. */
function AddCitation({ memberId, choices }: { memberId: number; choices: readonly FactChoice[] }) {
  const id = useId();
  const sources = adminSourcesApi.useList();
  const create = useCreateCitation();
  const [factKey, setFactKey] = useState(choices[0]?.key ?? 'name');
  const [source, setSource] = useState<AdminSource | null>(null);
  const [page, setPage] = useState('');
  const [note, setNote] = useState('');
  const [round, setRound] = useState(0);
  const search = async (query: string) => {
    const needle = query.trim().toLocaleLowerCase();
    return (sources.data ?? []).filter((one) => one.title.toLocaleLowerCase().includes(needle)).slice(0, 20);
  };
  const submit = async () => {
    const choice = choices.find((one) => one.key === factKey);
    if (!choice || !source) return;
    try {
      const saved = await create.mutateAsync({
        source_id: source.id,
        fact: choice.fact,
        member_id: memberId,
        marriage_id: choice.marriageId ?? null,
        event_id: choice.eventId ?? null,
        page,
        note,
      });
      toast.success(saved.message);
      setSource(null);
      setPage('');
      setNote('');
      setRound((n) => n + 1);
    } catch (error) {
      toast.error(m.saveFailed, { description: failure(error) });
    }
  };
  return (
    <fieldset className="grid gap-4 rounded-lg border border-sand-200 p-4 md:grid-cols-2">
      <legend className="px-1 font-semibold text-slate-800">{m.add}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-fact`} className="font-semibold text-slate-800">
          {m.fact}
        </label>
        <select
          id={`${id}-fact`}
          value={factKey}
          onChange={(event) => setFactKey(event.target.value)}
          className={inputClassName}
        >
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <Combobox<AdminSource>
        key={round}
        id={`${id}-source`}
        label={m.source}
        value={source}
        onChange={setSource}
        search={search}
        minQueryLength={1}
        itemKey={(one) => one.id}
        itemLabel={(one) => one.title}
        itemDescription={(one) => sourcesMessages.kinds[one.kind]}
        placeholder={m.sourcePlaceholder}
        emptyMessage={m.noSources}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-page`} className="font-semibold text-slate-800">
          {m.page}
        </label>
        <input
          id={`${id}-page`}
          value={page}
          onChange={(event) => setPage(event.target.value)}
          className={inputClassName}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="font-semibold text-slate-800">
          {m.note}
        </label>
        <input
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={inputClassName}
        />
      </div>
      <div className="md:col-span-2">
        <Button type="button" onClick={() => void submit()} disabled={!source || create.isPending}>
          {m.save}
        </Button>
      </div>
    </fieldset>
  );
}

function CitationList({
  citations,
  choices,
}: {
  citations: readonly AdminCitation[];
  choices: readonly FactChoice[];
}) {
  const remove = useDeleteCitation();
  if (citations.length === 0) return <p className="text-slate-600">{m.empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {citations.map((citation) => {
        const label = choiceOf(citation, choices)?.label ?? facts[citation.fact];
        return (
          <li
            key={citation.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sand-200 bg-white px-4 py-2"
          >
            <span className="min-w-0">
              <span className="font-semibold text-slate-900">{label}</span>
              {' – '}
              <bdi>{citation.source_title}</bdi>
              {citation.page && <span className="text-sm text-slate-600"> ({citation.page})</span>}
            </span>
            <Button
              type="button"
              variant="outline"
              size="compact"
              aria-label={m.remove(label)}
              disabled={remove.isPending}
              onClick={() =>
                void remove.mutateAsync(citation.id).then(
                  (answer) => toast.success(answer.message),
                  (error: unknown) => toast.error(m.saveFailed, { description: failure(error) }),
                )
              }
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * «المصادر» on the member's form (decision 060): what the member's facts are cited from, and a way
 * to cite one more. Its writes are its own, apart from the member's save: a citation is not part
 * of the member's record, so citing a source leaves the form's draft and version alone.
 */
export function MemberCitationsSection({
  memberId,
  life,
  spouseName,
}: {
  memberId: number;
  life: MemberLife | undefined;
  spouseName: (id: number) => string;
}) {
  const headingId = useId();
  const citations = useMemberCitations(memberId);
  const choices = factChoices(life, spouseName);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {m.section}
      </h2>
      <div className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <p className="text-slate-700">{m.intro}</p>
        <QueryState query={citations} errorMessage={m.loadError}>
          {(list) => <CitationList citations={list} choices={choices} />}
        </QueryState>
        <AddCitation memberId={memberId} choices={choices} />
      </div>
    </section>
  );
}
