import { ChevronsDown, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/status-message.tsx';
import type { MoreTops } from '../hooks/use-sliced-tree';

const c = treeChartMessages;

/**
 * After the last top card drawn, by the chart and by the phone list alike: the next page of the
 * families no one links to the founder, with how many are not drawn yet.
 */
export function MoreTopsButton({ moreTops, onMore }: { moreTops: MoreTops; onMore: () => void }) {
  const countId = useId();
  const loading = moreTops.status === 'loading';
  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-center" data-testid="more-tops">
      {moreTops.status === 'error' ? (
        <ErrorState message={c.moreTops.loadError} onRetry={moreTops.more} />
      ) : (
        <Button
          variant="outline"
          aria-describedby={countId}
          aria-busy={loading || undefined}
          // Not disabled while loading: the focus stays on the button, which simply waits.
          onClick={loading ? undefined : onMore}
        >
          {loading ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <ChevronsDown aria-hidden className="size-5" />
          )}
          {loading ? c.moreTops.loading : c.moreTops.button}
        </Button>
      )}
      <p id={countId} className="text-sm text-slate-600">
        {c.moreTops.remaining}: <bdi>{moreTops.remaining}</bdi>
      </p>
    </div>
  );
}
