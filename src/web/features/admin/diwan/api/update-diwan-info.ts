import { api } from '#shared/api-paths.ts';
import type { DiwanValues } from '#shared/schemas/diwan-input.ts';
import { apiMutation } from '#web/lib/entity-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const useUpdateDiwanInfo = apiMutation({
  request: (values: DiwanValues) => ({ path: api.admin.diwanUpdate, body: values }),
  schema: () => import('#shared/schemas/diwan.ts').then((m) => m.diwanSavedResponseSchema),
  auth: true,
  // The public pages (home, /diwan) read the same record: let them fetch it afresh.
  invalidates: [queryKeys.diwan],
});
