// Moving between the chart's cards with the keyboard. The cards are found where the
// browser drew them, so left and right mean what the reader sees: in Arabic a father's eldest son
// is drawn on the right, and ArrowLeft goes on to his next brother, the card drawn to his left.

/** A card as drawn: its member, its place in the tree and the middle of its box on screen. */
export interface CardPlace {
  id: number;
  /** The card drawn above it (its father's or mother's), null for a top card. */
  parentId: number | null;
  /** 0 for a top card. */
  depth: number;
  /** The middle of the card on screen; x grows to the right in either direction. */
  x: number;
  y: number;
}

export const chartKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home'] as const;
export type ChartKey = (typeof chartKeys)[number];

export const isChartKey = (key: string): key is ChartKey => (chartKeys as readonly string[]).includes(key);

/** The nearest card by horizontal distance, then by vertical, then the first in the document. */
function nearest(cards: CardPlace[], from: CardPlace): CardPlace | null {
  let best: CardPlace | null = null;
  let bestScore: [number, number] = [Infinity, Infinity];
  for (const card of cards) {
    const score: [number, number] = [Math.abs(card.x - from.x), Math.abs(card.y - from.y)];
    if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
      best = card;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The card a key moves to, or null to stay: left and right along the same generation of the
 * drawing (across branches too), up to the parent's card, down to the nearest child's card,
 * Home to the first card (the founder's). `cards` are in the document's order.
 */
export function neighbourCard(cards: readonly CardPlace[], currentId: number, key: ChartKey): number | null {
  if (key === 'Home') return cards[0]?.id ?? null;
  const current = cards.find((card) => card.id === currentId);
  if (!current) return cards[0]?.id ?? null;
  // Half a pixel of rounding is not a different place.
  const EPSILON = 0.5;
  let candidates: CardPlace[];
  switch (key) {
    case 'ArrowLeft':
      candidates = cards.filter((card) => card.depth === current.depth && card.x < current.x - EPSILON);
      break;
    case 'ArrowRight':
      candidates = cards.filter((card) => card.depth === current.depth && card.x > current.x + EPSILON);
      break;
    case 'ArrowUp':
      return cards.some((card) => card.id === current.parentId) ? current.parentId : null;
    case 'ArrowDown':
      candidates = cards.filter((card) => card.parentId === current.id);
      break;
  }
  return nearest(candidates, current)?.id ?? null;
}
