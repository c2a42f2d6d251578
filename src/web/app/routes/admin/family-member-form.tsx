import { useParams } from 'react-router';
import { FamilyMemberScreen } from '../../../features/admin/family-members/components/family-member-form';

/** /admin/family-members/new and /admin/family-members/edit/:id share this module. */
export default function FamilyMemberFormRoute() {
  const { id } = useParams();
  if (id === undefined) return <FamilyMemberScreen memberId={null} />;
  const memberId = Number(id);
  // A malformed id is asked for all the same: the server's 'not found' becomes the load error.
  return <FamilyMemberScreen memberId={Number.isInteger(memberId) && memberId > 0 ? memberId : -1} />;
}
