import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withId } from '../../../../../shared/api-paths';
import type { NotablePerson, NotablePersonValues } from '../../../../../shared/schemas/notable-person';
import { apiFetch } from '../../../../lib/api-client';

interface SavePersonResponse {
  success: boolean;
  message: string;
  data: NotablePerson;
}

/** POST create.php, or PUT update.php?id= when editing. */
export function savePerson(id: string | undefined, values: NotablePersonValues): Promise<SavePersonResponse> {
  if (id === undefined) {
    return apiFetch(api.admin.notablePeople.create, { method: 'POST', body: values, auth: true });
  }
  return apiFetch(withId(api.admin.notablePeople.update, id), { method: 'PUT', body: values, auth: true });
}

export function useSavePerson(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NotablePersonValues) => savePerson(id, values),
    // The home page, the public list and the dashboard counter show people too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
