import { dashboardMessages as m } from '#shared/messages/dashboard.ts';
import { QueryState } from '#web/features/admin/shell/components/query-state.tsx';
import { useStatsTrends } from '../api/get-stats-trends';
import { MembersChart } from './members-chart';
import { TopNews } from './top-news';
import { VisitsChart } from './visits-chart';

/**
 * The dashboard's charts (decision 019). Loaded on its own (the chart library comes with it), so
 * the counters and actions above never wait for it, and the public site never loads it.
 */
export default function DashboardTrends() {
  const trends = useStatsTrends();
  return (
    <QueryState query={trends} loadingLabel={m.loadingCharts} errorMessage={m.loadFailed}>
      {(data) => (
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="min-w-0 xl:col-span-2">
            <VisitsChart viewsByDay={data.viewsByDay} />
          </div>
          <div className="min-w-0">
            <MembersChart membersByMonth={data.membersByMonth} />
          </div>
          <div className="min-w-0">
            <TopNews topNews={data.topNews} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
