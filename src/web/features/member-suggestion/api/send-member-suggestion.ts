import { api } from '#shared/api-paths.ts';
import type { MemberSuggestionInput } from '#shared/schemas/member-suggestion-input.ts';
import { apiMutation } from '#web/lib/entity-api.ts';

/**
 * POST /api/family-members/suggest.php, `{ member_id, message, name, phone }` and the extras (decision 021).
 */
export const useSendMemberSuggestion = apiMutation({
  request: (input: MemberSuggestionInput) => ({ path: api.familyMembers.suggest, body: input }),
  schema: () => import('#shared/schemas/responses.ts').then((m) => m.successMessageResponseSchema),
});
