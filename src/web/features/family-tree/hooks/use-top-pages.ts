import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';

/** `?tops=3`: how many pages of top cards the reader has shown, the first screen's counted. */
export const TOPS_PARAM = 'tops';
// An address is not a way to make the page ask the server for hundreds of pages at once.
export const MAX_TOP_PAGES = 50;

/** The pages `?tops=` asks for: 1 (the first screen's) when absent or malformed, at most `MAX_TOP_PAGES`. */
export function pagesIn(value: string | null): number {
  return Math.min(parseId(value) ?? 1, MAX_TOP_PAGES);
}

export interface TopPages {
  /** Pages of tops to show, the first screen's counted. */
  shown: number;
  /** Shows one page more. */
  more(): void;
}

/**
 * The pages of tops shown, read from the address once the page is hydrated (`active`), as `?open=`
 * is (use-open-branches.ts): the server's page cache keys /family-tree without its query, so the
 * HTML always shows the first screen. Written with `replace`: a page more is not a step back.
 */
export function useTopPages(active: boolean): TopPages {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = active ? pagesIn(searchParams.get(TOPS_PARAM)) : 1;
  const more = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(TOPS_PARAM, String(Math.min(pagesIn(previous.get(TOPS_PARAM)) + 1, MAX_TOP_PAGES)));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return useMemo(() => ({ shown, more }), [shown, more]);
}
