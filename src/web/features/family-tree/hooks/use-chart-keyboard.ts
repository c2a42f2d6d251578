import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { isChartKey, neighbourCard, type CardPlace } from '#shared/family-tree/chart-navigation.ts';
import type { ActiveCardStore } from './use-active-card';

/** A drawn card of the chart, by its member's id. */
export const cardSelector = (id: number) => `[data-card][data-member-id="${id}"]`;

/** Smooth scrolling, unless the reader asked their system for less motion. */
export const scrollBehaviour = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Where each drawn card is, for the arrow keys. */
function cardPlaces(cards: HTMLElement[]): CardPlace[] {
  return cards.map((card) => {
    const box = card.getBoundingClientRect();
    const parent = card.dataset.parentCard;
    return {
      id: Number(card.dataset.memberId),
      parentId: parent ? Number(parent) : null,
      depth: Number(card.dataset.depth),
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
    };
  });
}

/**
 * The chart's keyboard: one tab stop, the active card, which the arrows move from
 * card to card as they are drawn, and which follows the focus wherever it lands in the chart.
 * `drawn` is what the chart draws: when it changes, the tab stop stays on a card still drawn.
 * Answers the handlers for the scroller.
 */
export function useChartKeyboard(
  scrollerRef: RefObject<HTMLElement | null>,
  activeCard: ActiveCardStore,
  drawn: unknown,
) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    const active = activeCard.get();
    if (!scroller || (active !== null && scroller.querySelector(cardSelector(active)))) return;
    const first = scroller.querySelector<HTMLElement>('[data-card]');
    if (first) activeCard.set(Number(first.dataset.memberId));
  }, [scrollerRef, drawn, activeCard]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!isChartKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const scroller = scrollerRef.current;
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
    if (!scroller || !from) return;
    // The arrows move between cards, not the page.
    event.preventDefault();
    const cards = Array.from(scroller.querySelectorAll<HTMLElement>('[data-card]'));
    const next = neighbourCard(cardPlaces(cards), Number(from.dataset.memberId), event.key);
    const card =
      next === null ? undefined : cards.find((element) => Number(element.dataset.memberId) === next);
    if (!card || next === null) return;
    activeCard.set(next);
    card.querySelector<HTMLElement>('[data-card-focus]')?.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehaviour() });
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Wherever focus lands in the chart (a click, a tab), that card becomes the tab stop.
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
    if (card) activeCard.set(Number(card.dataset.memberId));
  };

  return { onKeyDown, onFocus };
}
