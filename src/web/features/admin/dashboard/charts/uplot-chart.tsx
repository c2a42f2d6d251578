import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface UplotChartProps {
  /** Everything but the size, which follows the container's width. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
  /** What the chart shows, for screen readers; the table beside it holds the values. */
  label: string;
  /** The index of the point under the pointer, or null when it leaves the chart. */
  onHover?: (index: number | null) => void;
}

/**
 * The one bridge between React and uPlot (decision 019): the chart is drawn into a canvas when
 * mounted, resized with its container, and drawn anew when its options or data change (memoise
 * them). The canvas is an image to assistive technology; its values are in the table beside it.
 */
export function UplotChart({ options, data, height, label, onHover }: UplotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  // Read through a ref: a new callback each render must not draw the chart again.
  const hover = useRef(onHover);
  useEffect(() => {
    hover.current = onHover;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const setCursor = (chart: uPlot) => hover.current?.(chart.cursor.idx ?? null);
    const chart = new uPlot(
      { ...options, width: element.clientWidth, height, hooks: { ...options.hooks, setCursor: [setCursor] } },
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== chart.width) chart.setSize({ width: element.clientWidth, height });
    });
    observer.observe(element);
    // The axes are measured in the admin's font: draw them again once it has arrived.
    let mounted = true;
    void document.fonts?.ready.then(() => {
      if (mounted) chart.redraw(false, true);
    });
    return () => {
      mounted = false;
      observer.disconnect();
      chart.destroy();
    };
  }, [options, data, height]);

  return <div ref={container} role="img" aria-label={label} className="trend-chart min-w-0" />;
}
