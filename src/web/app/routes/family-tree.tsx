import { publicMessages } from '../../../shared/messages/public';
import { FamilyTreeScreen } from '../../features/family-tree/components/family-tree-screen';
import type { MemberCardAction } from '../../features/family-tree/components/tree-context';
import { MemberSearch } from '../../features/member-search/components/member-search';
import { SuggestCorrectionButton } from '../../features/member-suggestion/components/suggest-correction-button';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { PageTitle } from '../../features/site/components/page-title';

// «اقترح تصحيحاً» on the cards, from its own feature (decision 021). Defined once, so the tree's
// memoised cards are not drawn again on every render of the page.
const suggestOnCard: MemberCardAction = (member, { tabIndex }) => (
  <SuggestCorrectionButton
    member={{ id: member.id, name: member.name }}
    variant="compact"
    tabIndex={tabIndex}
  />
);

export default function FamilyTreeRoute() {
  const settings = useSiteSettings();
  // Without settings the tree still shows, only without a founder (the settings name him:
  // docs/product.md#home).
  const founderName = settings.isError ? '' : settings.data?.founderName;
  return (
    <>
      <PageTitle section={publicMessages.titles.familyTree} />
      <FamilyTreeScreen
        founderName={founderName}
        search={<MemberSearch variant="page" />}
        memberAction={suggestOnCard}
      />
    </>
  );
}
