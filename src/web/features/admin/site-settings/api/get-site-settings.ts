import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** The admin's copy, with the version a save sends back (decision 026), never the public cache's. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'site'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          api.admin.site.get,
          () =>
            import('../../../../../shared/schemas/site-settings').then(
              (m) => m.adminSiteSettingsResponseSchema,
            ),
          { auth: true, signal },
        )
      ).data,
    // The form must start from what is stored now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
