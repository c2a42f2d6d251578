import { useEffect, useRef, useState } from 'react';

export type SearchStatus = 'idle' | 'loading' | 'error' | 'done';

export interface ComboboxSearchOptions<T> {
  /** Finds the items for a query; a newer query aborts `signal`. */
  search: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** Items worth offering on an empty field; without it an empty field opens nothing. */
  suggest?: (signal: AbortSignal) => Promise<readonly T[]>;
  /** Fewer characters than this search nothing. */
  minQueryLength: number;
  /** An answer is shown: a highlight among the earlier items means nothing now. */
  onFound: () => void;
  /** The suggestions came back empty: the list stays shut rather than say «no results». */
  onNothingToSuggest: () => void;
}

/**
 * The combobox's searching: the items shown and how the search for them is going. Each search
 * waits for `delay` (the typing's pause), aborts the one before it and ignores an answer that
 * arrives after a newer search started or the search was reset.
 */
export function useComboboxSearch<T>(options: ComboboxSearchOptions<T>) {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRequest = useRef<AbortController | null>(null);
  // The query the shown items answer, so reopening the list only searches when the text changed.
  const searchedQuery = useRef<string | null>(null);
  // The latest options without restarting anything when a caller passes new functions each render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => () => cancelPending(), []);

  const isSearchable = (text: string) => text.trim().length >= options.minQueryLength;
  // An empty field opens on the suggestions, when there is a way to find some.
  const canOpen = (text: string) =>
    isSearchable(text) || (options.suggest !== undefined && text.trim() === '');

  function cancelPending() {
    clearTimeout(debounceTimer.current);
    pendingRequest.current?.abort();
    pendingRequest.current = null;
  }

  function reset() {
    cancelPending();
    searchedQuery.current = null;
    setItems([]);
    setStatus('idle');
  }

  function ask(query: string, suggesting: boolean) {
    const controller = new AbortController();
    pendingRequest.current = controller;
    const { search, suggest } = latest.current;
    let answer: Promise<readonly T[]>;
    try {
      answer = suggesting ? suggest!(controller.signal) : search(query, controller.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (found) => {
        if (controller.signal.aborted) return;
        pendingRequest.current = null;
        if (suggesting && found.length === 0) {
          latest.current.onNothingToSuggest();
          return;
        }
        setItems([...found]);
        setStatus('done');
        latest.current.onFound();
      },
      () => {
        if (controller.signal.aborted) return;
        pendingRequest.current = null;
        setItems([]);
        setStatus('error');
      },
    );
  }

  /** Searches for `text` after `delay` ms, or asks for suggestions when it is empty. */
  function start(text: string, delay: number) {
    cancelPending();
    const query = text.trim();
    const suggesting = query === '' && latest.current.suggest !== undefined;
    if (!suggesting && !isSearchable(query)) {
      reset();
      return;
    }
    searchedQuery.current = query;
    setStatus('loading');
    if (delay > 0) debounceTimer.current = setTimeout(() => ask(query, suggesting), delay);
    else ask(query, suggesting);
  }

  /** Whether the items shown (or being fetched) answer `text`. */
  const answers = (text: string) => searchedQuery.current === text.trim();

  return { items, status, canOpen, start, reset, answers };
}
