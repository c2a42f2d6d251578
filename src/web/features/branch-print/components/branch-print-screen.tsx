import { ArrowRight, Printer } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PAPER_SIZES,
  PRINT_MARGIN_MM,
  type PaperSize,
  type PrintLayout,
  type Span,
} from '#shared/family-tree/branch-print.ts';
import { centringDelta } from '#shared/family-tree/chart-scroll.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { NotFoundState } from '#web/components/ui/not-found-state.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import type { BranchPrintState } from '../hooks/use-branch-print';
import { usePreviewScale } from '../hooks/use-preview-scale';
import { UNMEASURED, usePrintLayout } from '../hooks/use-print-layout';
import { BranchChart } from './branch-chart';
import './branch-print.css';

const c = treeChartMessages.print;

/** Unknown or hidden member: the not-found state, with the way back to the tree. */
export function BranchNotFound() {
  return <NotFoundState title={c.notFound} backTo={paths.familyTree} backLabel={c.backToTree} />;
}

/**
 * «طباعة الفرع»: the member's descendants, four generations, on the paper chosen. On screen: the
 * controls and the sheets as they will print, shrunk to the screen's width; on paper: the title
 * and the sheets alone, one a page.
 */
export function BranchPrintScreen({
  state,
  familyName,
  loadError,
  onRetry,
  retrying,
}: {
  state: BranchPrintState;
  familyName: string;
  loadError: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (loadError) {
    return (
      <div className="px-4 py-16">
        <ErrorState message={publicMessages.familyTree.loadError} onRetry={onRetry} retrying={retrying} />
      </div>
    );
  }
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'not-found') return <BranchNotFound />;
  return <BranchSheet state={state} familyName={familyName} />;
}

/**
 * A sheet's box once planned: its stretch of the chart, scaled, the rest clipped. The chart inside
 * is placed absolutely: laid out in the flow, the part before the stretch stuck out on the
 * inline-start side, and Chrome moved the whole printed page by as much.
 */
export function sheetStyle(page: Span, { scale, chart }: PrintLayout): CSSProperties {
  return {
    position: 'relative',
    overflow: 'hidden',
    width: `${(page.end - page.start) * scale}px`,
    height: `${chart.height * scale}px`,
  };
}

/** The whole chart, scaled, shifted so its sheet's stretch is what shows (zoom scales the margin too). */
export function chartStyle(page: Span, scale: number): CSSProperties {
  return { position: 'absolute', insetBlockStart: 0, zoom: scale, marginInlineStart: `${-page.start}px` };
}

function BranchSheet({
  state: { member, nasab, branch },
  familyName,
}: {
  state: Extract<BranchPrintState, { status: 'ready' }>;
  familyName: string;
}) {
  const [paper, setPaper] = useState<PaperSize>('A4');
  const titleRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const layout = usePrintLayout(measureRef, titleRef, paper);
  return (
    <div data-branch-print className="mx-auto max-w-7xl px-4 py-8">
      {/* The sheet the reader chose, turned as the branch fits; a page rule of its own, gone with the page. */}
      <style>{`@page { size: ${paper} ${layout.orientation}; margin: ${PRINT_MARGIN_MM}mm; }`}</style>
      <PrintControls memberId={member.id} paper={paper} onPaperChange={setPaper} layout={layout} />
      <div className="bp-sheet rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
        <div ref={titleRef} className="mb-4 text-center">
          <h1 id="branch-heading" className="text-2xl font-bold text-brand-700">
            {c.heading(member.name)}
          </h1>
          {nasab !== member.name && <p className="mt-1 text-slate-700">{nasab}</p>}
          <p className="mt-1 text-sm text-slate-600">
            {familyName && `${c.ofFamily(familyName)} · `}
            {c.generations}
          </p>
        </div>
        <PrintSheets layout={layout}>
          <BranchChart branch={branch} />
        </PrintSheets>
        {/* The chart at its own size, out of sight: what the sheets are planned from. */}
        <div className="bp-measure" aria-hidden>
          <div ref={measureRef} className="bp-chart">
            <BranchChart branch={branch} />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Above the sheets, not printed: back to the member, the paper, «طباعة», and how the branch will
 * print once it is measured (which way the paper turns, on how many sheets).
 */
export function PrintControls({
  memberId,
  paper,
  onPaperChange,
  layout,
}: {
  memberId: number;
  paper: PaperSize;
  onPaperChange: (paper: PaperSize) => void;
  layout: PrintLayout;
}) {
  const { pages } = layout;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
      <Link to={paths.familyMember(memberId)} className={buttonClassName({ variant: 'outline' })}>
        <ArrowRight aria-hidden className="size-5" />
        {c.backToMember}
      </Link>
      <div className="flex flex-wrap items-center gap-4">
        <div role="radiogroup" aria-labelledby="paper-label" className="flex items-center gap-3">
          <span id="paper-label" className="font-semibold text-slate-700" title={c.paperHint}>
            {c.paper}
          </span>
          {(Object.keys(PAPER_SIZES) as PaperSize[]).map((size) => (
            <label key={size} className="flex min-h-11 cursor-pointer items-center gap-1.5">
              <input
                type="radio"
                name="paper"
                value={size}
                checked={paper === size}
                onChange={() => onPaperChange(size)}
                className="size-4 accent-brand-600"
              />
              <bdi>{size}</bdi>
            </label>
          ))}
        </div>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-5" />
          {c.print}
        </Button>
      </div>
      <p role="status" className="w-full text-sm text-slate-600" data-print-summary>
        {layout !== UNMEASURED && (
          <>
            {c.printsOn(layout.orientation, pages.length)}
            {pages.length > 1 && `. ${c.sideBySide}.`}
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The sheets as they will print, shrunk to the screen's width: each draws the whole `chart`, scaled
 * and shifted, and shows its own stretch of it; the first is the one read aloud.
 */
export function PrintSheets({ layout, children: chart }: { layout: PrintLayout; children: ReactNode }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const measured = layout !== UNMEASURED;
  const { pages, scale } = layout;
  const widest = Math.max(...pages.map((page) => (page.end - page.start) * scale));
  usePreviewScale(scrollerRef, pagesRef, measured ? widest : 0);
  // Before it is measured (and on the server) the chart scrolls sideways at its own size: start
  // with its member's card in the middle.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const top = scroller?.querySelector('.bp-card');
    if (!scroller || !top) return;
    scroller.scrollLeft += centringDelta(scroller.getBoundingClientRect(), top.getBoundingClientRect()).left;
  }, []);
  return (
    <div
      ref={scrollerRef}
      role="region"
      aria-labelledby="branch-heading"
      // A wide branch scrolls sideways until measured: the keyboard must reach it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="bp-scroller overflow-x-auto pb-2"
    >
      <div ref={pagesRef} className="bp-pages" data-scale={scale} data-orientation={layout.orientation}>
        {pages.map((page, index) => (
          <div
            key={index}
            className="bp-page"
            data-print-page={index + 1}
            aria-hidden={index > 0 || undefined}
          >
            <div className="bp-window" style={measured ? sheetStyle(page, layout) : undefined}>
              <div
                className="bp-chart"
                data-testid={index === 0 ? 'branch-chart' : undefined}
                style={measured ? chartStyle(page, scale) : undefined}
              >
                {chart}
              </div>
            </div>
            {pages.length > 1 && <p className="bp-page-number">{c.pageOf(index + 1, pages.length)}</p>}
          </div>
        ))}
      </div>
    </div>
  );
}
