import { useParams } from 'react-router';
import { parseId } from '../../../shared/schemas/ids';
import { publicMessages } from '../../../shared/messages/public';
import { treeChartMessages } from '../../../shared/messages/tree-chart';
import { BranchPrintScreen } from '../../features/branch-print/components/branch-print-screen';
import { useBranchPrint } from '../../features/branch-print/hooks/use-branch-print';
import { useFamilyMembers } from '../../features/family-tree/api/get-family-members';
import { useSiteSettings } from '../../features/site/api/get-site-settings';
import { PageTitle } from '../../features/site/components/page-title';

// «طباعة الفرع», a member's descendants laid out for paper. The branch comes from the
// tree's own query (prefetched by the route's loader, so the server renders it).
export default function FamilyMemberPrintRoute() {
  const memberId = parseId(useParams().id);
  const members = useFamilyMembers();
  const settings = useSiteSettings();
  // Without settings the branch still prints, only without the family's name.
  const founderName = settings.isError ? '' : settings.data?.founderName;
  const state = useBranchPrint(members.data, founderName, memberId);
  return (
    <>
      <PageTitle
        section={
          state.status === 'ready'
            ? treeChartMessages.print.pageTitle(state.member.name)
            : state.status === 'not-found'
              ? publicMessages.titles.notFound
              : undefined
        }
      />
      <BranchPrintScreen
        state={state}
        familyName={settings.data?.familyName ?? ''}
        loadError={members.isError && !members.data}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    </>
  );
}
