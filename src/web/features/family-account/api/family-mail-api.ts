import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import type { NotificationKind } from '#shared/push/kinds.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { sendApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// A relative's e-mail of what is published (decision 058): the kinds chosen, and a new choice.

const schemas = () => import('#shared/schemas/family-mail.ts');

/** GET mail.php: the kinds, the address they go to, and whether the site sends e-mail. */
export function useFamilyMail() {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.family.mail,
        path: api.family.mail,
        schema: () => schemas().then((s) => s.familyMailResponseSchema),
        unwrap: (answer) => answer.data,
      },
      { retry: false },
    ),
  );
}

/** POST mail-update.php: the kinds to receive (none stops them); the choice as now stored. */
export function useSaveFamilyMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kinds: readonly NotificationKind[]) => {
      const answer = await sendApi(
        {
          request: () => ({ path: api.family.mailUpdate, body: { kinds } }),
          schema: () => schemas().then((s) => s.familyMailSavedResponseSchema),
        },
        null,
      );
      queryClient.setQueryData(queryKeys.family.mail, answer.data);
      return answer;
    },
  });
}
