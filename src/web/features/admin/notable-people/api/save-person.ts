import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { NotablePersonValues } from '../../../../../shared/schemas/notable-person-input';
import { apiFetch } from '../../../../lib/api-client';

/** POST create.php, or PUT update.php?id= when editing. */
export function savePerson(id: string | undefined, values: NotablePersonValues) {
  const request = { method: id === undefined ? 'POST' : 'PUT', body: values, auth: true } as const;
  const path = id === undefined ? api.admin.notablePeople.create : withId(api.admin.notablePeople.update, id);
  return apiFetch(
    path,
    () => import('../../../../../shared/schemas/notable-person').then((m) => m.personSavedResponseSchema),
    request,
  );
}

export function useSavePerson(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NotablePersonValues) => savePerson(id, values),
    // The home page, the public list and the dashboard counter show people too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
