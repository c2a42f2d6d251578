import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useId, useRef, type KeyboardEvent, type Ref } from 'react';
import { useComboboxSearch, type SearchStatus } from './use-combobox-search';

const types = useCombobox.stateChangeTypes;

type Key = string | number;

/**
 * The item the field stands for: its own latest pick until the parent's `value` moves, then the
 * parent's. Downshift reports a pick from an effect, and the parent's new `value` comes with the
 * parent's next render, which React may run after the next event (a Tab straight after Enter).
 * Until then downshift's controlled `selectedItem` is still the old value, and a blur that
 * trusted it would put the old name back over the one just chosen.
 *
 * `current` reads a ref: call it from events and reducers, not while rendering.
 */
export function useLatestChoice<T>(value: T | null, keyOf: (item: T) => Key) {
  const valueKey = value === null ? null : keyOf(value);
  const pick = useRef<{ item: T | null; over: Key | null } | null>(null);
  // Once the parent's value has moved (to the pick or elsewhere), the pick has nothing to add.
  useEffect(() => {
    pick.current = null;
  }, [valueKey]);
  return {
    current: (): T | null => {
      const latest = pick.current;
      // `over` also covers the moment between the parent's new render and the effect above.
      return latest !== null && latest.over === valueKey ? latest.item : value;
    },
    picked: (item: T | null) => {
      pick.current = { item, over: valueKey };
    },
  };
}

export interface ComboboxRules<T> {
  /** Whether this text may open the list (long enough to search, or empty with suggestions). */
  canOpen: (text: string) => boolean;
  /** Whether an empty field has suggestions to offer. */
  suggests: boolean;
  textOf: (item: T | null) => string;
  /** The item the field stands for now (useLatestChoice's `current`). */
  choice: () => T | null;
}

/** The field's departures from downshift's defaults, as a downshift `stateReducer`. */
export function comboboxStateReducer<T>({ canOpen, suggests, textOf, choice }: ComboboxRules<T>) {
  return (
    state: UseComboboxState<T>,
    { type, changes }: UseComboboxStateChangeOptions<T>,
  ): Partial<UseComboboxState<T>> => {
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
        if (!state.isOpen && suggests && state.inputValue.trim() === '') {
          return { ...changes, isOpen: true, highlightedIndex: -1 };
        }
        return { ...changes, isOpen: state.isOpen, highlightedIndex: state.highlightedIndex };
      case types.InputKeyDownEscape:
        // Downshift clears the choice on a second Escape; in a form that loses a father by accident.
        return { ...changes, selectedItem: state.selectedItem, inputValue: textOf(choice()) };
      case types.InputBlur:
        // A blur on a highlighted option chooses it; otherwise typed text gives way to the choice.
        return changes.selectedItem !== state.selectedItem
          ? { ...changes, inputValue: textOf(changes.selectedItem ?? null) }
          : { ...changes, inputValue: textOf(choice()) };
      case types.FunctionSelectItem:
        // Closing here, not with a second action: downshift would read the not yet updated `value`
        // back into the state between the two and lose the change.
        return { ...changes, isOpen: false, highlightedIndex: -1 };
      default:
        return changes;
    }
  };
}

export interface ComboboxTexts {
  loading: string;
  error: string;
  empty: string;
  resultCount: (count: number) => string;
}

/**
 * What the popup says under its options (`shown`) and what the live region reads (`announced`):
 * the live region counts the results instead of reading them, and says nothing while closed.
 */
export function comboboxStatusTexts(
  status: SearchStatus,
  count: number,
  isOpen: boolean,
  texts: ComboboxTexts,
): { shown: string; announced: string } {
  const shown =
    status === 'loading'
      ? texts.loading
      : status === 'error'
        ? texts.error
        : status === 'done' && count === 0
          ? texts.empty
          : '';
  const announced = !isOpen ? '' : status === 'done' && count > 0 ? texts.resultCount(count) : shown;
  return { shown, announced };
}

export interface ComboboxStateOptions<T> {
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
  itemKey: (item: T) => Key;
  /** The item's name: the option's first line and the input's text once chosen. */
  itemLabel: (item: T) => string;
  /**
   * Shows the clear button (the default). Off where a nearby button already removes the whole
   * entry (a marriage's row): two buttons would say the same. Erasing the text still clears.
   */
  clearable?: boolean;
  disabled?: boolean;
  /** The input's id; the label, listbox and options derive theirs from it. */
  id?: string;
  /** The input element, e.g. for a form library to focus the field that failed. */
  inputRef?: Ref<HTMLInputElement>;
  minQueryLength?: number;
  debounceMs?: number;
}

/** The label's, listbox's and options' ids, derived from the input's. */
const idsAround = (inputId: string) => ({
  id: `${inputId}-combobox`,
  inputId,
  labelId: `${inputId}-label`,
  menuId: `${inputId}-listbox`,
  getItemId: (index: number) => `${inputId}-option-${index}`,
});

/** What reopens the list on text it already held: the shown items may answer older text. */
const reopenings = new Set<string>([
  types.InputKeyDownArrowDown,
  types.InputKeyDownArrowUp,
  types.InputClick,
]);

/**
 * The combobox's state on downshift's useCombobox: the text, the open list and its search, the
 * choice, and the rules that keep the text and the choice together (Escape and a blur put the
 * chosen item's label back; erased text clears the choice). The view spreads its prop getters.
 */
export function useComboboxState<T>({
  value,
  onChange,
  search,
  suggest,
  itemKey,
  itemLabel,
  clearable = true,
  disabled = false,
  id,
  inputRef,
  minQueryLength = 2,
  debounceMs = 150,
}: ComboboxStateOptions<T>) {
  const generatedId = useId();
  const inputId = id ?? `combobox${generatedId.replace(/[^\w-]/g, '')}`;
  const inputElement = useRef<HTMLInputElement>(null);
  const textOf = (item: T | null) => (item === null ? '' : itemLabel(item));
  const choice = useLatestChoice(value, itemKey);
  const found = useComboboxSearch<T>({
    search,
    suggest,
    minQueryLength,
    onFound: () => combobox.setHighlightedIndex(-1),
    onNothingToSuggest: () => combobox.closeMenu(),
  });

  const combobox = useCombobox<T>({
    ...idsAround(inputId),
    items: found.items,
    selectedItem: value,
    itemToString: textOf,
    itemToKey: (item) => (item === null ? null : itemKey(item)),
    stateReducer: comboboxStateReducer({
      canOpen: found.canOpen,
      suggests: suggest !== undefined,
      textOf,
      choice: choice.current,
    }),
    onSelectedItemChange: ({ selectedItem }) => {
      choice.picked(selectedItem ?? null);
      onChange(selectedItem ?? null);
    },
    onInputValueChange: ({ type, inputValue: text }) => {
      if (type === types.InputChange) found.start(text, debounceMs);
    },
    onIsOpenChange: ({ type, isOpen: open, inputValue: text = '' }) => {
      if (!open) found.reset();
      else if (reopenings.has(type) && !found.answers(text)) found.start(text, 0);
    },
  });
  const { isOpen, inputValue } = combobox;

  /** The input's props, its ref also handed to `inputRef` (e.g. for a form library to focus it). */
  function getInputProps(extra: { placeholder?: string; invalid: boolean; describedBy?: string }) {
    return combobox.getInputProps({
      ref: (element: HTMLInputElement | null) => {
        inputElement.current = element;
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) inputRef.current = element;
      },
      disabled,
      placeholder: extra.placeholder,
      'aria-invalid': extra.invalid || undefined,
      'aria-describedby': extra.describedBy,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        // With nothing to close or undo, Escape belongs to the page (e.g. a dialog around us).
        if (event.key === 'Escape' && !isOpen && inputValue === textOf(choice.current())) {
          Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
        }
      },
      onBlur: () => {
        // Downshift handles a blur only while the list is open; typed text must go either way.
        const chosenText = textOf(choice.current());
        if (!isOpen && inputValue !== chosenText) combobox.setInputValue(chosenText);
      },
    });
  }

  function clear() {
    combobox.selectItem(null);
    found.reset();
    inputElement.current?.focus();
  }

  return {
    ...combobox,
    getInputProps,
    clear,
    inputId,
    items: found.items,
    status: found.status,
    chosenKey: value === null ? null : itemKey(value),
    popupVisible: isOpen && (found.items.length > 0 || found.status !== 'idle'),
    canClear: clearable && !disabled && (value !== null || inputValue !== ''),
  };
}
