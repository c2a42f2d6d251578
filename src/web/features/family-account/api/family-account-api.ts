import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import type { FamilyMe } from '#shared/schemas/relatives.ts';
import type { AcceptInviteInput, FamilyLoginInput } from '#shared/schemas/relatives-input.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { apiQuery, readApi } from '#web/lib/api-query.ts';
import { apiMutation, useApiWrite } from '#web/lib/entity-api.ts';
import { invalidate, queryKeys } from '#web/lib/query-keys.ts';

const meSchema = () => import('#shared/schemas/relatives.ts').then((m) => m.familyMeResponseSchema);

/** The reads whose answers depend on who reads them: the members and the news (decision 049). */
const publicReads = [queryKeys.familyMembers.all, queryKeys.news.all];

/** GET me.php: who is signed in, or null (a 401 is the public's answer, not a failure). */
export function familyMeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.family.me,
    queryFn: async ({ signal }): Promise<FamilyMe | null> => {
      try {
        return await readApi(
          { path: api.family.me, schema: meSchema, unwrap: (answer) => answer.data },
          signal,
        );
      } catch (error) {
        if (error instanceof ApiError && error.isUnauthorized) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** `enabled` only once the page says a session may be open (the hint cookie, after hydration). */
export function useFamilyMe(enabled: boolean) {
  return useQuery({ ...familyMeQueryOptions(), enabled });
}

/** GET invite.php?token=: whom the invitation is for; its refusal is the page's message. */
export function useInvitePreview(token: string) {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.family.invite(token),
        path: `${api.family.invite}?token=${encodeURIComponent(token)}`,
        schema: () => import('#shared/schemas/relatives.ts').then((m) => m.invitePreviewResponseSchema),
        unwrap: (answer) => answer.data,
      },
      { retry: false, staleTime: Infinity },
    ),
  );
}

/** A write whose answer is who is now signed in: the header learns it at once. */
function useSignIn<T>(request: (input: T) => { path: string; body: unknown }) {
  const queryClient = useQueryClient();
  const write = useApiWrite({ request, schema: meSchema });
  return {
    ...write,
    async signIn(input: T): Promise<FamilyMe> {
      const answer = await write.mutateAsync(input);
      queryClient.setQueryData(queryKeys.family.me, answer.data);
      // What the pages hold was read as the public: a relative is shown more (decision 049).
      void invalidate(queryClient, publicReads);
      return answer.data;
    },
  };
}

/** POST accept-invite.php: creates the account and signs in. */
export const useAcceptInvite = () =>
  useSignIn((input: AcceptInviteInput) => ({ path: api.family.acceptInvite, body: input }));

/** POST login.php. */
export const useFamilyLogin = () =>
  useSignIn((input: FamilyLoginInput) => ({ path: api.family.login, body: input }));

const useLogoutWrite = apiMutation({
  request: () => ({ path: api.family.logout }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
});

/** POST logout.php; the header forgets the reader at once. */
export function useFamilyLogout() {
  const queryClient = useQueryClient();
  const write = useLogoutWrite();
  return {
    ...write,
    async signOut() {
      const answer = await write.mutateAsync(undefined);
      queryClient.setQueryData(queryKeys.family.me, null);
      // What the pages hold was read as the relative: from now on this browser is the public.
      void invalidate(queryClient, publicReads);
      return answer;
    },
  };
}
