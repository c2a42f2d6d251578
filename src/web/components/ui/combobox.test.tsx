// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '#shared/messages/common.ts';
import { setupUserOnFakeTimers } from '#web/testing/user-on-fake-timers.ts';
import { Combobox, type ComboboxProps } from './combobox';

interface Member {
  id: number;
  name: string;
  nasab: string;
}

const members: Member[] = [
  { id: 4, name: 'محمد', nasab: 'محمد بن سالم بن خالد · 1930–1995' },
  { id: 5, name: 'محمد', nasab: 'محمد بن أحمد بن سالم · 1958–' },
  { id: 12, name: 'محمود', nasab: 'محمود بن سالمين بن محمد · 1990–' },
];

type SearchFn = ComboboxProps<Member>['search'];

/** A search whose answers the test hands out one by one. */
function deferredSearch() {
  const calls: {
    query: string;
    signal: AbortSignal;
    resolve: (found: Member[]) => void;
    reject: () => void;
  }[] = [];
  const search = vi.fn<SearchFn>(
    (query, signal) =>
      new Promise<Member[]>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject: () => reject(new Error('offline')) });
      }),
  );
  return { search, calls };
}

const findingAll: SearchFn = (query) =>
  Promise.resolve(members.filter((member) => member.name.startsWith(query.slice(0, 2))));

function Field({
  initial = null,
  onChange,
  ...props
}: Partial<ComboboxProps<Member>> & { initial?: Member | null }) {
  const [value, setValue] = useState<Member | null>(initial);
  return (
    <Combobox<Member>
      label="الأب"
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      search={findingAll}
      itemKey={(member) => member.id}
      itemLabel={(member) => member.name}
      itemDescription={(member) => member.nasab}
      {...props}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('combobox');
const liveRegion = () => screen.getByRole('status');
const options = () => screen.queryAllByRole('option');
let user: ReturnType<typeof userEvent.setup>;
/** Types at the caret, after what the field already holds. */
const type = (text: string) => user.type(input(), text);
/** Selects the field's whole text and types over it. */
async function typeOver(text: string) {
  await user.tripleClick(input());
  await user.keyboard(text);
}
const press = (key: string) => user.keyboard(`{${key}}`);
/** Lets the debounce run out and the answer's promise settle. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('Combobox', () => {
  beforeEach(() => {
    user = setupUserOnFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled combobox controlling a listbox, with a polite live region', () => {
    render(<Field placeholder="ابحث بالاسم" />);
    const combobox = input();
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('aria-autocomplete')).toBe('list');
    expect(combobox.getAttribute('placeholder')).toBe('ابحث بالاسم');
    expect(screen.getByRole('combobox', { name: 'الأب' })).toBe(combobox);
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.getAttribute('aria-labelledby')).toBe(screen.getByText('الأب').id);
    expect(combobox.getAttribute('aria-activedescendant')).toBe('');
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    expect(liveRegion().textContent).toBe('');
  });

  it('searches only from two characters, once the typing pauses for 150 ms', async () => {
    const { search, calls } = deferredSearch();
    render(<Field search={search} />);

    await type('م');
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('false');

    await type('ح');
    await wait(100);
    await type('م');
    await wait(149);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledOnce();
    expect(calls[0]!.query).toBe('محم');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(liveRegion().textContent).toBe(commonMessages.combobox.searching);
  });

  it('aborts the previous request and ignores its late answer', async () => {
    const { search, calls } = deferredSearch();
    render(<Field search={search} />);
    await type('مح');
    await wait(150);
    await type('مو');
    await wait(150);
    expect(calls.map((call) => call.query)).toEqual(['مح', 'محمو']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    calls[1]!.resolve([members[2]!]);
    await wait(0);
    calls[0]!.resolve(members);
    await wait(0);
    expect(options().map((option) => option.textContent)).toEqual(['محمود' + members[2]!.nasab]);
  });

  it('shows each option with its nasab and years, and announces how many were found', async () => {
    render(<Field />);
    await type('مح');
    await wait(150);
    const shown = options();
    expect(shown).toHaveLength(3);
    expect(shown[0]!.textContent).toContain('محمد');
    expect(shown[0]!.textContent).toContain('محمد بن سالم بن خالد · 1930–1995');
    expect(shown[1]!.textContent).toContain('محمد بن أحمد بن سالم');
    expect(liveRegion().textContent).toBe(commonMessages.combobox.resultCount(3));
    expect(commonMessages.combobox.resultCount(3)).toBe('3 نتائج');
  });

  it('moves with the arrows, Home and End, and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await type('مح');
    await wait(150);
    const [first, second, third] = options();
    const active = () => input().getAttribute('aria-activedescendant');

    await press('ArrowDown');
    expect(active()).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    await press('ArrowDown');
    expect(active()).toBe(second!.id);
    expect(first!.getAttribute('aria-selected')).toBe('false');
    await press('ArrowUp');
    expect(active()).toBe(first!.id);
    await press('End');
    expect(active()).toBe(third!.id);
    await press('Home');
    expect(active()).toBe(first!.id);
    await press('ArrowDown');

    await press('Enter');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(members[1]);
    expect(input().value).toBe('محمد');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBe('');
    expect(liveRegion().textContent).toBe('');
  });

  it('chooses an option with a click or a tap', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    await type('مح');
    await wait(150);
    await user.click(options()[2]!);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(members[2]);
    expect(input().value).toBe('محمود');
  });

  it('closes with Escape and puts the chosen name back, keeping the choice', async () => {
    const onChange = vi.fn();
    render(<Field initial={members[0]} onChange={onChange} />);
    expect(input().value).toBe('محمد');
    await typeOver('سال');
    await wait(150);
    expect(input().getAttribute('aria-expanded')).toBe('true');

    await press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().value).toBe('محمد');
    expect(options()).toHaveLength(0);
    // A second Escape has nothing to close: the choice stays and the key is left to the page.
    const pageGot = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    document.addEventListener('keydown', pageGot);
    await press('Escape');
    document.removeEventListener('keydown', pageGot);
    expect(pageGot).toHaveReturnedWith(false);
    expect(input().value).toBe('محمد');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reopens a chosen name’s list with ArrowDown, searching at once', async () => {
    const { search, calls } = deferredSearch();
    render(<Field initial={members[0]} search={search} />);
    await user.tab();
    await press('ArrowDown');
    expect(calls.map((call) => call.query)).toEqual(['محمد']);
    calls[0]!.resolve(members.slice(0, 2));
    await wait(0);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(2);
    // The chosen member is marked among his namesakes.
    expect(options()[0]!.className).toContain('border-s-4');
    expect(options()[1]!.className).not.toContain('border-s-4');
  });

  it('drops typed but unchosen text when the field loses focus', async () => {
    const onChange = vi.fn();
    render(<Field initial={members[0]} onChange={onChange} />);
    await typeOver('س');
    await user.tab();
    expect(input().value).toBe('محمد');

    await typeOver('سال');
    await wait(150);
    await user.tab();
    expect(input().value).toBe('محمد');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a pick the focus leaves before the parent has taken it', async () => {
    // Downshift reports a pick from an effect, and the parent's new `value` comes with its next
    // render, which React may run after the next event: a blur first still sees the old value.
    let takePick = () => {};
    function LateParent() {
      const [value, setValue] = useState<Member | null>(null);
      return (
        <>
          <Field
            value={value}
            onChange={(next) => {
              takePick = () => setValue(next);
            }}
          />
          <input aria-label="التالي" />
        </>
      );
    }
    render(<LateParent />);
    await type('مح');
    await wait(150);
    await press('ArrowDown');
    await press('Enter');
    expect(input().value).toBe('محمد');
    await user.tab();
    expect(input().value).toBe('محمد');
    act(() => takePick());
    expect(input().value).toBe('محمد');
    expect(screen.getByRole('button', { name: 'إزالة' })).toBeTruthy();
  });

  it('clears the choice with «إزالة», and when the text is erased', async () => {
    const onChange = vi.fn();
    render(<Field initial={members[0]} onChange={onChange} />);
    const clearButton = screen.getByRole('button', { name: 'إزالة' });
    await user.click(clearButton);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('button', { name: 'إزالة' })).toBeNull();

    await type('مح');
    await wait(150);
    await user.click(options()[0]!);
    expect(onChange).toHaveBeenLastCalledWith(members[0]);
    await user.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows and announces the error message when the search fails', async () => {
    const { search, calls } = deferredSearch();
    render(<Field search={search} errorMessage="تعذّر البحث" />);
    await type('مح');
    await wait(150);
    calls[0]!.reject();
    await wait(0);
    expect(liveRegion().textContent).toBe('تعذّر البحث');
    expect(screen.getByText('تعذّر البحث', { selector: 'p[aria-hidden]' })).toBeTruthy();
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('treats a search that throws at once like one that fails', async () => {
    const search = vi.fn<SearchFn>(() => {
      throw new Error('bug');
    });
    render(<Field search={search} />);
    await type('مح');
    await wait(150);
    expect(liveRegion().textContent).toBe(commonMessages.connectionError);
  });

  it('shows and announces when nothing is found', async () => {
    render(<Field search={() => Promise.resolve([])} emptyMessage="لا يوجد أفراد يطابقون البحث" />);
    await type('يوسف');
    await wait(150);
    expect(liveRegion().textContent).toBe('لا يوجد أفراد يطابقون البحث');
    expect(screen.getByText('لا يوجد أفراد يطابقون البحث', { selector: 'p[aria-hidden]' })).toBeTruthy();
    expect(options()).toHaveLength(0);
  });

  it('offers suggestions on an empty field (ArrowDown or a click), and searches once typing starts', async () => {
    const { search, calls } = deferredSearch();
    const suggest = vi.fn((_signal: AbortSignal) => Promise.resolve(members.slice(0, 2)));
    render(<Field search={search} suggest={suggest} />);
    await user.click(input());
    await wait(0);
    expect(suggest).toHaveBeenCalledOnce();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(2);
    expect(liveRegion().textContent).toBe(commonMessages.combobox.resultCount(2));
    await press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');

    await press('ArrowDown');
    await wait(0);
    expect(suggest).toHaveBeenCalledTimes(2);
    expect(options()).toHaveLength(2);
    await type('مح');
    await wait(150);
    expect(calls.map((call) => call.query)).toEqual(['مح']);
  });

  it('stays shut when there is nothing to suggest, without saying «no results»', async () => {
    render(<Field suggest={() => Promise.resolve([])} />);
    await user.tab();
    await press('ArrowDown');
    await wait(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(liveRegion().textContent).toBe('');
    expect(screen.queryByText(commonMessages.combobox.noResults)).toBeNull();
  });

  it('carries the form’s error, description, name and id, and can be disabled', () => {
    const { rerender } = render(
      <>
        <Field
          id="member-parent"
          name="parent"
          initial={members[1]}
          invalid
          describedBy="member-parent-error"
        />
        <p id="member-parent-error">هذا الحقل مطلوب</p>
      </>,
    );
    const combobox = input();
    expect(combobox.id).toBe('member-parent');
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(combobox.getAttribute('aria-describedby')).toBe('member-parent-error');
    const hidden = document.querySelector<HTMLInputElement>('input[type="hidden"][name="parent"]');
    expect(hidden?.value).toBe('5');

    rerender(<Field id="member-parent" disabled initial={members[1]} />);
    expect(input().disabled).toBe(true);
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('button', { name: 'إزالة' })).toBeNull();
  });
});
