import type { UseQueryResult } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { FilterButtons, type FilterOption } from '#web/components/ui/filter-buttons.tsx';
import { useDeleteAction, type DeleteTexts } from '../hooks/use-delete-action';
import { AdminScreen } from './admin-screen';
import { inputClassName } from './form-field';
import { EmptyMessage, QueryState } from './query-state';

export interface ItemControls {
  /** The item is being deleted: its delete button spins (docs/product.md#admin-area). */
  deleting: boolean;
  /** Asks to delete the item. */
  onDelete: () => void;
}

/** The words of a list screen: each list's section of the message catalogue has them all. */
export interface ListTexts extends DeleteTexts {
  title: string;
  add: string;
  loading: string;
  loadError: string;
  search: string;
  searchPlaceholder: string;
  categoryFilter: string;
  /**
   * Nothing at all, and nothing left by the search and filter (docs/product.md#admin-area: two empty states).
   */
  emptyAll: string;
  emptyFiltered: string;
}

/** A second row of filters beside the categories (the news statuses). */
export interface SecondFilter<TSecond extends string> {
  label: string;
  options: readonly FilterOption<TSecond>[];
}

/** Where a list's records come from and how one is deleted: its entity's API (`defineEntityApi`). */
export interface ListedRecords<TItem extends { id: string | number }> {
  useList: () => UseQueryResult<TItem[]>;
  /** A mutation that refreshes what showed the item. */
  useRemove: () => { mutateAsync: (id: TItem['id']) => Promise<{ message?: string }> };
}

interface FilteredListScreenProps<
  TItem extends { id: string | number },
  TFilter extends string,
  TSecond extends string = never,
> {
  /** The search input's id starts with it. */
  idPrefix: string;
  text: ListTexts;
  addTo: string;
  records: ListedRecords<TItem>;
  filters: readonly FilterOption<TFilter>[];
  /** Its first option is chosen at first, like the categories'. */
  secondFilter?: SecondFilter<TSecond>;
  /** The items that match the search text and the filters, in the order to show them. */
  select: (items: readonly TItem[], search: string, filter: TFilter, second: TSecond | undefined) => TItem[];
  /** Names the item in the delete confirmation. */
  nameOf: (item: TItem) => string;
  listClassName: string;
  /** One `<li>` per item. */
  renderItem: (item: TItem, controls: ItemControls) => ReactNode;
}

/** An admin list of cards with a search box, category filters, add and delete (news, notable people). */
export function FilteredListScreen<
  TItem extends { id: string | number },
  TFilter extends string,
  TSecond extends string = never,
>(props: FilteredListScreenProps<TItem, TFilter, TSecond>) {
  const { text, secondFilter } = props;
  const { useList, useRemove } = props.records;
  const query = useList();
  const { mutateAsync: removeRecord } = useRemove();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TFilter>(props.filters[0]!.value);
  const [second, setSecond] = useState<TSecond | undefined>(secondFilter?.options[0]?.value);
  const remove = useDeleteAction<TItem>({ remove: removeRecord, nameOf: props.nameOf, text });
  const searchId = `${props.idPrefix}-search`;

  return (
    <AdminScreen
      title={text.title}
      width="full"
      actions={
        <Link to={props.addTo} className={buttonClassName({ size: 'compact' })}>
          <Plus className="size-5" aria-hidden="true" />
          {text.add}
        </Link>
      }
    >
      <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {text.search}
          </label>
          <Search
            className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            className={`${inputClassName} ps-10`}
            placeholder={text.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <FilterButtons
          compact
          label={text.categoryFilter}
          options={props.filters}
          value={filter}
          onChange={setFilter}
        />
        {secondFilter && second !== undefined && (
          <FilterButtons
            compact
            label={secondFilter.label}
            options={secondFilter.options}
            value={second}
            onChange={setSecond}
          />
        )}
      </div>
      <QueryState query={query} loadingLabel={text.loading} errorMessage={text.loadError}>
        {(items) => {
          const visible = props.select(items, search, filter, second);
          if (visible.length === 0) {
            return <EmptyMessage>{items.length === 0 ? text.emptyAll : text.emptyFiltered}</EmptyMessage>;
          }
          return (
            <ul className={props.listClassName}>
              {visible.map((item) => (
                <Fragment key={item.id}>
                  {props.renderItem(item, {
                    deleting: remove.isDeleting(item),
                    onDelete: () => remove.requestDelete(item),
                  })}
                </Fragment>
              ))}
            </ul>
          );
        }}
      </QueryState>
      {remove.confirmDialog}
    </AdminScreen>
  );
}
