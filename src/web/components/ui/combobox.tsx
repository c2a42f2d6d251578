import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { CircleAlert, LoaderCircle, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { commonMessages } from '../../../shared/messages/common';

const messages = commonMessages.combobox;
const types = useCombobox.stateChangeTypes;

type SearchStatus = 'idle' | 'loading' | 'error' | 'done';

export interface ComboboxProps<T> {
  /** The visible label, e.g. «الأب». */
  label: string;
  /** The chosen item, or null. The input shows its label. */
  value: T | null;
  /** Called with the chosen item, or null when cleared (the clear button, or the text erased). */
  onChange: (value: T | null) => void;
  /**
   * Finds the items for a query: called once the user has typed `minQueryLength` characters and
   * paused `debounceMs`. A newer query aborts `signal`; an aborted answer is ignored either way.
   */
  search: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  /**
   * Items worth offering before anything is typed (the chosen father's wives for the mother):
   * asked for when the list is opened on an empty field (ArrowDown, a click, the text erased).
   * Nothing offered leaves the list closed.
   */
  suggest?: (signal: AbortSignal) => Promise<readonly T[]>;
  /** A stable key: tells a re-fetched copy of the chosen item from a different one. */
  itemKey: (item: T) => string | number;
  /** The item's name: the option's first line and the input's text once chosen. */
  itemLabel: (item: T) => string;
  /** The option's second line, smaller and muted: the nasab and years that tell namesakes apart. */
  itemDescription?: (item: T) => ReactNode;
  placeholder?: string;
  /** Shown and announced when a search finds nothing. */
  emptyMessage?: string;
  /** Shown and announced when a search fails. */
  errorMessage?: string;
  /** Shown and announced while searching. */
  loadingMessage?: string;
  /** The accessible name of the clear button. */
  clearLabel?: string;
  /**
   * Shows the clear button (the default). Off where a nearby button already removes the whole
   * entry (a marriage's row): two buttons would say the same. Erasing the text still clears.
   */
  clearable?: boolean;
  /** Announced when results arrive; the list itself is not read until the user moves into it. */
  resultCountMessage?: (count: number) => string;
  disabled?: boolean;
  /** Marks the input invalid (a form error). */
  invalid?: boolean;
  /** Ids of the elements describing the input: a hint, the field's error. */
  describedBy?: string;
  /** Submits the chosen item's key under this name in a native form (a hidden input). */
  name?: string;
  /** The input's id; the label, listbox and options derive theirs from it. */
  id?: string;
  /** The input element, e.g. for a form library to focus the field that failed. */
  inputRef?: Ref<HTMLInputElement>;
  minQueryLength?: number;
  debounceMs?: number;
  /** The wrapper's classes, e.g. `md:col-span-2`. */
  className?: string;
}

/**
 * A searchable choice of one item (WAI-ARIA combobox with a listbox popup, on downshift's
 * useCombobox): the admin's father, mother and spouse fields, and the public search box.
 *
 * Typing searches (debounced, the previous request aborted) and opens the list; ArrowDown and
 * ArrowUp move through it (and reopen it), Home and End jump to its ends while it is open, Enter
 * or a click chooses, Escape closes it and puts the chosen item's label back. Text that was typed
 * but not chosen is dropped when the field loses focus, so the input never shows one member while
 * the form holds another. Erasing the text or pressing «إزالة» sets null.
 *
 * ```tsx
 * <Combobox
 *   label="الأب"
 *   value={father}
 *   onChange={setFather}
 *   search={(query) => Promise.resolve(index.search(query))}
 *   itemKey={(member) => member.id}
 *   itemLabel={(member) => member.name}
 *   itemDescription={(member) => <>{member.nasab} · <bdi>{member.years}</bdi></>}
 *   invalid={Boolean(error)}
 *   describedBy={error ? 'parent-error' : undefined}
 * />
 * ```
 */
export function Combobox<T>({
  label,
  value,
  onChange,
  search,
  suggest,
  itemKey,
  itemLabel,
  itemDescription,
  placeholder,
  emptyMessage = messages.noResults,
  errorMessage = commonMessages.connectionError,
  loadingMessage = messages.searching,
  clearLabel = messages.clear,
  clearable = true,
  resultCountMessage = messages.resultCount,
  disabled = false,
  invalid = false,
  describedBy,
  name,
  id,
  inputRef: outerInputRef,
  minQueryLength = 2,
  debounceMs = 150,
  className,
}: ComboboxProps<T>) {
  const generatedId = useId();
  const inputId = id ?? `combobox${generatedId.replace(/[^\w-]/g, '')}`;
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRequest = useRef<AbortController | null>(null);
  // The query the shown items answer, so reopening the list only searches when the text changed.
  const searchedQuery = useRef<string | null>(null);
  // The latest `search` without restarting anything when a caller passes a new function each render.
  const latestSearch = useRef(search);
  const latestSuggest = useRef(suggest);
  useEffect(() => {
    latestSearch.current = search;
    latestSuggest.current = suggest;
  });
  useEffect(() => () => cancelPendingSearch(), []);

  const textOf = (item: T | null) => (item === null ? '' : itemLabel(item));
  const isSearchable = (text: string) => text.trim().length >= minQueryLength;
  // An empty field opens on the suggestions, when there is a way to find some.
  const canOpen = (text: string) => isSearchable(text) || (suggest !== undefined && text.trim() === '');

  function cancelPendingSearch() {
    clearTimeout(debounceTimer.current);
    pendingRequest.current?.abort();
    pendingRequest.current = null;
  }

  function resetSearch() {
    cancelPendingSearch();
    searchedQuery.current = null;
    setItems([]);
    setStatus('idle');
  }

  function startSearch(text: string, delay: number) {
    cancelPendingSearch();
    const query = text.trim();
    const suggesting = query === '' && latestSuggest.current !== undefined;
    if (!suggesting && !isSearchable(query)) {
      resetSearch();
      return;
    }
    searchedQuery.current = query;
    setStatus('loading');
    const run = () => {
      const controller = new AbortController();
      pendingRequest.current = controller;
      let answer: Promise<readonly T[]>;
      try {
        answer = suggesting
          ? latestSuggest.current!(controller.signal)
          : latestSearch.current(query, controller.signal);
      } catch (error) {
        answer = Promise.reject(error);
      }
      answer.then(
        (found) => {
          if (controller.signal.aborted) return;
          pendingRequest.current = null;
          if (suggesting && found.length === 0) {
            // Nothing to suggest is not "no results": the list just stays shut.
            closeMenu();
            return;
          }
          setItems([...found]);
          setStatus('done');
          // The earlier items stay visible while searching; a highlight among them means nothing now.
          setHighlightedIndex(-1);
        },
        () => {
          if (controller.signal.aborted) return;
          pendingRequest.current = null;
          setItems([]);
          setStatus('error');
        },
      );
    };
    if (delay > 0) debounceTimer.current = setTimeout(run, delay);
    else run();
  }

  function stateReducer(
    state: UseComboboxState<T>,
    { type, changes }: UseComboboxStateChangeOptions<T>,
  ): Partial<UseComboboxState<T>> {
    switch (type) {
      case types.InputChange: {
        const text = changes.inputValue ?? '';
        // Erased text means no choice; a short one opens nothing (no search below minQueryLength).
        return { ...changes, isOpen: canOpen(text), ...(text === '' && { selectedItem: null }) };
      }
      case types.InputKeyDownArrowDown:
      case types.InputKeyDownArrowUp:
        return state.isOpen || canOpen(state.inputValue)
          ? changes
          : { ...changes, isOpen: false, highlightedIndex: -1 };
      case types.InputClick:
        // A tap to place the caret should not pop the list over the form; on an empty field with
        // suggestions it opens them, as a click on a select would.
        if (!state.isOpen && suggest !== undefined && state.inputValue.trim() === '') {
          return { ...changes, isOpen: true, highlightedIndex: -1 };
        }
        return { ...changes, isOpen: state.isOpen, highlightedIndex: state.highlightedIndex };
      case types.InputKeyDownEscape:
        // Downshift clears the choice on a second Escape; in a form that loses a father by accident.
        return { ...changes, selectedItem: state.selectedItem, inputValue: textOf(state.selectedItem) };
      case types.InputBlur:
        return { ...changes, inputValue: textOf(changes.selectedItem ?? null) };
      case types.FunctionSelectItem:
        // Closing here, not with a second action: downshift would read the not yet updated `value`
        // back into the state between the two and lose the change.
        return { ...changes, isOpen: false, highlightedIndex: -1 };
      default:
        return changes;
    }
  }

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    selectedItem,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    selectItem,
    closeMenu,
    setInputValue,
    setHighlightedIndex,
  } = useCombobox<T>({
    id: `${inputId}-combobox`,
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-listbox`,
    getItemId: (index) => `${inputId}-option-${index}`,
    items,
    selectedItem: value,
    itemToString: textOf,
    itemToKey: (item) => (item === null ? null : itemKey(item)),
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    onInputValueChange: ({ type, inputValue: text }) => {
      if (type === types.InputChange) startSearch(text, debounceMs);
    },
    onIsOpenChange: ({ type, isOpen: open, inputValue: text = '' }) => {
      if (!open) resetSearch();
      else if (
        (type === types.InputKeyDownArrowDown ||
          type === types.InputKeyDownArrowUp ||
          type === types.InputClick) &&
        searchedQuery.current !== text.trim()
      ) {
        startSearch(text, 0);
      }
    },
  });

  function clear() {
    selectItem(null);
    resetSearch();
    inputRef.current?.focus();
  }

  const chosenKey = value === null ? null : itemKey(value);
  const popupVisible = isOpen && (items.length > 0 || status !== 'idle');
  const statusMessage =
    status === 'loading'
      ? loadingMessage
      : status === 'error'
        ? errorMessage
        : status === 'done' && items.length === 0
          ? emptyMessage
          : '';
  const announcement = !isOpen
    ? ''
    : status === 'done' && items.length > 0
      ? resultCountMessage(items.length)
      : statusMessage;
  const canClear = clearable && !disabled && (value !== null || inputValue !== '');

  return (
    <div className={className ? `space-y-1.5 ${className}` : 'space-y-1.5'}>
      <label {...getLabelProps()} htmlFor={inputId} className="block font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          {...getInputProps({
            ref: (element: HTMLInputElement | null) => {
              inputRef.current = element;
              if (typeof outerInputRef === 'function') outerInputRef(element);
              else if (outerInputRef) outerInputRef.current = element;
            },
            disabled,
            placeholder,
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy,
            onKeyDown: (event) => {
              // With nothing to close or undo, Escape belongs to the page (e.g. a dialog around us).
              if (event.key === 'Escape' && !isOpen && inputValue === textOf(value)) {
                Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
              }
            },
            onBlur: () => {
              // Downshift handles a blur only while the list is open; typed text must go either way.
              // Against downshift's own choice, not the `value` prop: a pick followed at once by a
              // blur (a busy phone, a quick Tab) can come before the parent's re-render, and the
              // stale prop would erase the name just chosen.
              if (!isOpen && inputValue !== textOf(selectedItem)) setInputValue(textOf(selectedItem));
            },
          })}
          type="text"
          enterKeyHint="search"
          className={
            `block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 ps-10 ${clearable ? 'pe-11' : 'pe-3'} text-slate-900 shadow-sm ` +
            'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ' +
            'aria-[invalid=true]:border-red-600 disabled:bg-slate-100'
          }
        />
        {canClear && (
          <button
            type="button"
            aria-label={clearLabel}
            title={clearLabel}
            // Keeps the focus in the input, so its blur does not choose the highlighted option first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={clear}
            className="absolute end-0 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500/50 focus-visible:outline-none"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
        <div
          className={`absolute start-0 top-full z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg ${
            popupVisible ? '' : 'hidden'
          }`}
        >
          <ul
            {...getMenuProps({ 'aria-busy': status === 'loading' || undefined })}
            className="max-h-72 overflow-y-auto overscroll-contain empty:hidden"
          >
            {isOpen &&
              items.map((item, index) => {
                const key = itemKey(item);
                const description = itemDescription?.(item);
                return (
                  <li
                    key={key}
                    {...getItemProps({ item, index })}
                    className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 ${
                      highlightedIndex === index ? 'bg-brand-50' : ''
                    } ${key === chosenKey ? 'border-s-4 border-brand-600' : ''}`}
                  >
                    <span className="font-semibold break-words text-slate-900">{itemLabel(item)}</span>
                    {description !== undefined && description !== null && description !== '' && (
                      <span className="text-sm break-words text-slate-600">{description}</span>
                    )}
                  </li>
                );
              })}
          </ul>
          {statusMessage && (
            // Read by the live region below; this copy is for the eyes.
            <p
              aria-hidden="true"
              className={`flex items-center gap-2 px-3 py-3 text-sm ${
                status === 'error' ? 'text-red-700' : 'text-slate-600'
              } ${items.length > 0 ? 'border-t border-slate-100' : ''}`}
            >
              {status === 'loading' && <LoaderCircle className="size-4 animate-spin text-brand-500" />}
              {status === 'error' && <CircleAlert className="size-4" />}
              {statusMessage}
            </p>
          )}
        </div>
      </div>
      {/* Always in the page: a live region added together with its text is often not read. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {name !== undefined && <input type="hidden" name={name} value={chosenKey ?? ''} />}
    </div>
  );
}
