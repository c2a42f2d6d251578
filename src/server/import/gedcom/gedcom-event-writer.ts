import { importGedcomMessages } from '#shared/messages/import-gedcom.ts';
import type { MemberEventKind } from '#shared/schemas/member-life.ts';
import type { ImportedEvent, ImportedPlaceDetail } from '../family-data';
import { isGedcomDate } from './gedcom-date';
import { ROLE_TYPE } from './gedcom-events';
import { type GedcomLineWriter, oneLine } from './gedcom-line-writer';

// A member's life written back as GEDCOM 5.5.1 or 7.0 (decisions 056, 062), so that readGedcom,
// and other programs, read the same events, dates and places.

const TAGS: Record<MemberEventKind, string> = {
  burial: 'BURI',
  christening: 'CHR',
  residence: 'RESI',
  occupation: 'OCCU',
  title: 'TITL',
  other: 'EVEN',
};

/** Where each written place lies on the map, by its text. */
export type PlaceCoordinates = ReadonlyMap<string, ImportedPlaceDetail>;

export function coordinatesOf(details: readonly ImportedPlaceDetail[] = []): PlaceCoordinates {
  return new Map(details.map((detail) => [detail.place, detail]));
}

/** A coordinate as GEDCOM writes it: the hemisphere's letter and the degrees (`N29.3759`). */
const degrees = (value: number, positive: string, negative: string) =>
  `${value < 0 ? negative : positive}${Math.abs(value)}`;

/** An event's DATE and PLAC (with its MAP when the place has coordinates), one level below it. */
export function writeEventDetail(
  out: GedcomLineWriter,
  level: number,
  { date, place }: { date: string; place: string },
  coordinates: PlaceCoordinates,
): void {
  if (oneLine(date) !== '') out.date(level, date);
  const written = oneLine(place);
  if (written === '') return;
  out.put(level, 'PLAC', written);
  const detail = coordinates.get(place);
  if (!detail) return;
  out.put(level + 1, 'MAP');
  out.put(level + 2, 'LATI', degrees(detail.latitude, 'N', 'S'));
  out.put(level + 2, 'LONG', degrees(detail.longitude, 'E', 'W'));
}

/**
 * A residence's period: `FROM … TO …` when both ends are GEDCOM dates, else the family's own words
 * («من 1300هـ إلى 1320هـ»), which the writer carries as a date phrase and the site reads again.
 */
function periodOf(date: string, endDate: string): string {
  const [from, to] = [oneLine(date), oneLine(endDate)];
  if (to === '') return from;
  const period = from === '' ? `TO ${to}` : `FROM ${from} TO ${to}`;
  if (isGedcomDate(period)) return period;
  return from === '' ? `حتى ${to}` : `من ${from} إلى ${to}`;
}

/** The member's role: an occupation typed so, which the reader takes back as the role. */
export function writeRole(out: GedcomLineWriter, role: string): void {
  if (role.trim() === '') return;
  out.put(1, 'OCCU', oneLine(role));
  out.put(2, 'TYPE', ROLE_TYPE);
}

/** Each event as its tag, with its text, date and place, and what `cite` writes of its sources. */
export function writeEvents(
  out: GedcomLineWriter,
  events: readonly ImportedEvent[],
  coordinates: PlaceCoordinates,
  cite: (event: ImportedEvent) => void = () => {},
): void {
  for (const event of events) {
    const tag = TAGS[event.kind];
    const value = oneLine(event.value);
    const told = oneLine(event.date) !== '' || oneLine(event.endDate) !== '' || oneLine(event.place) !== '';
    // An occupation or a title without its words says nothing (the reader skips it), and GEDCOM
    // 7.0 has no empty one.
    if ((event.kind === 'occupation' || event.kind === 'title') && value === '' && !told) continue;
    // 7.0 gives a residence its address as its text; 5.5.1 gives RESI no text, only an ADDR.
    const text = event.kind === 'residence' && out.version === '7.0' ? value : '';
    if (event.kind === 'occupation' || event.kind === 'title' || text !== '') out.put(1, tag, value);
    // GEDCOM's way to say an event happened with nothing known of it.
    else out.put(1, tag, told || value !== '' ? '' : 'Y');
    // 7.0 requires an EVEN's TYPE: an event without words gets the word the reader takes for none.
    if (event.kind === 'other' && (value !== '' || out.version === '7.0'))
      out.put(2, 'TYPE', value || importGedcomMessages.otherEventType);
    if (event.kind === 'residence' && value !== '' && text === '') out.put(2, 'ADDR', value);
    const date = event.kind === 'residence' ? periodOf(event.date, event.endDate) : event.date;
    writeEventDetail(out, 2, { date, place: event.place }, coordinates);
    cite(event);
  }
}
