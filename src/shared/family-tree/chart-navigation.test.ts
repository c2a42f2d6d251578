import { describe, expect, it } from 'vitest';
import { isChartKey, neighbourCard, type CardPlace } from './chart-navigation';

/**
 * A chart as drawn right to left (x grows to the right):
 *
 *                    1 (x 500)
 *        ┌───────────┴───────────┐
 *      6 (x 300)              3 (x 700)        ← 3 is the eldest son, first, on the right
 *        │                 ┌─────┴─────┐
 *     11 (x 300)         9 (x 600)   8 (x 800)
 */
const cards: CardPlace[] = [
  { id: 1, parentId: null, depth: 0, x: 500, y: 50 },
  { id: 3, parentId: 1, depth: 1, x: 700, y: 200 },
  { id: 8, parentId: 3, depth: 2, x: 800, y: 360 },
  { id: 9, parentId: 3, depth: 2, x: 600, y: 360 },
  { id: 6, parentId: 1, depth: 1, x: 300, y: 200 },
  // A cousin's row starts lower: his father's card is taller.
  { id: 11, parentId: 6, depth: 2, x: 300, y: 380 },
];

describe('neighbourCard', () => {
  it('goes to the card drawn on the left with ArrowLeft, in reading order in Arabic', () => {
    expect(neighbourCard(cards, 3, 'ArrowLeft')).toBe(6);
    expect(neighbourCard(cards, 8, 'ArrowLeft')).toBe(9);
    // Across branches, at the same generation of the drawing.
    expect(neighbourCard(cards, 9, 'ArrowLeft')).toBe(11);
    expect(neighbourCard(cards, 11, 'ArrowLeft')).toBeNull();
  });

  it('goes back to the right with ArrowRight', () => {
    expect(neighbourCard(cards, 6, 'ArrowRight')).toBe(3);
    expect(neighbourCard(cards, 11, 'ArrowRight')).toBe(9);
    expect(neighbourCard(cards, 8, 'ArrowRight')).toBeNull();
    expect(neighbourCard(cards, 1, 'ArrowRight')).toBeNull();
  });

  it('goes up to the parent and down to the nearest child', () => {
    expect(neighbourCard(cards, 9, 'ArrowUp')).toBe(3);
    expect(neighbourCard(cards, 3, 'ArrowUp')).toBe(1);
    expect(neighbourCard(cards, 1, 'ArrowUp')).toBeNull();
    // The founder's children are at 700 and 300, both 200 away: the first drawn, the eldest, wins.
    expect(neighbourCard(cards, 1, 'ArrowDown')).toBe(3);
    expect(neighbourCard(cards, 3, 'ArrowDown')).toBe(8);
    expect(neighbourCard(cards, 6, 'ArrowDown')).toBe(11);
    // A card whose branch is closed has no child drawn.
    expect(neighbourCard(cards, 11, 'ArrowDown')).toBeNull();
  });

  it('goes home to the first card, and from a card no longer drawn too', () => {
    expect(neighbourCard(cards, 11, 'Home')).toBe(1);
    expect(neighbourCard(cards, 404, 'ArrowLeft')).toBe(1);
    expect(neighbourCard([], 1, 'Home')).toBeNull();
  });

  it('mirrors nothing itself: the same tree drawn left to right moves the other way', () => {
    const ltr = cards.map((card) => ({ ...card, x: 1000 - card.x }));
    expect(neighbourCard(ltr, 3, 'ArrowRight')).toBe(6);
    expect(neighbourCard(ltr, 3, 'ArrowLeft')).toBeNull();
  });

  it('knows its keys', () => {
    expect(isChartKey('ArrowLeft')).toBe(true);
    expect(isChartKey('Enter')).toBe(false);
  });
});
