import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/api-paths';
import type { MemberSuggestionInput } from '../../../../shared/schemas/member-suggestion-input';
import { apiFetch } from '../../../lib/api-client';

/** Issue #11: POST /api/family-members/suggest.php, `{ member_id, message, name, phone }` and the extras. */
export function sendMemberSuggestion(input: MemberSuggestionInput) {
  return apiFetch(
    api.familyMembers.suggest,
    () => import('../../../../shared/schemas/responses').then((m) => m.successMessageResponseSchema),
    { method: 'POST', body: input },
  );
}

export function useSendMemberSuggestion() {
  return useMutation({ mutationFn: sendMemberSuggestion });
}
