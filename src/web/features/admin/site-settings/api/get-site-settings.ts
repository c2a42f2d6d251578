import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { siteSettingsSchema } from '../../../../../shared/schemas/site-settings';
import { apiFetch } from '../../../../lib/api-client';

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'site'],
    queryFn: ({ signal }) => apiFetch(api.site, siteSettingsSchema, { signal }),
    // The form must start from what is stored now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
