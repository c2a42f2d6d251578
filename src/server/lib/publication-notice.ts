import type { FastifyInstance } from 'fastify';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { formatKuwaitPhone } from '#shared/format/phone.ts';
import { mailMessages } from '#shared/messages/mail.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { occasionHeading, occasionSummary } from '#shared/occasions/heading.ts';
import type { NotificationKind } from '#shared/push/kinds.ts';
import type { Condolence, DeathNotice } from '#shared/schemas/occasion.ts';
import type { NewsRow } from '../db/schema';
import { presentOccasion } from '../presenters/occasions';
import type { OccasionWithMembers } from '../repositories/occasions-repository';
import { occasionContext } from '../routes/public/occasions';

/**
 * What the family is told of one publication, whichever way (docs/product.md#notifications): a
 * push shows its title and summary, an e-mail all of it. Made once per publication.
 */
export interface PublicationNotice {
  /** Who asked for it: the occasion's kind, or `news`. */
  kind: NotificationKind;
  /** For the family alone: told only to relatives. */
  familyOnly: boolean;
  /** One item, one notification: a second of the same item replaces the first on a phone. */
  tag: string;
  /** The item's page on the site. */
  path: string;
  /** The kind as a reader names it («نعي», «زواج», «خبر جديد»). */
  kindLabel: string;
  title: string;
  /** The line a list shows. */
  summary: string;
  /** What an e-mail says below the summary: a death notice's parts, or the text's first paragraph. */
  details: string[];
  /** A death reaches a phone at once, even one saving its battery. */
  urgent: boolean;
}

const t = occasionMessages.notice;

/**
 * A phone number kept left to right inside an Arabic line, in a mail's text and its HTML alike
 * (Unicode's isolates): «+965 9988 7766» would otherwise show its groups in reverse order.
 */
const leftToRight = (phone: string) => `\u2066${formatKuwaitPhone(phone)}\u2069`;
const m = mailMessages;

function condolenceLine(side: string, condolence: Condolence): string {
  const place = condolence.place === 'diwan' ? [t.diwan, condolence.address] : [condolence.address];
  const days = `${t.days(condolence.days)} ${t.from(formatGenealogyDate(condolence.starts_on))}`;
  return m.condolence(side, [...place, condolence.hours, days].filter(Boolean).join('، '));
}

/** A death notice's parts, one a line, as the notice page lays them out. */
function noticeLines(notice: DeathNotice): string[] {
  const prayer = [notice.prayer_mosque && t.mosque(notice.prayer_mosque), notice.prayer_time].filter(Boolean);
  return [
    prayer.length > 0 && m.prayer(prayer.join('، ')),
    notice.cemetery && m.burial(notice.cemetery),
    condolenceLine(t.menCondolence, notice.men),
    condolenceLine(t.womenCondolence, notice.women),
    notice.phones.length > 0 && m.phones(notice.phones.map(leftToRight).join('، ')),
  ].filter((line): line is string => typeof line === 'string' && line !== '');
}

/**
 * An occasion's notice. A family-only one is presented as a relative reads it (decision 058): the
 * members by the names a relative may read. Decision 049 widens only what a relative sees of a
 * living member the public sees limited (dates, photo, text), never a name, so one notice serves
 * every relative.
 */
export async function occasionNotice(
  app: FastifyInstance,
  row: OccasionWithMembers,
): Promise<PublicationNotice> {
  const familyOnly = row.audience === 'family';
  const occasion = presentOccasion(row, await occasionContext(app), familyOnly);
  const kindLabel = row.kind === 'death' ? occasionMessages.noticeHeading : occasionMessages.kinds[row.kind];
  const paragraphs = occasion.body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  // The summary is a notice's opening line, else the text's first paragraph (heading.ts).
  const rest = occasion.notice?.deceased ? paragraphs : paragraphs.slice(1);
  return {
    kind: row.kind,
    familyOnly,
    tag: `occasion-${row.id}`,
    path: `/occasions/${row.id}`,
    kindLabel,
    title: occasionHeading(occasion),
    summary: occasionSummary(occasion),
    details: [
      formatGenealogyDate(occasion.date),
      ...rest,
      ...(occasion.notice ? noticeLines(occasion.notice) : []),
    ],
    urgent: row.kind === 'death',
  };
}

/** A news item's notice: its title and excerpt. */
export function newsNotice(row: NewsRow): PublicationNotice {
  return {
    kind: 'news',
    familyOnly: row.audience === 'family',
    tag: `news-${row.id}`,
    path: `/news/${row.id}`,
    kindLabel: m.newsKind,
    title: row.title,
    summary: row.excerpt.trim(),
    details: [],
    urgent: false,
  };
}
