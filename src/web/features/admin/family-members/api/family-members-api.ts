import { keepPreviousData } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import type { MemberListQuery } from '#shared/schemas/member-list-input.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { storedNow } from '#web/lib/api-query.ts';
import { defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const memberListSchema = () =>
  import('#shared/schemas/member-list.ts').then((m) => m.memberListResponseSchema);

/** The query string of list.php; empty values are left out. */
export function memberListPath(params: MemberListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${api.admin.familyMembers.list}?${query}` : api.admin.familyMembers.list;
}

/** One page of members (or the members named by `ids`), searched on the server. */
export function fetchMemberList(params: MemberListQuery, signal?: AbortSignal) {
  return apiFetch(memberListPath(params), memberListSchema, { auth: true, signal });
}

/**
 * The admin's members: a page of the list, one member, a save (POST create.php, PUT
 * update.php?id=, docs/product.md#admin-endpoints) and a delete. Every write refreshes every cached copy of
 * the family: the admin's lists and links, the public pages' tree and places (a member's life names
 * them, decision 056), and the dashboard's member counter.
 */
export const familyMembersApi = defineEntityApi<{ id: number; values: FamilyMemberValues }>()({
  keys: queryKeys.admin.familyMembers,
  auth: true,
  invalidates: [
    queryKeys.admin.familyMembers.all,
    queryKeys.familyMembers.all,
    queryKeys.places.all,
    queryKeys.admin.stats.all,
  ],
  list: {
    path: (params: MemberListQuery) => memberListPath(params),
    schema: memberListSchema,
    // The next page or search keeps the current rows on screen until it arrives.
    options: { staleTime: 0, placeholderData: keepPreviousData },
  },
  item: {
    // The member as stored, through the admin's own list (`?ids=`), never the public read: the public
    // answer leaves out what the family keeps private (decision 015), and the form must not save it away.
    path: (id) => memberListPath({ ids: String(id) }),
    schema: memberListSchema,
    unwrap: (answer) => {
      const [member] = answer.data;
      if (!member) throw new ApiError(404, adminMessages.members.loadMemberError);
      return member;
    },
    options: storedNow,
  },
  save: {
    create: api.familyMembers.create,
    update: api.familyMembers.update,
    schema: () => import('#shared/schemas/family-member.ts').then((m) => m.familyMemberSavedResponseSchema),
  },
  remove: { path: api.familyMembers.delete },
});

export const {
  useList: useMemberList,
  useItem: useFamilyMember,
  useSave: useSaveFamilyMember,
  useRemove: useDeleteFamilyMember,
} = familyMembersApi;
