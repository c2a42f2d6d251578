import { useParams } from 'react-router';
import { familyAccountMessages } from '#shared/messages/family-account.ts';
import { FamilyInvitePage } from '#web/features/family-account/components/family-invite-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function FamilyInviteRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle section={familyAccountMessages.titles.invite} />
      <FamilyInvitePage token={token} />
    </>
  );
}
