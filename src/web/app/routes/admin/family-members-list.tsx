import { FamilyMembersList } from '../../../features/admin/family-members/components/family-members-list';

export default function FamilyMembersListRoute() {
  return <FamilyMembersList />;
}
