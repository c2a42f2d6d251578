import { EyeOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { MemberDescription } from '#web/components/ui/member-description.tsx';
import { searchNewsMembers, useNewsMembers, type NewsMemberChoice } from '../api/member-choices';
import { fieldErrorId, fieldHintId } from './form-field';

const newsWords = newsPublishingMessages.fields;

/** The words of one form's field (the news' by default). */
export interface MembersFieldText {
  members: string;
  membersHint: string;
  memberSearch: string;
}

interface NewsMembersFieldProps {
  /** The search input's id; the hint, error and list ids derive from it. */
  id: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** The legend, the hint and the search's label, when they are not the news form's. */
  text?: MembersFieldText;
}

/**
 * «الأفراد المذكورون في الخبر» (decision 016), and an occasion's members, in the admin's forms: a member search, and the chosen members as chips in
 * the order they were added, each with its remove button. The search stays empty after a choice,
 * ready for the next name.
 */
export function NewsMembersField({ id, value, onChange, error, text }: NewsMembersFieldProps) {
  const m = { ...newsWords, ...text };
  // Names already known (chosen in this visit), so a new chip never waits for the server.
  const [known, setKnown] = useState<ReadonlyMap<number, NewsMemberChoice>>(new Map());
  const stored = useNewsMembers(value.filter((memberId) => !known.has(memberId)));
  const nameOf = (memberId: number) =>
    known.get(memberId) ?? stored.data?.find((choice) => choice.id === memberId);

  // A fresh combobox after each choice: empty, and focused again for the next name.
  const [round, setRound] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (round > 0) inputRef.current?.focus();
  }, [round]);

  const add = (choice: NewsMemberChoice | null) => {
    if (!choice) return;
    setKnown((current) => new Map(current).set(choice.id, choice));
    if (!value.includes(choice.id)) onChange([...value, choice.id]);
    setRound((current) => current + 1);
  };
  const remove = (memberId: number) => onChange(value.filter((other) => other !== memberId));

  const listId = `${id}-chosen`;
  const describedBy = [fieldHintId(id), listId, error ? fieldErrorId(id) : ''].filter(Boolean).join(' ');

  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-800">{m.members}</legend>
      <p id={fieldHintId(id)} className="text-sm text-slate-500">
        {m.membersHint}
      </p>
      <Combobox<NewsMemberChoice>
        key={round}
        id={id}
        label={m.memberSearch}
        value={null}
        onChange={add}
        search={searchNewsMembers}
        itemKey={(choice) => choice.id}
        itemLabel={(choice) => choice.name}
        itemDescription={(choice) => <MemberDescription choice={choice} />}
        placeholder={m.memberSearchPlaceholder}
        errorMessage={m.memberSearchError}
        clearable={false}
        invalid={Boolean(error)}
        describedBy={describedBy}
        inputRef={inputRef}
      />
      <div id={listId}>
        {value.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noMembers}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={m.members}>
            {value.map((memberId) => {
              const choice = nameOf(memberId);
              const name = choice?.name ?? `#${memberId}`;
              const hidden = choice?.publicVisibility === 'hidden';
              return (
                <li
                  key={memberId}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 ps-4 pe-1 text-brand-900"
                >
                  {hidden && (
                    <EyeOff aria-label={m.hiddenMember} className="size-4 text-slate-600" role="img" />
                  )}
                  <span className="font-semibold">{name}</span>
                  <button
                    type="button"
                    onClick={() => remove(memberId)}
                    aria-label={m.removeMember(name)}
                    title={m.removeMember(name)}
                    className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-white hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500/50 focus-visible:outline-none"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {stored.isError && (
          <p role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
            {m.memberLabelsError}
            <button type="button" className="font-semibold underline" onClick={() => void stored.refetch()}>
              {commonMessages.retry}
            </button>
          </p>
        )}
      </div>
      {error && (
        <p id={fieldErrorId(id)} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
