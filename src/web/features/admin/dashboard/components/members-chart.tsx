import { useMemo, useState } from 'react';
import { formatMonthKey } from '#shared/format/trend-series.ts';
import { dashboardMessages } from '#shared/messages/dashboard.ts';
import type { StatsTrends } from '#shared/schemas/dashboard.ts';
import { EmptyMessage } from '#web/features/admin/shell/components/query-state.tsx';
import { chartData, membersChartOptions } from '../charts/trend-chart-options';
import { UplotChart } from '../charts/uplot-chart';
import { ChartReadout } from './chart-readout';
import { TrendTable } from './trend-table';

const m = dashboardMessages.members;

/** Family members added in each of the last 12 months, as bars. */
export function MembersChart({ membersByMonth }: { membersByMonth: StatsTrends['membersByMonth'] }) {
  const months = useMemo(() => membersByMonth.map((entry) => entry.month), [membersByMonth]);
  const [hovered, setHovered] = useState<number | null>(null);
  const options = useMemo(() => membersChartOptions(months), [months]);
  const data = useMemo(() => chartData(membersByMonth.map((entry) => entry.count)), [membersByMonth]);
  const hoveredEntry = hovered === null ? undefined : membersByMonth[hovered];
  const total = membersByMonth.reduce((sum, entry) => sum + entry.count, 0);
  const rows = membersByMonth
    .map((entry) => ({ key: entry.month, label: formatMonthKey(entry.month, true), count: entry.count }))
    .reverse();

  return (
    <section aria-labelledby="members-chart-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="members-chart-title" className="text-xl font-bold text-brand-900">
        {m.title}
      </h2>
      {total === 0 ? (
        <EmptyMessage>{m.empty}</EmptyMessage>
      ) : (
        <>
          <div>
            <ChartReadout
              text={
                hoveredEntry ? m.readout(formatMonthKey(hoveredEntry.month, true), hoveredEntry.count) : ''
              }
            />
            <UplotChart
              options={options}
              data={data}
              height={220}
              label={m.chartLabel(total)}
              onHover={setHovered}
            />
          </div>
          <TrendTable caption={m.title} headings={{ label: m.month, count: m.count }} rows={rows} />
        </>
      )}
    </section>
  );
}
