import { familyHouseholdMessages } from '#shared/messages/family-household.ts';
import { DirectoryPage } from '#web/features/family-household/components/directory-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

export default function FamilyDirectoryRoute() {
  return (
    <>
      <PageTitle section={familyHouseholdMessages.titles.directory} />
      <DirectoryPage />
    </>
  );
}
