import { FamilyMembersList } from '#web/features/admin/family-members/components/family-members-list.tsx';

export default function FamilyMembersListRoute() {
  return <FamilyMembersList />;
}
