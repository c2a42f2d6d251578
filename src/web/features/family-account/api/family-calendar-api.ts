import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { sendApi } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// A relative's private calendar feed (decision 053): its state, a new link, none.

const schema = () => import('#shared/schemas/family-calendar.ts').then((s) => s.familyCalendarResponseSchema);

/** GET calendar.php: when the current link was made, or null. */
export function useFamilyCalendar() {
  return useQuery(
    apiQuery(
      {
        queryKey: queryKeys.family.calendar,
        path: api.family.calendar,
        schema,
        unwrap: (answer) => answer.data,
      },
      { retry: false },
    ),
  );
}

/** A new link (the old one stops) or none; the state as it now is, the new link with it. */
function useCalendarWrite(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await sendApi({ request: () => ({ path }), schema }, null);
      queryClient.setQueryData(queryKeys.family.calendar, { created_at: answer.data.created_at });
      return answer.data;
    },
  });
}

export const useNewFamilyCalendar = () => useCalendarWrite(api.family.calendarNew);
export const useStopFamilyCalendar = () => useCalendarWrite(api.family.calendarStop);
