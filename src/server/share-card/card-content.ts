import { createHash } from 'node:crypto';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { trimTitle } from '#shared/format/share.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { occasionHeading } from '#shared/occasions/heading.ts';
import type { Condolence, Occasion } from '#shared/schemas/occasion.ts';

// What an occasion's share card says (docs/product.md#occasions), apart from how it is drawn
// (render-card.ts): the same words the page shows, cut to what a picture of 1200 × 630 can hold.

/** The size link previews show best (Open Graph's large picture, 1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** How each line is set: its size, weight and colour are render-card.ts's `lineStyles`. */
export type CardLineRole = 'blessing' | 'opening' | 'heading' | 'date' | 'detail' | 'body';

export interface CardLine {
  role: CardLineRole;
  text: string;
  /** Left out, last first, when the lines do not fit (a long name wrapped on two lines). */
  optional: boolean;
}

/** One عزاء, set as a column of its own: the men's at the start (the right), the women's beside it. */
export interface CardColumn {
  title: string;
  /** The place, then the hours and days. */
  lines: string[];
}

export interface ShareCardContent {
  familyName: string;
  /** The badge in the band: «نعي» for a death notice, else the kind («زواج»). */
  kind: string;
  /** Centred one under the other. */
  lines: CardLine[];
  /** Under the lines, after a gold rule: a death notice's عزاء. */
  columns: CardColumn[];
}

/**
 * Bumped whenever render-card.ts draws the same words differently, so that every card's version
 * (and with it its ETag and the address the pages give it) changes, and previews fetch it again.
 */
const DRAWING = 'card-2';

// Characters a line may hold before it is cut with «…»: the heading wraps to two lines at most,
// the others stay on one (measured with the widest words of the demo family at 1040 px).
const HEADING_MAX = 60;
const LINE_MAX = 70;
const COLUMN_LINE_MAX = 40;
const BODY_MAX = 150;

const n = occasionMessages.notice;
const words = serverMessages.shareCard;

/** «ديوان العائلة» / «بعد صلاة العصر إلى العشاء، 3 أيام»; null for an عزاء with no place nor hours. */
function condolenceColumn(title: string, condolence: Condolence): CardColumn | null {
  const place = condolence.place === 'diwan' ? n.diwan : condolence.address.trim();
  const hours = condolence.hours.trim();
  if (place === '' && hours === '') return null;
  const when = [hours, n.days(condolence.days)].filter(Boolean).join('، ');
  return {
    title,
    lines: [place, when].filter(Boolean).map((text) => trimTitle(text, COLUMN_LINE_MAX)),
  };
}

const line = (role: CardLineRole, text: string, max: number, optional = false): CardLine => ({
  role,
  text: trimTitle(text, max),
  optional,
});

/** The card's words for a public occasion, as the public reads it, and the family's name. */
export function shareCardContent(occasion: Occasion, familyName: string): ShareCardContent {
  const heading = line('heading', occasionHeading(occasion), HEADING_MAX);
  const date = line('date', formatGenealogyDate(occasion.date), LINE_MAX);
  const notice = occasion.notice;
  const lines: CardLine[] = [];
  const columns: CardColumn[] = [];
  if (notice) {
    lines.push(line('blessing', n.prayerFor, LINE_MAX, true));
    if (notice.opening.trim()) lines.push(line('opening', notice.opening, LINE_MAX));
    lines.push(heading, date);
    const prayer = [notice.prayer_mosque.trim(), notice.prayer_time.trim()].filter(Boolean).join('، ');
    if (prayer) lines.push(line('detail', words.prayer(prayer), LINE_MAX, true));
    for (const column of [
      condolenceColumn(n.menCondolence, notice.men),
      condolenceColumn(n.womenCondolence, notice.women),
    ]) {
      if (column) columns.push(column);
    }
  } else {
    lines.push(heading, date);
    const firstParagraph = occasion.body.split(/\n\s*\n/)[0]?.trim() ?? '';
    if (firstParagraph) lines.push(line('body', firstParagraph, BODY_MAX, true));
  }
  return {
    familyName: trimTitle(familyName, 40),
    kind: notice ? occasionMessages.noticeHeading : occasionMessages.kinds[occasion.kind],
    lines,
    columns,
  };
}

/**
 * A short digest of everything the card shows and of how it is drawn: the card's ETag, and the
 * `?v=` of the address the page gives, so a link preview that kept an older card asks again.
 */
export function shareCardVersion(content: ShareCardContent): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, content]))
    .digest('base64url')
    .slice(0, 16);
}

/** The card's address (the route is `/occasions/:id/card.png`), with its version. */
export function shareCardPath(id: number, version: string): string {
  return `/occasions/${id}/card.png?v=${version}`;
}
