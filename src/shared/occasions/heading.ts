import { occasionMessages } from '../messages/occasions';
import type { Occasion } from '../schemas/occasion';

/**
 * What an occasion is called in a list, a page's title, a feed and a link preview: a death notice
 * by whom it mourns («المرحوم محمد بن سالم»), as the family words it, unless a title was given;
 * any other by its title, else its kind.
 */
export function occasionHeading(occasion: Pick<Occasion, 'kind' | 'title' | 'notice'>): string {
  if (occasion.title) return occasion.title;
  const deceased = occasion.notice?.deceased;
  if (deceased) return [occasion.notice!.honorific, deceased.name].filter(Boolean).join(' ');
  return occasion.kind === 'death' ? occasionMessages.noticeHeading : occasionMessages.kinds[occasion.kind];
}

/** A line of description: the notice's opening and whom it mourns, or the start of the text. */
export function occasionSummary(occasion: Pick<Occasion, 'kind' | 'title' | 'notice' | 'body'>): string {
  const notice = occasion.notice;
  if (notice?.deceased) {
    return [notice.opening, notice.honorific, notice.deceased.name].filter(Boolean).join(' ');
  }
  return occasion.body.split(/\n\s*\n/)[0]?.trim() || occasionMessages.kinds[occasion.kind];
}
