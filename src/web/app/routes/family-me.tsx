import { familyHouseholdMessages } from '#shared/messages/family-household.ts';
import { FilePicker } from '#web/components/ui/file-picker.tsx';
import { MyDetailsPage } from '#web/features/family-household/components/my-details-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

/** «بياناتي», with the site's own file picker (one file input for the whole site, decision 041). */
export default function FamilyMeRoute() {
  return (
    <>
      <PageTitle section={familyHouseholdMessages.titles.me} />
      <MyDetailsPage FilePicker={FilePicker} />
    </>
  );
}
