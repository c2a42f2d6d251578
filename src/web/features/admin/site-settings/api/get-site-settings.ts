import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'site'],
    queryFn: ({ signal }) =>
      apiFetch(
        api.site,
        () => import('../../../../../shared/schemas/site-settings').then((m) => m.siteSettingsSchema),
        { signal },
      ),
    // The form must start from what is stored now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
