import { RotateCcw } from 'lucide-react';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { useBranchActions } from './tree-context';

const c = treeChartMessages;

/** A branch that could not be fetched: the card says so and offers to ask again. */
export function BranchError({ id, tabIndex }: { id: number; tabIndex?: number }) {
  const branches = useBranchActions();
  return (
    <div
      role="alert"
      className="relative flex flex-wrap items-center justify-center gap-2 border-t border-red-200 bg-red-50 px-3 py-1.5 text-sm text-red-900"
    >
      {c.branch.loadError}
      <button
        type="button"
        tabIndex={tabIndex}
        onClick={() => branches.retry(id)}
        className="inline-flex min-h-8 items-center gap-1 rounded-full border border-red-200 bg-white px-3 font-semibold hover:bg-red-100"
      >
        <RotateCcw aria-hidden className="size-4" />
        {c.branch.retry}
      </button>
    </div>
  );
}
