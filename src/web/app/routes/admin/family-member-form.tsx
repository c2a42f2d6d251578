import { useParams } from 'react-router';
import { FamilyMemberScreen } from '../../../features/admin/family-members/components/family-member-screen';

/** /admin/family-members/new and /admin/family-members/edit/:id share this module. */
export default function FamilyMemberFormRoute() {
  const { id } = useParams();
  const memberId = id === undefined ? null : Number(id);
  return (
    <FamilyMemberScreen
      memberId={memberId !== null && Number.isInteger(memberId) && memberId > 0 ? memberId : -1}
    />
  );
}
