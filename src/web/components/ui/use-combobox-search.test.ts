// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useComboboxSearch, type ComboboxSearchOptions } from './use-combobox-search';

type Options = ComboboxSearchOptions<string>;

/** A search whose answers the test hands out one by one. */
function deferred() {
  const calls: { query: string; signal: AbortSignal; settle: (found: string[] | Error) => void }[] = [];
  const search = vi.fn<Options['search']>(
    (query, signal) =>
      new Promise((resolve, reject) => {
        calls.push({
          query,
          signal,
          settle: (found) => (found instanceof Error ? reject(found) : resolve(found)),
        });
      }),
  );
  return { search, calls };
}

function setUp(options: Partial<Options> = {}) {
  const onFound = vi.fn();
  const onNothingToSuggest = vi.fn();
  const hook = renderHook(() =>
    useComboboxSearch<string>({
      search: () => Promise.resolve([]),
      minQueryLength: 2,
      onFound,
      onNothingToSuggest,
      ...options,
    }),
  );
  return { ...hook, onFound, onNothingToSuggest };
}

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useComboboxSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches the trimmed text once its delay has passed, loading until the answer', async () => {
    const { search, calls } = deferred();
    const { result, onFound } = setUp({ search });
    act(() => result.current.start(' محم ', 150));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(149));
    expect(search).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(calls.map((call) => call.query)).toEqual(['محم']);
    expect(result.current.answers('محم')).toBe(true);

    calls[0]!.settle(['محمد', 'محمود']);
    await settle();
    expect(result.current.items).toEqual(['محمد', 'محمود']);
    expect(result.current.status).toBe('done');
    expect(onFound).toHaveBeenCalledOnce();
  });

  it('aborts the previous search and ignores its late answer', async () => {
    const { calls, search } = deferred();
    const { result } = setUp({ search });
    act(() => result.current.start('مح', 0));
    act(() => result.current.start('محمو', 0));
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.settle(['محمود']);
    calls[0]!.settle(['محمد']);
    await settle();
    expect(result.current.items).toEqual(['محمود']);
  });

  it('searches nothing below the shortest query, and forgets what it had', async () => {
    const search = vi.fn<Options['search']>(() => Promise.resolve(['محمد']));
    const { result } = setUp({ search });
    act(() => result.current.start('مح', 0));
    await settle();
    act(() => result.current.start('م', 0));
    expect(result.current.items).toEqual([]);
    expect(result.current.status).toBe('idle');
    expect(result.current.answers('مح')).toBe(false);
    expect(search).toHaveBeenCalledOnce();
    expect(result.current.canOpen('م')).toBe(false);
    expect(result.current.canOpen('مح')).toBe(true);
    expect(result.current.canOpen('')).toBe(false);
  });

  it('asks for suggestions on empty text, and stays shut when there are none', async () => {
    const suggest = vi.fn((_signal: AbortSignal) => Promise.resolve<string[]>([]));
    const { result, onNothingToSuggest, onFound } = setUp({ suggest });
    expect(result.current.canOpen('')).toBe(true);
    act(() => result.current.start('  ', 0));
    await settle();
    expect(suggest).toHaveBeenCalledOnce();
    expect(onNothingToSuggest).toHaveBeenCalledOnce();
    expect(onFound).not.toHaveBeenCalled();
  });

  it('reports a failed search, one that throws at once too', async () => {
    const { result } = setUp({
      search: () => {
        throw new Error('bug');
      },
    });
    act(() => result.current.start('مح', 0));
    await settle();
    expect(result.current.status).toBe('error');
    expect(result.current.items).toEqual([]);
  });

  it('ignores the answer of a search that was reset, and of one left behind at unmount', async () => {
    const { calls, search } = deferred();
    const { result, unmount } = setUp({ search });
    act(() => result.current.start('مح', 0));
    act(() => result.current.reset());
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.settle(['محمد']);
    await settle();
    expect(result.current.items).toEqual([]);
    expect(result.current.status).toBe('idle');

    act(() => result.current.start('مح', 150));
    unmount();
    vi.advanceTimersByTime(150);
    expect(calls).toHaveLength(1);
  });
});
