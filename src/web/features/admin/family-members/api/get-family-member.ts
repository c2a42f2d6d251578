import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMessages } from '../../../../../shared/messages/admin';
import { ApiError } from '../../../../lib/api-client';
import { fetchMemberList } from './list-family-members';
import { adminFamilyMembersQueryKey } from './query-keys';

/**
 * The member as stored, through the admin's own list (`?ids=`), never the public read: the public
 * answer leaves out what the family keeps private (issue #10), and the form must not save it away.
 */
export const familyMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminFamilyMembersQueryKey, id],
    queryFn: async ({ signal }) => {
      const [member] = (await fetchMemberList({ ids: String(id) }, signal)).data;
      if (!member) throw new ApiError(404, adminMessages.members.loadMemberError);
      return member;
    },
    // The form must start from what is saved now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

export function useFamilyMember(id: number | null) {
  return useQuery({ ...familyMemberQueryOptions(id ?? 0), enabled: id !== null });
}
