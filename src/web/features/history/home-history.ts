import type { History } from '#shared/schemas/history.ts';

/**
 * docs/product.md#home: three cards. The admin marks the entries «على الرئيسية»; the first three show, and
 * while none is marked, the timeline's first three (a family's first entry shows at once).
 */
const HOME_HISTORY_CARDS = 3;

export function homeHistoryCards(history: History) {
  const chosen = history.timeline.filter((entry) => entry.on_home);
  return (chosen.length > 0 ? chosen : history.timeline).slice(0, HOME_HISTORY_CARDS);
}

/** Nothing written yet: no timeline, no text, no image (a new family's site). */
export const isUnwritten = (history: History) =>
  history.timeline.length === 0 &&
  history.blocks.length === 0 &&
  history.page.intro.trim() === '' &&
  history.page.map_image === '';
