import uPlot from 'uplot';
import { COUNT_INCREMENTS, dayAxisLabel, daySplits, monthAxisLabel, monthSplits } from './trend-axis';

// The dashboard's two charts in uPlot's terms (decision 019). Time runs right to left, as the
// page reads: the oldest day at the right beside the count axis, today at the left end.

// The admin's palette (styles.css: brand-500, slate-600, slate-200); a canvas cannot read CSS variables.
const BRAND = '#1f6f6b';
const BRAND_FILL = 'rgba(31, 111, 107, 0.14)';
const AXIS_TEXT = '#475569';
const GRID = '#e2e8f0';
const FONT = '12px Cairo, system-ui, sans-serif';

const plotWidth = (chart: uPlot) => chart.bbox.width / uPlot.pxRatio;

/** The counts: whole numbers from 0, on the right (the start of an Arabic line). */
const countAxis: uPlot.Axis = {
  scale: 'y',
  side: 1,
  font: FONT,
  stroke: AXIS_TEXT,
  size: 48,
  incrs: COUNT_INCREMENTS,
  values: (_chart, splits) => splits.map(String),
  grid: { stroke: GRID, width: 1 },
  ticks: { show: false },
};
const countScale: uPlot.Scale = {
  range: (_chart, _min, max) => uPlot.rangeNum(0, Math.max(max, 4), 0.1, true),
};

const common = {
  // Hovering names the point above the chart (the card's readout, not uPlot's legend, which is
  // laid out left to right); dragging must not zoom: the table is there for detail.
  cursor: { drag: { x: false, y: false, setScale: false } },
  select: { show: false, left: 0, top: 0, width: 0, height: 0 },
  legend: { show: false },
} satisfies Partial<uPlot.Options>;

/** Visits per day as a filled line; dots on the days when a month or less is shown. */
export function visitsChartOptions(days: readonly string[]): Omit<uPlot.Options, 'width' | 'height'> {
  const short = days.length <= 31;
  return {
    ...common,
    scales: { x: { time: false, dir: -1, range: () => [0, days.length - 1] }, y: countScale },
    axes: [
      {
        side: 2,
        size: 36,
        font: FONT,
        stroke: AXIS_TEXT,
        splits: (chart) => daySplits(days, plotWidth(chart)),
        values: (_chart, splits) => splits.map((index) => dayAxisLabel(days, index)),
        grid: { show: false },
        ticks: { stroke: GRID, size: 4 },
      },
      countAxis,
    ],
    series: [
      {},
      {
        stroke: BRAND,
        fill: BRAND_FILL,
        width: 2,
        points: { show: short, size: 5, fill: BRAND },
      },
    ],
  };
}

/** Members added per month as bars. */
export function membersChartOptions(months: readonly string[]): Omit<uPlot.Options, 'width' | 'height'> {
  return {
    ...common,
    scales: { x: { time: false, dir: -1, range: () => [-0.5, months.length - 0.5] }, y: countScale },
    axes: [
      {
        side: 2,
        size: 36,
        font: FONT,
        stroke: AXIS_TEXT,
        splits: (chart) => monthSplits(months, plotWidth(chart)),
        values: (_chart, splits) => splits.map((index) => monthAxisLabel(months, index)),
        grid: { show: false },
        ticks: { show: false },
      },
      countAxis,
    ],
    series: [
      {},
      {
        stroke: BRAND,
        fill: BRAND,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.6, 40] }),
        points: { show: false },
      },
    ],
  };
}

/** uPlot's columns: the x values (indices into the keys) and the counts. */
export function chartData(counts: readonly number[]): uPlot.AlignedData {
  return [counts.map((_, index) => index), [...counts]];
}
