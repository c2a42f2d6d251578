import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import {
  planPrint,
  type PaperSize,
  type PrintLayout,
  type PrintMeasure,
  type Span,
} from '#shared/family-tree/branch-print.ts';

/** Before the chart is measured (and on the server): the whole chart on one sheet, unscaled. */
export const UNMEASURED: PrintLayout = {
  orientation: 'landscape',
  scale: 1,
  chart: { width: 0, height: 0 },
  pages: [{ start: 0, end: 0 }],
};

/**
 * Kept on each sheet besides the chart: the gap under the title, a page's number, and a line more
 * in case the title wraps once more on paper than on the screen it was measured on.
 */
const SHEET_EXTRAS = 16 + 24 + 28;

/** The chart's size and where its cards (and the pills naming a mother) lie along the rows, from its inline-start edge. */
function measureChart(chart: HTMLElement, title: HTMLElement | null): PrintMeasure {
  const box = chart.getBoundingClientRect();
  const rtl = getComputedStyle(chart).direction === 'rtl';
  const cards: Span[] = [...chart.querySelectorAll('.bp-card, .bp-group')].map((card) => {
    const { left, right } = card.getBoundingClientRect();
    return rtl
      ? { start: box.right - right, end: box.right - left }
      : { start: left - box.left, end: right - box.left };
  });
  return {
    chart: { width: box.width, height: box.height },
    cards,
    reserved: (title?.getBoundingClientRect().height ?? 0) + SHEET_EXTRAS,
  };
}

const sameLayout = (a: PrintLayout, b: PrintLayout) =>
  a.orientation === b.orientation &&
  a.scale === b.scale &&
  a.chart.height === b.chart.height &&
  a.pages.length === b.pages.length &&
  a.pages.every((page, index) => page.start === b.pages[index]!.start && page.end === b.pages[index]!.end);

/**
 * How the branch prints on the paper chosen (planPrint), from a copy of the chart drawn at its own
 * size out of sight: the sheets show it scaled and cut, so they cannot be measured themselves.
 * Measured again whenever that copy or the title changes size (the Arabic font arriving after the
 * first measure makes the cards taller), once the fonts have loaded (a name's pill can widen
 * inside a row without the chart changing size), and before printing. The first render, the
 * server's included, is UNMEASURED, so hydration matches.
 */
export function usePrintLayout(
  measureRef: RefObject<HTMLElement | null>,
  titleRef: RefObject<HTMLElement | null>,
  paper: PaperSize,
): PrintLayout {
  const [layout, setLayout] = useState<PrintLayout>(UNMEASURED);
  useLayoutEffect(() => {
    const plan = () => {
      const chart = measureRef.current;
      if (!chart) return;
      const next = planPrint(measureChart(chart, titleRef.current), paper);
      setLayout((current) => (sameLayout(current, next) ? current : next));
    };
    plan();
    const resized = new ResizeObserver(() => plan());
    for (const element of [measureRef.current, titleRef.current]) if (element) resized.observe(element);
    let cancelled = false;
    void document.fonts?.ready.then(() => !cancelled && plan());
    // The browser lays the sheets out right after this event: the new plan must be drawn by then.
    const beforePrint = () => flushSync(plan);
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      cancelled = true;
      resized.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [measureRef, titleRef, paper]);
  return layout;
}
