import type { Ref } from 'react';
import { adminMessages } from '#shared/messages/admin.ts';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { MemberDescription } from '#web/components/ui/member-description.tsx';
import { fieldErrorId } from '#web/features/admin/shell/components/form-field.tsx';
import type { MemberChoice } from '../member-form-values';

const m = adminMessages.members;

interface MemberLinkFieldProps {
  /** The input's id; its error and description ids derive from it. */
  id: string;
  label: string;
  value: MemberChoice | null;
  onChange: (value: MemberChoice | null) => void;
  /** Finds the members a query names (list.php, one gender, without the member itself). */
  search: (query: string, signal: AbortSignal) => Promise<readonly MemberChoice[]>;
  /** Offered on an empty field (the father's wives for the mother). */
  suggest?: (signal: AbortSignal) => Promise<readonly MemberChoice[]>;
  /** The clear button's name; none: no clear button (a row with its own remove button). */
  clearLabel?: string;
  error?: string;
  /** An error shown elsewhere that concerns this field too (the marriages' one message). */
  listErrorId?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * One link of a member to another (father, mother, a spouse), searched on the server:
 * the combobox, the chosen member's nasab and years under it, and the field's error.
 */
export function MemberLinkField({
  id,
  label,
  value,
  onChange,
  search,
  suggest,
  clearLabel,
  error,
  listErrorId,
  inputRef,
  className,
}: MemberLinkFieldProps) {
  const chosenId = `${id}-chosen`;
  const errorId = fieldErrorId(id);
  const hasDescription = value !== null && (value.years !== '' || value.nasab !== value.name);
  const describedBy = [hasDescription ? chosenId : '', error ? errorId : '', listErrorId ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `space-y-1.5 ${className}` : 'space-y-1.5'}>
      <Combobox<MemberChoice>
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        search={search}
        suggest={suggest}
        itemKey={(choice) => choice.id}
        itemLabel={(choice) => choice.name}
        itemDescription={(choice) => <MemberDescription choice={choice} />}
        placeholder={m.fields.linkPlaceholder}
        emptyMessage={m.noMatches}
        errorMessage={m.fields.linkSearchError}
        clearLabel={clearLabel}
        clearable={clearLabel !== undefined}
        invalid={Boolean(error || listErrorId)}
        describedBy={describedBy || undefined}
        inputRef={inputRef}
      />
      {hasDescription && (
        <p id={chosenId} className="text-sm break-words text-slate-600">
          <MemberDescription choice={value} />
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
