import { useMemo, useState } from 'react';
import { TREND_DAYS, formatDayKey } from '#shared/format/trend-series.ts';
import { dashboardMessages } from '#shared/messages/dashboard.ts';
import type { StatsTrends } from '#shared/schemas/dashboard.ts';
import { FilterButtons } from '#web/components/ui/filter-buttons.tsx';
import { EmptyMessage } from '#web/features/admin/shell/components/query-state.tsx';
import { chartData, visitsChartOptions } from '../charts/trend-chart-options';
import { UplotChart } from '../charts/uplot-chart';
import { ChartReadout } from './chart-readout';
import { TrendTable } from './trend-table';

const m = dashboardMessages.visits;
type Span = 'short' | 'long';
const spanOptions = (['short', 'long'] as const).map((span) => ({
  value: span,
  label: m.span(TREND_DAYS[span]),
}));

/** Visits per day over the last 30 days or the last year (decision 018: visits, not page loads). */
export function VisitsChart({ viewsByDay }: { viewsByDay: StatsTrends['viewsByDay'] }) {
  const [span, setSpan] = useState<Span>('short');
  const [hovered, setHovered] = useState<number | null>(null);
  const spanDays = TREND_DAYS[span];
  const shown = useMemo(() => viewsByDay.slice(-spanDays), [viewsByDay, spanDays]);
  const days = useMemo(() => shown.map((entry) => entry.day), [shown]);
  const options = useMemo(() => visitsChartOptions(days), [days]);
  const data = useMemo(() => chartData(shown.map((entry) => entry.count)), [shown]);

  const hoveredEntry = hovered === null ? undefined : shown[hovered];
  const total = shown.reduce((sum, entry) => sum + entry.count, 0);
  const busiest = shown.reduce<(typeof shown)[number] | undefined>(
    (best, entry) => (entry.count > (best?.count ?? 0) ? entry : best),
    undefined,
  );
  // The table reads from today backwards: the recent days are what one looks for.
  const rows = shown
    .map((entry) => ({ key: entry.day, label: formatDayKey(entry.day, true), count: entry.count }))
    .reverse();

  return (
    <section aria-labelledby="visits-chart-title" className="space-y-4 rounded-xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 id="visits-chart-title" className="text-xl font-bold text-brand-900">
            {m.title}
          </h2>
          <p className="text-sm text-slate-600">{m.total(total)}</p>
        </div>
        <FilterButtons
          compact
          label={m.spanLabel}
          options={spanOptions}
          value={span}
          onChange={(next) => {
            setSpan(next);
            setHovered(null);
          }}
        />
      </div>
      {total === 0 ? (
        <EmptyMessage>{m.empty}</EmptyMessage>
      ) : (
        <>
          <div>
            <ChartReadout
              text={hoveredEntry ? m.readout(formatDayKey(hoveredEntry.day, true), hoveredEntry.count) : ''}
            />
            <UplotChart
              options={options}
              data={data}
              height={260}
              label={m.chartLabel(spanDays, total, busiest ? formatDayKey(busiest.day, true) : '')}
              onHover={setHovered}
            />
          </div>
          <TrendTable
            caption={`${m.title}: ${m.span(spanDays)}`}
            headings={{ label: m.day, count: m.count }}
            rows={rows}
          />
        </>
      )}
      <p className="text-xs text-slate-500">{m.note}</p>
    </section>
  );
}
