// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActiveCardStore, type ActiveCardStore } from './use-active-card';
import { useChartKeyboard } from './use-chart-keyboard';

interface Card {
  id: number;
  parent: number | null;
  depth: number;
  x: number;
  y: number;
}

// The founder above his two sons, the elder on the right (the start, in Arabic).
const family: Card[] = [
  { id: 1, parent: null, depth: 0, x: 300, y: 50 },
  { id: 2, parent: 1, depth: 1, x: 400, y: 200 },
  { id: 3, parent: 1, depth: 1, x: 200, y: 200 },
];

function Chart({ cards, activeCard }: { cards: Card[]; activeCard: ActiveCardStore }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { onKeyDown, onFocus } = useChartKeyboard(scrollerRef, activeCard, cards);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- as the chart's region
    <div ref={scrollerRef} onKeyDown={onKeyDown} onFocus={onFocus}>
      {cards.map((card) => (
        <div
          key={card.id}
          data-card
          data-member-id={card.id}
          data-parent-card={card.parent ?? undefined}
          data-depth={card.depth}
          ref={(element) => {
            if (element)
              element.getBoundingClientRect = () => DOMRect.fromRect({ ...card, width: 0, height: 0 });
          }}
        >
          <a href={`#${card.id}`} data-card-focus>
            {card.id}
          </a>
          <button type="button">{`زر ${card.id}`}</button>
        </div>
      ))}
    </div>
  );
}

const linkOf = (id: number) => document.querySelector<HTMLElement>(`[data-member-id="${id}"] a`)!;

describe('useChartKeyboard', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => cleanup());

  it('moves the tab stop and the focus from card to card with the arrows', () => {
    const activeCard = createActiveCardStore(1);
    render(<Chart cards={family} activeCard={activeCard} />);
    linkOf(1).focus();
    fireEvent.keyDown(linkOf(1), { key: 'ArrowDown' });
    expect(activeCard.get()).toBe(2);
    expect(document.activeElement).toBe(linkOf(2));
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({
      block: 'nearest',
      inline: 'nearest',
      behavior: 'smooth',
    });
    fireEvent.keyDown(linkOf(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(linkOf(3));
    fireEvent.keyDown(linkOf(3), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(linkOf(1));
  });

  it('leaves the keys with a modifier, and the others, to the page', () => {
    const activeCard = createActiveCardStore(1);
    render(<Chart cards={family} activeCard={activeCard} />);
    expect(fireEvent.keyDown(linkOf(1), { key: 'ArrowDown', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(linkOf(1), { key: 'a' })).toBe(true);
    expect(fireEvent.keyDown(linkOf(1), { key: 'ArrowDown' })).toBe(false);
  });

  it('makes the card the focus lands in the tab stop', () => {
    const activeCard = createActiveCardStore(1);
    render(<Chart cards={family} activeCard={activeCard} />);
    act(() => document.querySelector<HTMLElement>('[data-member-id="3"] button')!.focus());
    expect(activeCard.get()).toBe(3);
  });

  it('keeps the tab stop on a drawn card when the chart no longer draws it', () => {
    const activeCard = createActiveCardStore(3);
    const { rerender } = render(<Chart cards={family} activeCard={activeCard} />);
    expect(activeCard.get()).toBe(3);
    rerender(<Chart cards={family.slice(0, 2)} activeCard={activeCard} />);
    expect(activeCard.get()).toBe(1);
  });
});
