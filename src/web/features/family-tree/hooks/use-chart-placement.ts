import { useEffect, useImperativeHandle, useLayoutEffect, type Ref, type RefObject } from 'react';
import { centringDelta } from '#shared/family-tree/chart-scroll.ts';
import { cardSelector, scrollBehaviour } from './use-chart-keyboard';

/** What the page's «توسيط» button asks of the chart. */
export interface DesktopTreeHandle {
  centre(): void;
}

/**
 * Where the chart's view starts and how it is brought back. Once, before the first paint: the
 * focused member's card to the middle of the chart and of the page; otherwise the home card (the
 * founder's) to the middle of the chart, without moving the page. «توسيط» (`ref`) scrolls the home
 * card back to the middle. Marks the scroller `data-tree-ready` once it is placed.
 */
export function useChartPlacement({
  scrollerRef,
  homeCardId,
  focused,
  rememberScroll,
  ref,
}: {
  scrollerRef: RefObject<HTMLElement | null>;
  /** The focused member's card, else the founder's; null for an empty chart. */
  homeCardId: number | null;
  /** The chart opened on a member named in the address. */
  focused: boolean;
  /** Told where the view is after the first placement (useChartGestures). */
  rememberScroll: () => void;
  ref?: Ref<DesktopTreeHandle>;
}) {
  const homeCard = () =>
    homeCardId === null
      ? null
      : (scrollerRef.current?.querySelector<HTMLElement>(cardSelector(homeCardId)) ?? null);

  useImperativeHandle(
    ref,
    () => ({
      centre() {
        const scroller = scrollerRef.current;
        const card = homeCard();
        if (!scroller || !card) return;
        const delta = centringDelta(scroller.getBoundingClientRect(), card.getBoundingClientRect());
        scroller.scrollBy({ ...delta, behavior: scrollBehaviour() });
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- homeCard reads the current id
    [homeCardId],
  );

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const card = homeCard();
    if (!scroller || !card) return;
    if (focused) {
      card.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    } else {
      const delta = centringDelta(scroller.getBoundingClientRect(), card.getBoundingClientRect());
      scroller.scrollLeft += delta.left;
    }
    rememberScroll();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first placement only
  }, []);

  useEffect(() => {
    scrollerRef.current?.setAttribute('data-tree-ready', 'true');
  }, [scrollerRef]);
}
