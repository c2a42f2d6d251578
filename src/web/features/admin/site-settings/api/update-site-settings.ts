import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import type { SiteSettingsValues } from '../../../../../shared/schemas/site-settings-input';
import { apiFetch } from '../../../../lib/api-client';

export function updateSiteSettings(values: SiteSettingsValues) {
  return apiFetch(
    api.admin.site.update,
    () =>
      import('../../../../../shared/schemas/site-settings').then((m) => m.siteSettingsSavedResponseSchema),
    {
      method: 'POST',
      body: values,
      auth: true,
    },
  );
}

// The public site caches the identity under ['site-settings'] (features/site/api/get-site-settings.ts);
// features do not import each other, so the key is named here.
const publicSiteQueryKey = 'site-settings';

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    // The public title prefix, footer and hero read it: no rebuild, just a fresh fetch.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === publicSiteQueryKey }),
  });
}
