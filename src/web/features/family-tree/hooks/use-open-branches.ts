import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';

/** `?open=12,45`: the cards a reader opened beyond the first screen, so a reload opens them again. */
export const OPEN_PARAM = 'open';
// An address is not a way to make the page ask the server for hundreds of branches at once.
export const MAX_OPEN = 50;

/** The ids of `?open=`: each once, malformed ones skipped, at most `MAX_OPEN`. */
export function idsIn(value: string | null): number[] {
  const ids = new Set<number>();
  for (const part of (value ?? '').split(',')) {
    const id = parseId(part);
    if (id !== null) ids.add(id);
  }
  return [...ids].slice(0, MAX_OPEN);
}

export interface OpenBranches {
  ids: readonly number[];
  add(id: number): void;
  remove(id: number): void;
}

/**
 * The opened cards, read from the address once the page is hydrated (`active`): the server's page
 * cache keys /family-tree without its query (plugins/web.ts, `ignoresQuery`), so the HTML always
 * shows the first screen. Written with `replace`: opening a card is not a step back.
 */
export function useOpenBranches(active: boolean): OpenBranches {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = active ? searchParams.get(OPEN_PARAM) : null;
  const ids = useMemo(() => idsIn(raw), [raw]);
  const change = useCallback(
    (edit: (ids: Set<number>) => void) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const opened = new Set(idsIn(previous.get(OPEN_PARAM)));
          edit(opened);
          if (opened.size > 0) next.set(OPEN_PARAM, [...opened].join(','));
          else next.delete(OPEN_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return useMemo(
    () => ({
      ids,
      add: (id) => {
        if (!ids.includes(id)) change((opened) => opened.add(id));
      },
      remove: (id) => {
        if (ids.includes(id)) change((opened) => opened.delete(id));
      },
    }),
    [ids, change],
  );
}
