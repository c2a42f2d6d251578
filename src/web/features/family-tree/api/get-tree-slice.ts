import { api } from '#shared/api-paths.ts';
import { preloadChecker } from '#web/lib/api-client.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/family-members/branch.php: a part of the tree (tree-slice.ts). No query: the first
 * screen; `member`: the first screen opened down to a member; `id`: the branch below a card;
 * `topsPage`: a further page of the top cards (1 and up).
 */
function treeSlicePath(query: { id?: number; member?: number; topsPage?: number }): string {
  const params = new URLSearchParams();
  if (query.id !== undefined) params.set('id', String(query.id));
  if (query.member !== undefined) params.set('member', String(query.member));
  if (query.topsPage !== undefined) params.set('tops_page', String(query.topsPage));
  const search = params.toString();
  return search ? `${api.familyMembers.branch}?${search}` : api.familyMembers.branch;
}

const treeSliceSchema = () =>
  import('#shared/schemas/family-tree-slice.ts').then((m) => m.treeSliceResponseSchema);

/**
 * The first screen comes in the page, unchecked; the first branch opened would otherwise wait
 * for the checker's modules after its answer (three chunks, one after another: 60 ms of a 140 ms
 * expand at 50,000 members).
 */
export const preloadTreeSliceChecker = () => preloadChecker(treeSliceSchema);

// The keys are under the public members key, so an admin's save refreshes the tree as it
// refreshes every public copy.

export const treeFirstScreenQueryOptions = () =>
  apiQuery({
    queryKey: queryKeys.familyMembers.tree.firstScreen,
    path: treeSlicePath({}),
    schema: treeSliceSchema,
  });

/**
 * `?member=`: an unknown member, or one the family keeps hidden (404), is an answer, not a
 * failure: null, and the page shows the tree without a focus.
 */
export const treePathQueryOptions = (member: number | null) =>
  apiQuery(
    {
      queryKey: queryKeys.familyMembers.tree.path(member),
      path: treeSlicePath({ member: member ?? undefined }),
      schema: treeSliceSchema,
      missingIsNull: true,
    },
    { enabled: member !== null },
  );

/** One query per opened card: the branch below it, fetched once and shared by both charts. */
export const treeBranchQueryOptions = (id: number) =>
  apiQuery({
    queryKey: queryKeys.familyMembers.tree.branch(id),
    path: treeSlicePath({ id }),
    schema: treeSliceSchema,
  });

/** One query per further page of tops, shared by both charts. */
export const treeTopsPageQueryOptions = (page: number) =>
  apiQuery({
    queryKey: queryKeys.familyMembers.tree.topsPage(page),
    path: treeSlicePath({ topsPage: page }),
    schema: treeSliceSchema,
  });
