import { familyAccountMessages } from '#shared/messages/family-account.ts';
import { FamilyAccountPage } from '#web/features/family-account/components/family-account-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function FamilyAccountRoute() {
  return (
    <>
      <PageTitle section={familyAccountMessages.titles.account} />
      <FamilyAccountPage />
    </>
  );
}
