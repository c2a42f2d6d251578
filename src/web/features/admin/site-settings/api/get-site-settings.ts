import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiQuery, storedNow } from '../../../../lib/api-query';
import { queryKeys } from '../../../../lib/query-keys';

/** The admin's copy, with the version a save sends back (decision 026), never the public cache's. */
export const siteSettingsQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.admin.site,
      path: api.admin.site.get,
      schema: () =>
        import('../../../../../shared/schemas/site-settings').then((m) => m.adminSiteSettingsResponseSchema),
      auth: true,
      unwrap: (answer) => answer.data,
    },
    storedNow,
  );

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
