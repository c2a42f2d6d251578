import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch, ApiError } from '../../../lib/api-client';

const loadSchema = () =>
  import('../../../../shared/schemas/family-tree-slice').then((m) => m.treeSliceResponseSchema);

/**
 * GET /api/family-members/branch.php: a part of the tree (tree-slice.ts). No query: the first
 * screen; `member`: the first screen opened down to a member; `id`: the branch below a card;
 * `topsPage`: a further page of the top cards (1 and up).
 */
export function getTreeSlice(
  query: { id?: number; member?: number; topsPage?: number },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (query.id !== undefined) params.set('id', String(query.id));
  if (query.member !== undefined) params.set('member', String(query.member));
  if (query.topsPage !== undefined) params.set('tops_page', String(query.topsPage));
  const search = params.toString();
  return apiFetch(search ? `${api.familyMembers.branch}?${search}` : api.familyMembers.branch, loadSchema, {
    signal,
  });
}

// Under 'family-members', so an admin's save refreshes the tree as it refreshes every public copy.
const treeKey = ['family-members', 'tree'] as const;

export const treeFirstScreenQueryOptions = () =>
  queryOptions({
    queryKey: [...treeKey, 'first-screen'] as const,
    queryFn: ({ signal }) => getTreeSlice({}, signal),
  });

/**
 * `?member=`: an unknown member, or one the family keeps hidden (404), is an answer, not a
 * failure: null, and the page shows the tree without a focus.
 */
export const treePathQueryOptions = (member: number | null) =>
  queryOptions({
    queryKey: [...treeKey, 'member', member] as const,
    queryFn: async ({ signal }) => {
      try {
        return await getTreeSlice({ member: member as number }, signal);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    enabled: member !== null,
  });

/** One query per opened card: the branch below it, fetched once and shared by both charts. */
export const treeBranchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...treeKey, 'branch', id] as const,
    queryFn: ({ signal }) => getTreeSlice({ id }, signal),
  });

/** One query per further page of tops, shared by both charts. */
export const treeTopsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...treeKey, 'tops', page] as const,
    queryFn: ({ signal }) => getTreeSlice({ topsPage: page }, signal),
  });
