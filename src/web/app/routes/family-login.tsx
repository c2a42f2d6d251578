import { familyAccountMessages } from '#shared/messages/family-account.ts';
import { FamilyLoginPage } from '#web/features/family-account/components/family-login-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function FamilyLoginRoute() {
  return (
    <>
      <PageTitle section={familyAccountMessages.titles.login} />
      <FamilyLoginPage />
    </>
  );
}
