import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  assembleTree,
  keepUnchangedUnits,
  type AssembledTree,
  type TreeSlice,
} from '#shared/family-tree/tree-slice.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import {
  preloadTreeSliceChecker,
  treeBranchQueryOptions,
  treeFirstScreenQueryOptions,
  treePathQueryOptions,
  treeTopsPageQueryOptions,
} from '../api/get-tree-slice';
import { whenIdle } from '#web/lib/when-idle.ts';
import type { TreeBranches } from '../components/tree-context';
import type { OpenBranches } from './use-open-branches';
import { MAX_TOP_PAGES, type TopPages } from './use-top-pages';

/** The further pages of top cards: the button after the last top drawn. */
export interface MoreTops {
  /** Top cards not drawn yet. */
  remaining: number;
  /** A page being fetched, one that failed, or neither. */
  status: 'loading' | 'error' | null;
  /** Shows a page more, or asks again for the pages that failed. */
  more(): void;
}

export interface SlicedTree {
  /** Null until the first screen has arrived. */
  tree: AssembledTree<PublicFamilyMember> | null;
  /** The first screen's query: the page's loading and error states, and its retry. */
  firstScreen: ReturnType<typeof useFirstScreen>;
  branches: TreeBranches;
  /** Null when every top is drawn (an ordinary family: its tops are all on the first screen). */
  moreTops: MoreTops | null;
}

const useFirstScreen = () => useQuery(treeFirstScreenQueryOptions());

/**
 * The tree the page draws: the first screen, the further pages of tops shown, the way down to
 * `?member=` and every branch the reader opened (one query each), put together once per change of
 * any of them.
 */
export function useSlicedTree(memberId: number | null, open: OpenBranches, topPages: TopPages): SlicedTree {
  const firstScreen = useFirstScreen();
  // Once the page is idle: loaded and evaluated during hydration, the modules lengthened its
  // long tasks (Lighthouse's total blocking time on /family-tree went from under 100 to 126 ms).
  useEffect(() => whenIdle(preloadTreeSliceChecker), []);
  const path = useQuery(treePathQueryOptions(memberId));
  // Pages 1 and up; never beyond what the family has, whatever the address says.
  const pageCount = Math.min(topPages.shown, firstScreen.data?.topPages ?? 1);
  const pageQueries = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, index) => treeTopsPageQueryOptions(index + 1)),
  });
  const branchQueries = useQueries({
    queries: open.ids.map((id) => treeBranchQueryOptions(id)),
  });

  // The query objects are new on every render; these keys change only when an answer or a state does.
  const dataKey = [...pageQueries, ...branchQueries].map((query) => query.dataUpdatedAt).join();
  const statusKey = branchQueries.map((query) => `${query.status}:${query.fetchStatus}`).join();
  const pagesKey = pageQueries.map((query) => `${query.status}:${query.fetchStatus}`).join();

  const slices = useMemo(() => {
    const parts: TreeSlice<PublicFamilyMember>[] = [];
    if (!firstScreen.data) return parts;
    parts.push(firstScreen.data);
    // In page order, and only up to the first page still missing: the tops keep their order as
    // pages arrive, and a top the way down brought (below) takes its place when its page comes.
    for (const query of pageQueries) {
      if (!query.data) break;
      parts.push(query.data);
    }
    if (path.data) parts.push(path.data);
    for (const query of branchQueries) if (query.data) parts.push(query.data);
    return parts;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- dataKey stands for the pages' and branches' answers
  }, [firstScreen.data, path.data, dataKey]);
  // The cards a new answer leaves as they were stay the same objects, so only the changed ones
  // draw again (the tree is put together again from the slices, as React derives state in render).
  const [assembled, setAssembled] = useState(() => ({ slices, tree: assembleTree(slices) }));
  let tree = assembled.tree;
  if (assembled.slices !== slices) {
    tree = keepUnchangedUnits(assembled.tree, assembleTree(slices));
    setAssembled({ slices, tree });
  }

  const branches = useMemo<TreeBranches>(() => {
    const byId = new Map(open.ids.map((id, index) => [id, branchQueries[index]!]));
    return {
      statusOf(id) {
        const query = byId.get(id);
        if (!query || query.isSuccess) return null;
        return query.isError && !query.isFetching ? 'error' : 'loading';
      },
      open: open.add,
      close: open.remove,
      retry: (id) => void byId.get(id)?.refetch(),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- statusKey stands for the branches' states
  }, [open, statusKey]);

  const topCount = firstScreen.data?.topCount ?? 0;
  const available = Math.min(firstScreen.data?.topPages ?? 1, MAX_TOP_PAGES);
  const drawnTops = tree?.tops.length ?? 0;
  const moreTops = useMemo<MoreTops | null>(() => {
    if (!firstScreen.data) return null;
    const failed = pageQueries.filter((query) => query.isError && !query.isFetching);
    const status = failed.length > 0 ? 'error' : pageQueries.some((query) => !query.data) ? 'loading' : null;
    const remaining = topCount - drawnTops;
    if (status === null && (pageCount >= available || remaining <= 0)) return null;
    return {
      remaining,
      status,
      more() {
        if (failed.length > 0) for (const query of failed) void query.refetch();
        else if (status === null) topPages.more();
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pagesKey stands for the pages' states
  }, [firstScreen.data, pagesKey, topCount, drawnTops, pageCount, available, topPages]);

  return { tree, firstScreen, branches, moreTops };
}
