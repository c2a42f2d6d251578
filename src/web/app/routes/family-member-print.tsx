import { useParams } from 'react-router';
import { parseId } from '#shared/schemas/ids.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { BranchPrintScreen } from '#web/features/branch-print/components/branch-print-screen.tsx';
import { useBranchPrint } from '#web/features/branch-print/hooks/use-branch-print.ts';
import { useFamilyMembers } from '#web/features/family-tree/api/get-family-members.ts';
import { useSiteSettings } from '#web/features/site/api/get-site-settings.ts';
import { PageTitle } from '#web/features/site/components/page-title.tsx';

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
