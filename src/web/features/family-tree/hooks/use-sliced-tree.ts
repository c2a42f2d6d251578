import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assembleTree, type AssembledTree, type TreeSlice } from '../../../../shared/family-tree/tree-slice';
import type { PublicFamilyMember } from '../../../../shared/schemas/family-member';
import {
  treeBranchQueryOptions,
  treeFirstScreenQueryOptions,
  treePathQueryOptions,
} from '../api/get-tree-slice';
import type { TreeBranches } from '../components/tree-context';
import type { OpenBranches } from './use-open-branches';

export interface SlicedTree {
  /** Null until the first screen has arrived. */
  tree: AssembledTree<PublicFamilyMember> | null;
  /** The first screen's query: the page's loading and error states, and its retry. */
  firstScreen: ReturnType<typeof useFirstScreen>;
  branches: TreeBranches;
}

const useFirstScreen = () => useQuery(treeFirstScreenQueryOptions());

/**
 * The tree the page draws: the first screen, the way down to `?member=` and every branch the
 * reader opened (one query each), put together once per change of any of them.
 */
export function useSlicedTree(memberId: number | null, open: OpenBranches): SlicedTree {
  const firstScreen = useFirstScreen();
  const path = useQuery(treePathQueryOptions(memberId));
  const branchQueries = useQueries({
    queries: open.ids.map((id) => treeBranchQueryOptions(id)),
  });

  // The query objects are new on every render; these keys change only when an answer or a state does.
  const dataKey = branchQueries.map((query) => query.dataUpdatedAt).join();
  const statusKey = branchQueries.map((query) => `${query.status}:${query.fetchStatus}`).join();

  const slices = useMemo(() => {
    const parts: TreeSlice<PublicFamilyMember>[] = [];
    if (!firstScreen.data) return parts;
    parts.push(firstScreen.data);
    if (path.data) parts.push(path.data);
    for (const query of branchQueries) if (query.data) parts.push(query.data);
    return parts;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- dataKey stands for the branches' answers
  }, [firstScreen.data, path.data, dataKey]);
  const tree = useMemo(() => assembleTree(slices), [slices]);

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

  return { tree, firstScreen, branches };
}
