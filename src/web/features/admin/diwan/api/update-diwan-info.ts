import { api } from '../../../../../shared/api-paths';
import type { DiwanValues } from '../../../../../shared/schemas/diwan-input';
import { apiMutation } from '../../../../lib/entity-api';
import { queryKeys } from '../../../../lib/query-keys';

export const useUpdateDiwanInfo = apiMutation({
  request: (values: DiwanValues) => ({ path: api.admin.diwanUpdate, body: values }),
  schema: () => import('../../../../../shared/schemas/diwan').then((m) => m.diwanSavedResponseSchema),
  auth: true,
  // The public pages (home, /diwan) read the same record: let them fetch it afresh.
  invalidates: [queryKeys.diwan],
});
