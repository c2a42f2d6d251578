import { publicMessages } from '../../../shared/messages/public';
import { FamilyTreeScreen } from '../../features/family-tree/components/family-tree-screen';
import { MemberSearch } from '../../features/member-search/components/member-search';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { usePageTitle } from '../../features/site/hooks/use-page-title';

export default function FamilyTreeRoute() {
  usePageTitle(publicMessages.titles.familyTree);
  const settings = useSiteSettings();
  // Without settings the tree still shows, only without a founder (SPEC §2 names him from them).
  const founderName = settings.isError ? '' : settings.data?.founderName;
  return <FamilyTreeScreen founderName={founderName} search={<MemberSearch variant="page" />} />;
}
