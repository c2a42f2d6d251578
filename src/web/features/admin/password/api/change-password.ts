import { api } from '#shared/api-paths.ts';
import type { ChangePasswordInput } from '#shared/schemas/auth-input.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

export type { ChangePasswordInput };

export const useChangePassword = apiMutation({
  request: (input: ChangePasswordInput) => ({ path: api.admin.changePassword, body: input }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
  auth: true,
});
