import { useLayoutEffect, type RefObject } from 'react';
import { fitScale, printableArea, type PaperSize } from '../../../../shared/family-tree/branch-print';

/** Space kept between the title and the chart on paper, in CSS pixels. */
const TITLE_GAP = 16;

/**
 * Shrinks the printed chart to fit one landscape sheet (issue #10): the scale goes into the
 * chart's `--bp-fit`, which only the print stylesheet uses, so the screen keeps the chart at its
 * own size. Set on the element, not in React's state: the server's HTML and the first render in
 * the browser stay the same, and measuring re-renders nothing.
 */
export function useFitToSheet(
  titleRef: RefObject<HTMLElement | null>,
  chartRef: RefObject<HTMLElement | null>,
  paper: PaperSize,
): void {
  useLayoutEffect(() => {
    const fit = () => {
      const chart = chartRef.current;
      if (!chart) return;
      // Measured as drawn: in print the chart is already scaled by the last fit.
      const applied = window.matchMedia('print').matches
        ? Number(chart.style.getPropertyValue('--bp-fit') || '1')
        : 1;
      const box = chart.getBoundingClientRect();
      const title = titleRef.current?.getBoundingClientRect().height ?? 0;
      const area = printableArea(paper);
      const scale = fitScale(
        { width: box.width / applied, height: box.height / applied },
        { width: area.width, height: area.height - title - TITLE_GAP },
      );
      chart.style.setProperty('--bp-fit', scale.toFixed(3));
      chart.dataset.fit = scale.toFixed(3);
    };
    fit();
    // The Arabic font changes the names' widths once it has loaded.
    let cancelled = false;
    void document.fonts?.ready.then(() => !cancelled && fit());
    window.addEventListener('beforeprint', fit);
    return () => {
      cancelled = true;
      window.removeEventListener('beforeprint', fit);
    };
  }, [titleRef, chartRef, paper]);
}
