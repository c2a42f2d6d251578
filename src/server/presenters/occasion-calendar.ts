import ical, { type ICalCalendar, type ICalEventData } from 'ical-generator';
import { kuwaitLocalToIso } from '#shared/format/kuwait-time.ts';
import { occasionCalendarMessages } from '#shared/messages/occasion-calendar.ts';
import { occasionMessages } from '#shared/messages/occasions.ts';
import { clockTimeIn, type ClockTime } from '#shared/occasions/clock-time.ts';
import { occasionHeading, occasionSummary } from '#shared/occasions/heading.ts';
import type { Condolence, Occasion } from '#shared/schemas/occasion.ts';
import type { OccasionWithMembers } from '../repositories/occasions-repository';
import { presentOccasion, type OccasionContext } from './occasions';

const m = occasionCalendarMessages.feed;

/** A funeral prayer is short; a calendar event needs an end, and half an hour holds it. */
const PRAYER_MINUTES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the feed is made for: whose it is, where the site is, and who reads it. */
export interface CalendarFeed {
  familyName: string;
  /** The site's absolute origin: the events' links, and the domain of their UIDs. */
  origin: string;
  /** A relative's private feed: the family-only occasions are in it. */
  relative: boolean;
}

/** A day (`yyyy-mm-dd`) as the instant a DATE value is written from (ical-generator reads its UTC day). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const daysAfter = (day: string, days: number) => new Date(dayStart(day).getTime() + days * DAY_MS);

/** The instant of a Kuwaiti clock time on a day; null for a day that is not one. */
function kuwaitInstant(day: string, time: ClockTime): Date | null {
  const pad = (value: number) => String(value).padStart(2, '0');
  const iso = kuwaitLocalToIso(`${day}T${pad(time.hour)}:${pad(time.minute)}`);
  return iso ? new Date(iso) : null;
}

const lines = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n');

function condolencePlace(condolence: Condolence): string {
  if (condolence.place === 'address') return condolence.address;
  return [m.diwan, condolence.address].filter(Boolean).join('، ');
}

/**
 * One occasion's events: the occasion itself on its day, and for a death notice the funeral
 * prayer when its time names a clock time, and each عزاء over its days. Each has a UID of its own
 * that never changes, and the occasion's version as its SEQUENCE, so a subscribed calendar
 * replaces an event the keeper edited instead of adding a second.
 */
function eventsOf(row: OccasionWithMembers, occasion: Occasion, origin: string): ICalEventData[] {
  const domain = new URL(origin).host;
  const link = `${origin}/occasions/${row.id}`;
  const common = {
    sequence: row.version - 1,
    // Without a METHOD, DTSTAMP is when the event was last revised (RFC 5545 §3.8.7.2): the feed
    // stays the same bytes, and keeps its ETag, until the occasion changes.
    stamp: new Date(row.updated_at),
    lastModified: new Date(row.updated_at),
    created: new Date(row.created_at),
    url: link,
  };
  const heading = occasionHeading(occasion);
  const kind = occasionMessages.kinds[row.kind];
  const notice = occasion.notice;
  const prayerTime = notice?.prayer_time ? clockTimeIn(notice.prayer_time) : null;
  const prayerAt = prayerTime && kuwaitInstant(row.date, prayerTime);
  const events: ICalEventData[] = [
    {
      ...common,
      id: `occasion-${row.id}@${domain}`,
      allDay: true,
      start: dayStart(row.date),
      end: daysAfter(row.date, 1),
      summary: heading === kind ? kind : `${kind}: ${heading}`,
      description: lines(
        occasionSummary(occasion),
        // A prayer whose time names no clock time is told here, in the family's words.
        notice && !prayerAt && notice.prayer_time && m.prayerTime(notice.prayer_time),
        notice?.prayer_mosque && m.mosque(notice.prayer_mosque),
        notice?.cemetery && m.cemetery(notice.cemetery),
        m.more(link),
      ),
    },
  ];
  if (!notice) return events;
  const phones = notice.phones.length > 0 && m.phones(notice.phones.join('، '));
  if (prayerAt) {
    events.push({
      ...common,
      id: `occasion-${row.id}-prayer@${domain}`,
      start: prayerAt,
      end: new Date(prayerAt.getTime() + PRAYER_MINUTES * 60_000),
      summary: m.prayer(heading),
      location: notice.prayer_mosque || null,
      description: lines(
        m.prayerTime(notice.prayer_time),
        notice.cemetery && m.cemetery(notice.cemetery),
        m.more(link),
      ),
    });
  }
  for (const side of ['men', 'women'] as const) {
    const condolence = notice[side];
    // The hours are the family's words («بعد صلاة العصر إلى العشاء»): all-day events over the
    // days, the hours in the text, rather than a time a calendar would have to guess (decision 053).
    events.push({
      ...common,
      id: `occasion-${row.id}-${side}@${domain}`,
      allDay: true,
      start: dayStart(condolence.starts_on),
      end: daysAfter(condolence.starts_on, condolence.days),
      summary: side === 'men' ? m.menCondolence(heading) : m.womenCondolence(heading),
      location: condolencePlace(condolence) || null,
      description: lines(
        condolence.hours && m.hours(condolence.hours),
        condolence.map_link && m.map(condolence.map_link),
        phones,
        m.more(link),
      ),
    });
  }
  return events;
}

/** The occasions as an iCalendar feed (RFC 5545) a phone's calendar subscribes to. */
export function occasionCalendar(
  rows: readonly OccasionWithMembers[],
  context: OccasionContext,
  feed: CalendarFeed,
): string {
  const name = feed.relative ? m.familyName(feed.familyName) : m.name(feed.familyName);
  const calendar: ICalCalendar = ical({
    name,
    prodId: { company: 'nasab', product: 'occasions', language: 'AR' },
    url: `${feed.origin}/occasions`,
  });
  // The days and times are Kuwait's: all-day events are Kuwaiti days, the prayer a UTC instant.
  calendar.x('X-WR-TIMEZONE', 'Asia/Kuwait');
  for (const row of rows) {
    const occasion = presentOccasion(row, context, feed.relative);
    for (const event of eventsOf(row, occasion, feed.origin)) calendar.createEvent(event);
  }
  return calendar.toString();
}
