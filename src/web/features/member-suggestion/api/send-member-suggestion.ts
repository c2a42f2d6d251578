import { api } from '../../../../shared/api-paths';
import type { MemberSuggestionInput } from '../../../../shared/schemas/member-suggestion-input';
import { apiMutation } from '../../../lib/entity-api';

/**
 * POST /api/family-members/suggest.php, `{ member_id, message, name, phone }` and the extras (decision 021).
 */
export const useSendMemberSuggestion = apiMutation({
  request: (input: MemberSuggestionInput) => ({ path: api.familyMembers.suggest, body: input }),
  schema: () => import('../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
});
