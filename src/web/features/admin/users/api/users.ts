import { useQuery } from '@tanstack/react-query';
import { api, withId } from '#shared/api-paths.ts';
import type { UserCreateInput, UserUpdateInput } from '#shared/schemas/users-input.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { apiMutation, defineEntityApi, type WriteRequest } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET users/list.php (owners): every keeper's account. */
export const usersApi = defineEntityApi<{ id: number }>()({
  keys: queryKeys.admin.users,
  auth: true,
  invalidates: [queryKeys.admin.users.all],
  list: {
    path: api.admin.users.list,
    schema: () => import('#shared/schemas/users.ts').then((m) => m.usersListResponseSchema),
  },
});

export const { useList: useUsers } = usersApi;

export type UserChange =
  | { kind: 'create'; values: UserCreateInput }
  | { kind: 'update'; id: number; values: UserUpdateInput }
  | { kind: 'disable' | 'enable' | 'resetPassword' | 'resetTwoFactor'; id: number };

function userChangeRequest(change: UserChange): WriteRequest {
  if (change.kind === 'create') return { path: api.admin.users.create, body: change.values };
  if (change.kind === 'update')
    return { path: withId(api.admin.users.update, change.id), body: change.values };
  return { path: withId(api.admin.users[change.kind], change.id) };
}

/** Every change to an account: create, role, disable, enable, a new temporary password. */
export const useChangeUser = apiMutation({
  request: userChangeRequest,
  schema: () => import('#shared/schemas/users.ts').then((m) => m.userSavedResponseSchema),
  auth: true,
  invalidates: usersApi.invalidates,
});

/** Members by name for the branch picker: the admin's own list, a few at a time. */
export function useBranchChoices(q: string) {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.admin.users.branchChoices(q),
        path: `${api.admin.familyMembers.list}?q=${encodeURIComponent(q.trim())}&per_page=8`,
        schema: () => import('#shared/schemas/member-list.ts').then((m) => m.memberListResponseSchema),
        auth: true,
      },
      { enabled: q.trim().length >= 2 },
    ),
  );
}
