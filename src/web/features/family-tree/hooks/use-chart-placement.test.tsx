// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChartPlacement, type DesktopTreeHandle } from './use-chart-placement';

const view = { x: 0, y: 0, width: 400, height: 300 };

function Chart({
  homeCardId,
  focused,
  rememberScroll,
  handle,
}: {
  homeCardId: number | null;
  focused: boolean;
  rememberScroll: () => void;
  handle?: { current: DesktopTreeHandle | null };
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  useChartPlacement({ scrollerRef, homeCardId, focused, rememberScroll, ref: handle });
  return (
    <div
      data-testid="scroller"
      ref={(element) => {
        scrollerRef.current = element;
        if (element) element.getBoundingClientRect = () => DOMRect.fromRect(view);
      }}
    >
      {/* The home card 500 px to the left of the view's middle, 100 px below it. */}
      <div
        data-card
        data-member-id={7}
        ref={(element) => {
          if (element)
            element.getBoundingClientRect = () =>
              DOMRect.fromRect({ x: -350, y: 200, width: 100, height: 100 });
        }}
      />
    </div>
  );
}

const scroller = () => document.querySelector<HTMLElement>('[data-testid="scroller"]')!;

describe('useChartPlacement', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    Element.prototype.scrollBy = vi.fn();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => cleanup());

  it('brings the home card to the middle of the chart sideways only, and says where the view is', () => {
    const rememberScroll = vi.fn();
    render(<Chart homeCardId={7} focused={false} rememberScroll={rememberScroll} />);
    expect(scroller().scrollLeft).toBe(-500);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(rememberScroll).toHaveBeenCalledOnce();
    expect(scroller().dataset.treeReady).toBe('true');
  });

  it('brings a focused member’s card to the middle of the chart and of the page', () => {
    render(<Chart homeCardId={7} focused rememberScroll={() => {}} />);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      block: 'center',
      inline: 'center',
      behavior: 'instant',
    });
  });

  it('centres the home card again on «توسيط», without motion when less is asked for', () => {
    const handle = { current: null as DesktopTreeHandle | null };
    render(<Chart homeCardId={7} focused={false} rememberScroll={() => {}} handle={handle} />);
    handle.current!.centre();
    expect(Element.prototype.scrollBy).toHaveBeenCalledWith({ left: -500, top: 100, behavior: 'auto' });
  });

  it('does nothing on a chart without cards', () => {
    const rememberScroll = vi.fn();
    render(<Chart homeCardId={null} focused={false} rememberScroll={rememberScroll} />);
    expect(rememberScroll).not.toHaveBeenCalled();
    expect(scroller().dataset.treeReady).toBe('true');
  });
});
