import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { memberSearchMessages as m } from '#shared/messages/member-search.ts';
import { MIN_SEARCH_LENGTH } from '#shared/search/search-limits.ts';
import { Combobox } from '#web/components/ui/combobox.tsx';
import { NasabAndYears } from '#web/components/ui/nasab-and-years.tsx';
import { paths } from '#web/config/paths.ts';
import { searchTree, type FoundInTree } from '../api/search-members';

// Find a member by name or nasab (or by an occupation, decision 056), or a place; choosing one opens
// its page.
export interface MemberSearchProps {
  /** `page`: the box on /family-tree; `nav`: the way in from every page's navigation. */
  variant?: 'page' | 'nav';
}

export function MemberSearch({ variant = 'page' }: MemberSearchProps) {
  const navigate = useNavigate();
  const hintId = useId();
  const [chosen, setChosen] = useState<FoundInTree | null>(null);

  const box = (
    <>
      <Combobox<FoundInTree>
        label={m.label}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          if (next?.kind === 'member') void navigate(paths.familyMember(next.member.id));
          if (next?.kind === 'place') void navigate(paths.place(next.place.id));
        }}
        search={searchTree}
        itemKey={(found) => (found.kind === 'member' ? `m${found.member.id}` : `p${found.place.id}`)}
        itemLabel={(found) => (found.kind === 'member' ? found.member.name : found.place.name)}
        itemDescription={(found) =>
          found.kind === 'place' ? (
            m.place(found.place.full_name)
          ) : (
            <>
              <NasabAndYears {...found.member} />
              {found.member.matched && (
                <>
                  {' · '}
                  {m.matched(found.member.matched)}
                </>
              )}
            </>
          )
        }
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
