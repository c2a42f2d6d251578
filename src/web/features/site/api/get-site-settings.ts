import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** The family's identity (name, founder, tagline, contacts, social links, analytics id). */
export function getSiteSettings(signal?: AbortSignal) {
  return apiFetch(
    api.site,
    () => import('../../../../shared/schemas/site-settings').then((m) => m.siteSettingsSchema),
    { signal },
  );
}

export const siteSettingsQueryKey = ['site-settings'] as const;

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsQueryKey,
    queryFn: ({ signal }) => getSiteSettings(signal),
    // The identity rarely changes; every screen reads it, so one request per visit suffices.
    staleTime: 5 * 60_000,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
