import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/api-paths.ts';
import { apiQuery } from '#web/lib/api-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The family's identity (name, founder, tagline, contacts, social links, analytics id). */
export const siteSettingsQueryOptions = () =>
  apiQuery(
    {
      queryKey: queryKeys.siteSettings,
      path: api.site,
      schema: () => import('#shared/schemas/site-settings.ts').then((m) => m.siteSettingsSchema),
    },
    // The identity rarely changes; every screen reads it, so one request per visit suffices.
    { staleTime: 5 * 60_000 },
  );

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
