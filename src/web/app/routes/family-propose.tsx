import { familyHouseholdMessages } from '#shared/messages/family-household.ts';
import { DatePicker } from '#web/components/ui/date-picker.tsx';
import { ProposalPage } from '#web/features/family-household/components/proposal-page.tsx';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

/** A household proposal, with the site's own date picker (both calendars, decision 041). */
export default function FamilyProposeRoute() {
  return (
    <>
      <PageTitle section={familyHouseholdMessages.titles.propose} />
      <ProposalPage DatePicker={DatePicker} />
    </>
  );
}
