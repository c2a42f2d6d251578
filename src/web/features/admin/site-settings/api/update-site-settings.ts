import { api } from '../../../../../shared/api-paths';
import type { SiteSettingsValues } from '../../../../../shared/schemas/site-settings-input';
import { apiMutation } from '../../../../lib/entity-api';
import { queryKeys } from '../../../../lib/query-keys';

export const useUpdateSiteSettings = apiMutation({
  request: (values: SiteSettingsValues) => ({ path: api.admin.site.update, body: values }),
  schema: () =>
    import('../../../../../shared/schemas/site-settings').then((m) => m.siteSettingsSavedResponseSchema),
  auth: true,
  // The public title prefix, footer and hero read it: no rebuild, just a fresh fetch.
  invalidates: [queryKeys.siteSettings],
});
