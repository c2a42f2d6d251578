import { importGedcomMessages } from '#shared/messages/import-gedcom.ts';
import type { MemberEventKind } from '#shared/schemas/member-life.ts';
import type { ImportedCitation, ImportedEvent, ImportedPlaceDetail } from '../family-data';
import { readDateLine } from './gedcom7-date';
import { child, childrenTagged, type GedcomNode, type Unescape } from './gedcom-records';

// A person's life in a GEDCOM record (decision 056): where and when each event took place. The
// same structures in 5.5.1 and 7.0: an event's DATE and PLAC (with MAP LATI/LONG), TITL and OCCU
// with their text, RESI with a period, EVEN with its TYPE.

/** The INDI events and attributes kept as a member's events, by tag. */
export const EVENT_TAGS: Readonly<Record<string, MemberEventKind>> = {
  BURI: 'burial',
  CHR: 'christening',
  RESI: 'residence',
  OCCU: 'occupation',
  TITL: 'title',
  EVEN: 'other',
};

/**
 * An OCCU typed so is the member's role, the words the tree's card shows, not an occupation of the
 * life story: how the export writes the role so a re-import gives it back.
 */
export const ROLE_TYPE = 'Role';

export const isRole = (node: GedcomNode) =>
  node.tag === 'OCCU' && child(node, 'TYPE')?.value.trim().toLowerCase() === ROLE_TYPE.toLowerCase();

/** A DATE as the site keeps it, with GEDCOM 7's `PHRASE` under it (readDateLine). */
export function dateOf(event: GedcomNode, unescape: Unescape): string {
  const date = child(event, 'DATE');
  if (!date) return '';
  const phrase = child(date, 'PHRASE');
  return readDateLine(unescape(date.value).trim(), phrase && unescape(phrase.value).trim());
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A PLAC as written, its jurisdictions as the file separates them. */
export function placeOf(event: GedcomNode, unescape: Unescape): string {
  const place = child(event, 'PLAC');
  return place ? oneLine(unescape(place.value)) : '';
}

/** `N18.150944` / `S18.15` / `-18.15` as a signed decimal; null when unreadable or out of range. */
function coordinate(text: string | undefined, positive: string, negative: string, limit: number) {
  const match = /^([NSEW])?\s*([+-]?\d+(?:\.\d+)?)$/i.exec((text ?? '').trim());
  if (!match) return null;
  const hemisphere = match[1]?.toUpperCase();
  if (hemisphere && hemisphere !== positive && hemisphere !== negative) return null;
  const value = Number(match[2]) * (hemisphere === negative ? -1 : 1);
  return Math.abs(value) <= limit ? value : null;
}

/** The coordinates an event's place gives (PLAC MAP LATI/LONG), for the place it names. */
export function placeDetailOf(event: GedcomNode, unescape: Unescape): ImportedPlaceDetail | null {
  const place = child(event, 'PLAC');
  const map = place && child(place, 'MAP');
  if (!place || !map) return null;
  const latitude = coordinate(child(map, 'LATI')?.value, 'N', 'S', 90);
  const longitude = coordinate(child(map, 'LONG')?.value, 'E', 'W', 180);
  const name = placeOf(event, unescape);
  return latitude === null || longitude === null || name === '' ? null : { place: name, latitude, longitude };
}

/**
 * The date and place of the first event of that kind that carries a date, and its place or the
 * first other's (a second BIRT is often a source's variant, which may be the one with a place).
 */
export function eventFact(record: GedcomNode, tag: string, unescape: Unescape) {
  const events = childrenTagged(record, tag);
  const dated = events.find((event) => dateOf(event, unescape) !== '');
  const placed = [dated, ...events].find((event) => event && placeOf(event, unescape) !== '');
  return {
    date: dated ? dateOf(dated, unescape) : '',
    place: placed ? placeOf(placed, unescape) : '',
  };
}

/**
 * A residence's period split into its start and end: GEDCOM's `FROM … TO …`, or the family's words
 * «من … إلى …», which the export writes when the ends are no GEDCOM dates («1300هـ»). Any other
 * date stays as written.
 */
function periodOf(date: string): { date: string; endDate: string } {
  const period = /^(?:FROM\s+(.+?)\s+TO|من\s+(.+?)\s+إلى)\s+(.+)$/i.exec(date);
  return period ? { date: (period[1] ?? period[2])!, endDate: period[3]! } : { date, endDate: '' };
}

/**
 * The text an event carries: its payload; for a residence its address when it has no payload (5.5.1
 * gives RESI none); for an EVEN its TYPE before it.
 */
function valueOf(event: GedcomNode, text: (node: GedcomNode) => string, kind: MemberEventKind): string {
  if (kind === 'burial' || kind === 'christening') return '';
  const payload = oneLine(text(event));
  if (kind === 'residence') {
    const address = child(event, 'ADDR');
    return payload !== '' && payload.toUpperCase() !== 'Y' ? payload : address ? oneLine(text(address)) : '';
  }
  if (kind !== 'other') return payload;
  const typeNode = child(event, 'TYPE');
  const type = typeNode ? oneLine(text(typeNode)) : '';
  // The word 7.0's export gives the TYPE of an event with no words (gedcom-event-writer.ts).
  if (type === importGedcomMessages.otherEventType && payload === '') return '';
  return [type, payload].filter((part) => part !== '' && part.toUpperCase() !== 'Y').join(': ');
}

/**
 * The person's events in the file's order, each with the sources `cite` reads under it (decision
 * 060), and the coordinates their places give.
 */
export function eventsOf(
  record: GedcomNode,
  unescape: Unescape,
  text: (node: GedcomNode) => string,
  cite: (event: GedcomNode) => ImportedCitation[] = () => [],
): { events: ImportedEvent[]; details: ImportedPlaceDetail[] } {
  const events: ImportedEvent[] = [];
  const details: ImportedPlaceDetail[] = [];
  for (const node of record.children) {
    const kind = EVENT_TAGS[node.tag];
    if (!kind || isRole(node)) continue;
    const value = valueOf(node, text, kind);
    // An occupation or a title without its text says nothing.
    if ((kind === 'occupation' || kind === 'title') && value === '') continue;
    const stored = dateOf(node, unescape);
    const { date, endDate } = kind === 'residence' ? periodOf(stored) : { date: stored, endDate: '' };
    const citations = cite(node);
    events.push({
      kind,
      date,
      endDate,
      place: placeOf(node, unescape),
      value,
      ...(citations.length > 0 ? { citations } : {}),
    });
    const detail = placeDetailOf(node, unescape);
    if (detail) details.push(detail);
  }
  return { events, details };
}
