import { api } from '#shared/api-paths.ts';
import type { SiteSettingsValues } from '#shared/schemas/site-settings-input.ts';
import { apiMutation } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const useUpdateSiteSettings = apiMutation({
  request: (values: SiteSettingsValues) => ({ path: api.admin.site.update, body: values }),
  schema: () => import('#shared/schemas/site-settings.ts').then((m) => m.siteSettingsSavedResponseSchema),
  auth: true,
  // The public title prefix, footer and hero read it: no rebuild, just a fresh fetch.
  invalidates: [queryKeys.siteSettings],
});
