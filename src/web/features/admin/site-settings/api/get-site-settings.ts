import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { SiteSettings } from '../../../../../shared/schemas/site-settings';
import { apiFetch } from '../../../../lib/api-client';

export const adminSiteSettingsQueryKey = ['admin', 'site'] as const;

export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiFetch<SiteSettings>(api.site, { signal });
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSiteSettingsQueryKey,
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 0,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
