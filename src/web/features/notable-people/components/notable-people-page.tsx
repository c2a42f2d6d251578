import { useRef, useState } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { emptySiteMessages } from '#shared/messages/empty-site.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { personCategories, type NotablePerson } from '#shared/schemas/notable-person.ts';
import { FilterButtons, optionsOf } from '#web/components/ui/filter-buttons.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { useNotablePeople } from '../api/get-notable-people';
import { filterPeople, type PersonFilter } from '../people';
import { PersonCard } from './person-card';
import { PersonDialog } from './person-dialog';

const m = publicMessages.notablePeople;

const filterOptions = optionsOf(['all', ...personCategories] as const, commonMessages.personCategories);

/**
 * docs/product.md#notable-people: the notable people page: category filters, a grid of cards and the details
 * modal.
 */
export function NotablePeoplePage() {
  const query = useNotablePeople();
  const [filter, setFilter] = useState<PersonFilter>('all');
  const [selected, setSelected] = useState<NotablePerson | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (person: NotablePerson, button: HTMLElement) => {
    opener.current = button;
    setSelected(person);
  };

  const people = query.data ? filterPeople(query.data, filter) : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-brand-700 sm:text-4xl">{m.heading}</h1>
        <p className="mt-3 text-lg text-slate-600">{m.intro}</p>
      </header>

      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState message={m.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <div className="mb-8">
            <FilterButtons
              label={m.filterLabel}
              options={filterOptions}
              value={filter}
              onChange={setFilter}
            />
          </div>
          {people.length === 0 ? (
            <EmptyState>{query.data.length === 0 ? emptySiteMessages.notablePeople : m.noResults}</EmptyState>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {people.map((person, index) => (
                <li key={person.id}>
                  <PersonCard person={person} onOpen={open} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <PersonDialog person={selected} onClose={() => setSelected(null)} returnFocusTo={opener} />
    </div>
  );
}
