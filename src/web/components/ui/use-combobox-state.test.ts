// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useCombobox, type UseComboboxState } from 'downshift';
import { describe, expect, it } from 'vitest';
import {
  comboboxStateReducer,
  comboboxStatusTexts,
  useLatestChoice,
  type ComboboxRules,
} from './use-combobox-state';

interface Member {
  id: number;
  name: string;
}
const salem: Member = { id: 1, name: 'سالم' };
const fahad: Member = { id: 2, name: 'فهد' };
const keyOf = (member: Member) => member.id;

describe('useLatestChoice', () => {
  it('is the parent’s value until the field picks, then the pick until the parent moves', () => {
    const { result, rerender } = renderHook(({ value }) => useLatestChoice(value, keyOf), {
      initialProps: { value: null as Member | null },
    });
    expect(result.current.current()).toBeNull();
    result.current.picked(salem);
    // The parent has not rendered the pick yet: the field still stands for it.
    expect(result.current.current()).toBe(salem);
    rerender({ value: salem });
    expect(result.current.current()).toBe(salem);
    // A clear the parent has not taken yet is a choice too.
    result.current.picked(null);
    expect(result.current.current()).toBeNull();
    rerender({ value: null });
    expect(result.current.current()).toBeNull();
  });

  it('gives way to a value the parent sets itself, and never brings an old pick back', () => {
    const { result, rerender } = renderHook(({ value }) => useLatestChoice(value, keyOf), {
      initialProps: { value: null as Member | null },
    });
    result.current.picked(salem);
    rerender({ value: fahad });
    expect(result.current.current()).toBe(fahad);
    rerender({ value: null });
    expect(result.current.current()).toBeNull();
  });
  it('gives way to the parent’s new value already in the render that brings it', () => {
    // Downshift may run its reducer while rendering, before the hook's effects have run.
    const seen: (Member | null)[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const choice = useLatestChoice(value, keyOf);
        seen.push(choice.current());
        return choice;
      },
      { initialProps: { value: null as Member | null } },
    );
    result.current.picked(salem);
    rerender({ value: fahad });
    expect(seen.at(-1)).toBe(fahad);
  });
});

const types = useCombobox.stateChangeTypes;

function state(overrides: Partial<UseComboboxState<Member>> = {}): UseComboboxState<Member> {
  return { isOpen: false, highlightedIndex: -1, inputValue: '', selectedItem: null, ...overrides };
}

function reducerWith(rules: Partial<ComboboxRules<Member>> = {}) {
  const reduce = comboboxStateReducer<Member>({
    canOpen: (text) => text.trim().length >= 2,
    suggests: false,
    textOf: (member) => member?.name ?? '',
    choice: () => salem,
    ...rules,
  });
  return (type: string, before: UseComboboxState<Member>, changes: Partial<UseComboboxState<Member>>) =>
    reduce(before, {
      type: type as never,
      changes: { ...before, ...changes },
      props: {} as never,
    });
}

describe('comboboxStateReducer', () => {
  it('opens on typing only when the text may be searched, and erased text clears the choice', () => {
    const reduce = reducerWith();
    const typed = (text: string) =>
      reduce(types.InputChange, state({ selectedItem: salem }), { inputValue: text, isOpen: true });
    expect(typed('س')).toMatchObject({ isOpen: false, selectedItem: salem });
    expect(typed('سا')).toMatchObject({ isOpen: true, selectedItem: salem });
    expect(typed('')).toMatchObject({ isOpen: false, selectedItem: null });
  });

  it('leaves the arrows shut on text that cannot open', () => {
    const reduce = reducerWith();
    const changes = { isOpen: true, highlightedIndex: 0 };
    expect(reduce(types.InputKeyDownArrowDown, state({ inputValue: 'س' }), changes)).toMatchObject({
      isOpen: false,
      highlightedIndex: -1,
    });
    expect(reduce(types.InputKeyDownArrowUp, state({ inputValue: 'سا' }), changes)).toMatchObject(changes);
  });

  it('opens on a click only for suggestions on an empty field', () => {
    const changes = { isOpen: true, highlightedIndex: 0 };
    expect(reducerWith()(types.InputClick, state(), changes)).toMatchObject({ isOpen: false });
    expect(reducerWith({ suggests: true })(types.InputClick, state(), changes)).toMatchObject({
      isOpen: true,
      highlightedIndex: -1,
    });
    expect(
      reducerWith({ suggests: true })(types.InputClick, state({ inputValue: 'سالم' }), changes),
    ).toMatchObject({ isOpen: false });
  });

  it('keeps the choice on Escape and puts the latest choice’s name back', () => {
    // The prop (state.selectedItem) still says null: the field's own pick has not reached it.
    const reduced = reducerWith()(types.InputKeyDownEscape, state({ inputValue: 'فه', isOpen: true }), {
      isOpen: false,
      selectedItem: null,
      inputValue: '',
    });
    expect(reduced).toMatchObject({ isOpen: false, selectedItem: null, inputValue: 'سالم' });
  });

  it('on a blur, names the option it chose, or else the latest choice', () => {
    const reduce = reducerWith();
    const open = state({ inputValue: 'فه', isOpen: true, highlightedIndex: 0 });
    expect(reduce(types.InputBlur, open, { isOpen: false, selectedItem: fahad })).toMatchObject({
      selectedItem: fahad,
      inputValue: 'فهد',
    });
    expect(reduce(types.InputBlur, open, { isOpen: false })).toMatchObject({ inputValue: 'سالم' });
  });

  it('closes when an item is selected by a call', () => {
    expect(
      reducerWith()(types.FunctionSelectItem, state({ isOpen: true, highlightedIndex: 1 }), {
        selectedItem: fahad,
      }),
    ).toMatchObject({ isOpen: false, highlightedIndex: -1, selectedItem: fahad });
  });
});

describe('comboboxStatusTexts', () => {
  const texts = {
    loading: 'جارٍ البحث',
    error: 'تعذّر البحث',
    empty: 'لا نتائج',
    resultCount: (count: number) => `${count} نتائج`,
  };

  it('shows how the search goes, and announces it only while the list is open', () => {
    expect(comboboxStatusTexts('loading', 2, true, texts)).toEqual({
      shown: 'جارٍ البحث',
      announced: 'جارٍ البحث',
    });
    expect(comboboxStatusTexts('error', 0, false, texts)).toEqual({ shown: 'تعذّر البحث', announced: '' });
    expect(comboboxStatusTexts('done', 0, true, texts)).toEqual({ shown: 'لا نتائج', announced: 'لا نتائج' });
    expect(comboboxStatusTexts('idle', 0, true, texts)).toEqual({ shown: '', announced: '' });
  });

  it('counts the results instead of showing a line under them', () => {
    expect(comboboxStatusTexts('done', 3, true, texts)).toEqual({ shown: '', announced: '3 نتائج' });
  });
});
