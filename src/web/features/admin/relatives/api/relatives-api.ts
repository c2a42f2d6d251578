import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { apiMutation, defineEntityApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET relatives/list.php: members with an account or an invitation not accepted. */
export const relativesApi = defineEntityApi<{ id: number }>()({
  keys: queryKeys.admin.relatives,
  auth: true,
  invalidates: [queryKeys.admin.relatives.all],
  list: {
    path: api.admin.relatives.list,
    schema: () => import('#shared/schemas/relatives.ts').then((m) => m.relativesListResponseSchema),
  },
});

export const { useList: useRelatives } = relativesApi;

/** POST invite.php: a one-time link for the member, which replaces one not used yet. */
export const useInviteRelative = apiMutation({
  request: (memberId: number) => ({ path: api.admin.relatives.invite, body: { member_id: memberId } }),
  schema: () => import('#shared/schemas/relatives.ts').then((m) => m.inviteCreatedResponseSchema),
  auth: true,
  invalidates: relativesApi.invalidates,
});

/** POST revoke.php: the account ends, and its sessions with it. */
export const useRevokeRelative = apiMutation({
  request: (accountId: number) => ({ path: api.admin.relatives.revoke, body: { id: accountId } }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
  auth: true,
  invalidates: relativesApi.invalidates,
});

/** A member's name, for the invitation's words (the admin's own list, by id). */
export function useMemberName(memberId: number, enabled = true) {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.admin.relatives.memberName(memberId),
        path: `${api.admin.familyMembers.list}?ids=${memberId}`,
        schema: () => import('#shared/schemas/member-list.ts').then((m) => m.memberListResponseSchema),
        auth: true,
        unwrap: (answer) => answer.data[0]?.name ?? '',
      },
      { enabled },
    ),
  );
}
