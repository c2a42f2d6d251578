import { Search } from 'lucide-react';
import { FilterButtons, type FilterOption } from '../../../../components/ui/filter-buttons';
import { inputClassName } from './form-field';

interface ListToolbarProps<T extends string> {
  searchId: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (value: string) => void;
  filterLabel: string;
  filters: readonly FilterOption<T>[];
  filter: T;
  onFilterChange: (value: T) => void;
}

/** The admin lists' search box and category filter (news and notable people, SPEC §2). */
export function ListToolbar<T extends string>(props: ListToolbarProps<T>) {
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="relative">
        <label htmlFor={props.searchId} className="sr-only">
          {props.searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={props.searchId}
          type="search"
          className={`${inputClassName} ps-10`}
          placeholder={props.searchPlaceholder}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      <FilterButtons
        compact
        label={props.filterLabel}
        options={props.filters}
        value={props.filter}
        onChange={props.onFilterChange}
      />
    </div>
  );
}
