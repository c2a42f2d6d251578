import { useState } from 'react';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { MemberDescription } from '#web/components/ui/member-description.tsx';
import { searchNewsMembers, useNewsMembers, type NewsMemberChoice } from '../api/member-choices';
import { fieldErrorId, fieldHintId } from './form-field';

const words = newsPublishingMessages.fields;

interface MemberFieldProps {
  /** The input's id; its hint and error ids derive from it. */
  id: string;
  label: string;
  hint?: string;
  /** The chosen member's id, or null. */
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  clearLabel: string;
}

/**
 * One member of the family named by a form that is not the member form (a source's teller):
 * searched on the server among every member, hidden ones too, as the news form's members are,
 * with the nasab and years that tell namesakes apart; a stored id is named from the admin's list.
 */
export function MemberField({ id, label, hint, value, onChange, error, clearLabel }: MemberFieldProps) {
  // The member chosen in this visit, so its name never waits for the server.
  const [chosen, setChosen] = useState<NewsMemberChoice | null>(null);
  const known = chosen !== null && chosen.id === value;
  const stored = useNewsMembers(value === null || known ? [] : [value]);
  const current = known ? chosen : (stored.data?.find((choice) => choice.id === value) ?? null);
  const describedBy = [hint ? fieldHintId(id) : '', error ? fieldErrorId(id) : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Combobox<NewsMemberChoice>
        id={id}
        label={label}
        value={current}
        onChange={(choice) => {
          setChosen(choice);
          onChange(choice?.id ?? null);
        }}
        search={searchNewsMembers}
        itemKey={(choice) => choice.id}
        itemLabel={(choice) => choice.name}
        itemDescription={(choice) => <MemberDescription choice={choice} />}
        placeholder={words.memberSearchPlaceholder}
        errorMessage={words.memberSearchError}
        clearLabel={clearLabel}
        invalid={Boolean(error)}
        describedBy={describedBy || undefined}
      />
      {hint && (
        <p id={fieldHintId(id)} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
