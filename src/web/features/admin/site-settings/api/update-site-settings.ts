import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { SiteSettings } from '../../../../../shared/schemas/site-settings';
import { apiFetch } from '../../../../lib/api-client';
import { adminSiteSettingsQueryKey } from './get-site-settings';

export interface UpdateSiteSettingsResponse {
  success: boolean;
  message: string;
  data: SiteSettings;
}

export function updateSiteSettings(values: SiteSettings): Promise<UpdateSiteSettingsResponse> {
  return apiFetch(api.admin.site.update, { method: 'POST', body: values, auth: true });
}

// The public site caches the identity under ['site-settings'] (features/site/api/get-site-settings.ts);
// features do not import each other, so the key is named here.
const publicSiteQueryKeys: readonly unknown[] = ['site-settings', 'site'];

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: async (response) => {
      queryClient.setQueryData(adminSiteSettingsQueryKey, response.data);
      // The public title prefix, footer and hero read it: no rebuild, just a fresh fetch.
      await queryClient.invalidateQueries({
        predicate: (query) => publicSiteQueryKeys.includes(query.queryKey[0]),
      });
    },
  });
}
