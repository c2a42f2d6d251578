import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { UserCreateInput, UserUpdateInput } from '../../../../../shared/schemas/users-input';
import { apiFetch } from '../../../../lib/api-client';

const usersQueryKey = ['admin', 'users'] as const;
const savedSchema = () =>
  import('../../../../../shared/schemas/users').then((m) => m.userSavedResponseSchema);

/** GET users/list.php (issue #12, owners): every keeper's account. */
export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(
        api.admin.users.list,
        () => import('../../../../../shared/schemas/users').then((m) => m.usersListResponseSchema),
        { auth: true, signal },
      ),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

export type UserChange =
  | { kind: 'create'; values: UserCreateInput }
  | { kind: 'update'; id: number; values: UserUpdateInput }
  | { kind: 'disable' | 'enable' | 'resetPassword' | 'resetTwoFactor'; id: number };

/** Every change to an account: create, role, disable, enable, a new temporary password. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => {
      const request = { method: 'POST', auth: true } as const;
      if (change.kind === 'create') {
        return apiFetch(api.admin.users.create, savedSchema, { ...request, body: change.values });
      }
      if (change.kind === 'update') {
        return apiFetch(withId(api.admin.users.update, change.id), savedSchema, {
          ...request,
          body: change.values,
        });
      }
      return apiFetch(withId(api.admin.users[change.kind], change.id), savedSchema, request);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

/** Members by name for the branch picker: the admin's own list, a few at a time. */
export function useBranchChoices(q: string) {
  return useQuery({
    queryKey: ['admin', 'users', 'branch-choices', q],
    enabled: q.trim().length >= 2,
    queryFn: ({ signal }) =>
      apiFetch(
        `${api.admin.familyMembers.list}?q=${encodeURIComponent(q.trim())}&per_page=8`,
        () => import('../../../../../shared/schemas/member-list').then((m) => m.memberListResponseSchema),
        { auth: true, signal },
      ),
  });
}
