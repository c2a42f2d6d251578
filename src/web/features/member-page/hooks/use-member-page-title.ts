import { publicMessages } from '#shared/messages/public.ts';
import { parseId } from '#shared/schemas/ids.ts';
import { useMemberProfile } from '../api/get-member-profile';

/**
 * The section part of a member page's title: the member's name once loaded, «not found» for an
 * unknown or hidden id, and the tree meanwhile.
 */
export function useMemberPageTitle(rawId: string | undefined): string {
  const id = parseId(rawId);
  const query = useMemberProfile(id);
  if (id === null || query.data === null) return publicMessages.titles.notFound;
  return query.data?.member.name ?? publicMessages.titles.familyTree;
}
