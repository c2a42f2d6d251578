import { CircleAlert, LoaderCircle, Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { comboboxStatusTexts, useComboboxState, type ComboboxStateOptions } from './use-combobox-state';

const messages = commonMessages.combobox;

export interface ComboboxProps<T> extends ComboboxStateOptions<T> {
  /** The visible label, e.g. «الأب». */
  label: string;
  /** The option's second line, smaller and muted: the nasab and years that tell namesakes apart. */
  itemDescription?: (item: T) => ReactNode;
  placeholder?: string;
  /** Shown and announced when a search finds nothing. */
  emptyMessage?: string;
  /** Shown and announced when a search fails. */
  errorMessage?: string;
  /** Shown and announced while searching. */
  loadingMessage?: string;
  /** Announced when results arrive; the list itself is not read until the user moves into it. */
  resultCountMessage?: (count: number) => string;
  /** The accessible name of the clear button. */
  clearLabel?: string;
  /** Marks the input invalid (a form error). */
  invalid?: boolean;
  /** Ids of the elements describing the input: a hint, the field's error. */
  describedBy?: string;
  /** Submits the chosen item's key under this name in a native form (a hidden input). */
  name?: string;
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
  itemDescription,
  placeholder,
  emptyMessage = messages.noResults,
  errorMessage = commonMessages.connectionError,
  loadingMessage = messages.searching,
  resultCountMessage = messages.resultCount,
  clearLabel = messages.clear,
  invalid = false,
  describedBy,
  name,
  className,
  ...options
}: ComboboxProps<T>) {
  const state = useComboboxState<T>(options);
  const { shown, announced } = comboboxStatusTexts(state.status, state.items.length, state.isOpen, {
    loading: loadingMessage,
    error: errorMessage,
    empty: emptyMessage,
    resultCount: resultCountMessage,
  });
  const clearable = options.clearable ?? true;
  return (
    <div className={className ? `space-y-1.5 ${className}` : 'space-y-1.5'}>
      <label
        {...state.getLabelProps()}
        htmlFor={state.inputId}
        className="block font-semibold text-slate-800"
      >
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          {...state.getInputProps({ placeholder, invalid, describedBy })}
          type="text"
          enterKeyHint="search"
          className={
            `block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 ps-10 ${clearable ? 'pe-11' : 'pe-3'} text-slate-900 shadow-sm ` +
            'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ' +
            'aria-[invalid=true]:border-red-600 disabled:bg-slate-100'
          }
        />
        {state.canClear && (
          <button
            type="button"
            aria-label={clearLabel}
            title={clearLabel}
            // Keeps the focus in the input, so its blur does not choose the highlighted option first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={state.clear}
            className="absolute end-0 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500/50 focus-visible:outline-none"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
        <ComboboxPopup
          state={state}
          statusMessage={shown}
          itemKey={options.itemKey}
          itemLabel={options.itemLabel}
          itemDescription={itemDescription}
        />
      </div>
      {/* Always in the page: a live region added together with its text is often not read. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announced}
      </p>
      {name !== undefined && <input type="hidden" name={name} value={state.chosenKey ?? ''} />}
    </div>
  );
}

/** The list under the input: the options, and a line saying how the search is going. */
function ComboboxPopup<T>({
  state,
  statusMessage,
  itemKey,
  itemLabel,
  itemDescription,
}: {
  state: ReturnType<typeof useComboboxState<T>>;
  statusMessage: string;
} & Pick<ComboboxProps<T>, 'itemKey' | 'itemLabel' | 'itemDescription'>) {
  const { isOpen, items, status, highlightedIndex, chosenKey } = state;
  return (
    <div
      className={`absolute start-0 top-full z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg ${
        state.popupVisible ? '' : 'hidden'
      }`}
    >
      <ul
        {...state.getMenuProps({ 'aria-busy': status === 'loading' || undefined })}
        className="max-h-72 overflow-y-auto overscroll-contain empty:hidden"
      >
        {isOpen &&
          items.map((item, index) => {
            const key = itemKey(item);
            const description = itemDescription?.(item);
            return (
              <li
                key={key}
                {...state.getItemProps({ item, index })}
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
  );
}
