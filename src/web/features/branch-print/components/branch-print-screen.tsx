import { ArrowRight, Printer } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PAPER_SIZES, type PaperSize } from '../../../../shared/family-tree/branch-print';
import { centringDelta } from '../../../../shared/family-tree/chart-scroll';
import { publicMessages } from '../../../../shared/messages/public';
import { treeChartMessages } from '../../../../shared/messages/tree-chart';
import { Button, buttonClassName } from '../../../components/ui/button';
import { NotFoundState } from '../../../components/ui/not-found-state';
import { ErrorState, LoadingState } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import type { BranchPrintState } from '../hooks/use-branch-print';
import { useFitToSheet } from '../hooks/use-fit-to-sheet';
import { BranchChart } from './branch-chart';
import './branch-print.css';

const c = treeChartMessages.print;

/** Unknown or hidden member: the not-found state, with the way back to the tree. */
export function BranchNotFound() {
  return <NotFoundState title={c.notFound} backTo={paths.familyTree} backLabel={c.backToTree} />;
}

/**
 * «طباعة الفرع» (issue #10): the member's descendants, four generations, for a landscape sheet.
 * On screen: the controls and the chart at its own size, scrolled sideways when wide; on paper:
 * the title and the chart alone, scaled to the sheet.
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

function BranchSheet({
  state: { member, nasab, branch },
  familyName,
}: {
  state: Extract<BranchPrintState, { status: 'ready' }>;
  familyName: string;
}) {
  const [paper, setPaper] = useState<PaperSize>('A4');
  const titleRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  useFitToSheet(titleRef, chartRef, paper);
  // On screen a wide branch scrolls sideways: start with its member's card in the middle.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const top = chartRef.current?.querySelector('.bp-card');
    if (!scroller || !top) return;
    scroller.scrollLeft += centringDelta(scroller.getBoundingClientRect(), top.getBoundingClientRect()).left;
  }, []);
  return (
    <div data-branch-print className="mx-auto max-w-7xl px-4 py-8">
      {/* The sheet the reader chose; a page rule of its own, gone with the page. */}
      <style>{`@page { size: ${paper} landscape; margin: 10mm; }`}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
        <Link to={paths.familyMember(member.id)} className={buttonClassName({ variant: 'outline' })}>
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
                  onChange={() => setPaper(size)}
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
      </div>
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
        <div
          ref={scrollerRef}
          role="region"
          aria-labelledby="branch-heading"
          // A wide branch scrolls sideways: the keyboard must reach it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="bp-scroller overflow-x-auto pb-2"
        >
          <div ref={chartRef} className="bp-chart" data-testid="branch-chart">
            <BranchChart branch={branch} />
          </div>
        </div>
      </div>
    </div>
  );
}
