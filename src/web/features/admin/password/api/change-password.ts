import { api } from '../../../../../shared/api-paths';
import type { ChangePasswordInput } from '../../../../../shared/schemas/auth-input';
import { apiMutation } from '../../../../lib/entity-api';

export type { ChangePasswordInput };

export const useChangePassword = apiMutation({
  request: (input: ChangePasswordInput) => ({ path: api.admin.changePassword, body: input }),
  schema: () => import('../../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
  auth: true,
});
