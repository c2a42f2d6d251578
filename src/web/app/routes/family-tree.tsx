import { publicMessages } from '#shared/messages/public.ts';
import { FamilyTreeScreen } from '#web/features/family-tree/components/family-tree-screen.tsx';
import type { MemberCardAction } from '#web/features/family-tree/components/tree-context.ts';
import { MemberSearch } from '#web/features/member-search/components/member-search.tsx';
import { SuggestCorrectionButton } from '#web/features/member-suggestion/components/suggest-correction-button.tsx';
import { useSiteSettings } from '#web/features/site/api/get-site-settings.ts';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

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
