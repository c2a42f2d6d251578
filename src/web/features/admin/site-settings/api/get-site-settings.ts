import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery, storedNow } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The admin's copy, with the version a save sends back (decision 026), never the public cache's. */
export const siteSettingsQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.admin.site,
      path: api.admin.site.get,
      schema: () => import('#shared/schemas/site-settings.ts').then((m) => m.adminSiteSettingsResponseSchema),
      auth: true,
      unwrap: (answer) => answer.data,
    },
    storedNow,
  );

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
