import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { memberSearchMessages as m } from '#shared/messages/member-search.ts';
import type { MemberSearchResult } from '#shared/schemas/member-page.ts';
import { MIN_SEARCH_LENGTH } from '#shared/search/search-limits.ts';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { NasabAndYears } from '#web/components/ui/nasab-and-years.tsx';
import { paths } from '#web/config/paths.ts';
import { searchMembers } from '../api/search-members';

// Find a member by name or nasab; choosing one opens the member's page.
export interface MemberSearchProps {
  /** `page`: the box on /family-tree; `nav`: the way in from every page's navigation. */
  variant?: 'page' | 'nav';
}

export function MemberSearch({ variant = 'page' }: MemberSearchProps) {
  const navigate = useNavigate();
  const hintId = useId();
  const [chosen, setChosen] = useState<MemberSearchResult | null>(null);

  const box = (
    <>
      <Combobox<MemberSearchResult>
        label={m.label}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          if (next) void navigate(paths.familyMember(next.id));
        }}
        search={searchMembers}
        itemKey={(result) => result.id}
        itemLabel={(result) => result.name}
        itemDescription={(result) => <NasabAndYears {...result} />}
        placeholder={m.placeholder}
        emptyMessage={m.noResults}
        errorMessage={m.error}
        loadingMessage={m.searching}
        describedBy={hintId}
        minQueryLength={MIN_SEARCH_LENGTH}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {m.hint}
      </p>
    </>
  );

  // Inside the navigation's dialog the dialog is the context; on the tree page the box is a
  // landmark of its own, so a screen reader can jump to it.
  if (variant === 'nav') return box;
  return (
    <div
      role="search"
      className="mx-auto max-w-2xl rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
    >
      {box}
    </div>
  );
}
