import { z } from 'zod';
import { historyAdminMessages } from '../messages/history-admin';
import { idSchema, imageReference, optionalText, recordVersion, requiredText } from './input';

const m = historyAdminMessages;

/** Years the timeline accepts: the Hijri conversion needs a year after the Hijra to say anything. */
export const MIN_HISTORY_YEAR = 1;
export const MAX_HISTORY_YEAR = 2200;

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A Gregorian year as the form holds it (text, possibly in Arabic-Indic digits) or as a client
 * sends it (a number); empty or absent is no year.
 */
const yearInput = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null) return null;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return null;
    const latin = text.replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
    const year = /^\d{1,4}$/.test(latin) ? Number(latin) : NaN;
    if (!Number.isInteger(year) || year < MIN_HISTORY_YEAR || year > MAX_HISTORY_YEAR) {
      context.addIssue({ code: 'custom', message: m.timeline.yearInvalid });
      return z.NEVER;
    }
    return year;
  });

/** A timeline entry names at most this many members (a generation's, not the whole tree). */
export const MAX_HISTORY_ENTRY_MEMBERS = 50;

/** The members the entry names, in the keeper's order, each once (decision 063). Absent: unchanged. */
const memberIds = z
  .array(idSchema(m.timeline.invalidMember), { error: m.timeline.invalidMember })
  .max(MAX_HISTORY_ENTRY_MEMBERS, m.timeline.tooManyMembers(MAX_HISTORY_ENTRY_MEMBERS))
  .transform((ids) => [...new Set(ids)])
  .optional();

/** One of the family's places, none (null, ''), or absent: the stored one stays. */
const placeId = z
  .union([z.null(), z.literal(''), idSchema(m.timeline.unknownPlace)], { error: m.timeline.unknownPlace })
  .transform((value) => (typeof value === 'number' ? value : null))
  .optional();

/**
 * Body of the timeline entry create and update calls. `member_ids` and `place_id` came with
 * decision 063 and are optional: an older client's save leaves them as they were.
 */
export const historyEntryInputSchema = z.object({
  year: yearInput,
  period: optionalText(100),
  title: requiredText(200, m.timeline.titleRequired),
  summary: optionalText(1_000),
  body: optionalText(20_000),
  image: imageReference,
  on_home: z.boolean().optional().default(false),
  member_ids: memberIds,
  place_id: placeId,
  version: recordVersion,
});
export type HistoryEntryInput = z.input<typeof historyEntryInputSchema>;
export type HistoryEntryValues = z.output<typeof historyEntryInputSchema>;

/** Body of the text block create and update calls. */
export const historyBlockInputSchema = z.object({
  title: requiredText(200, m.blocks.titleRequired),
  body: optionalText(20_000),
  version: recordVersion,
});
export type HistoryBlockInput = z.input<typeof historyBlockInputSchema>;
export type HistoryBlockValues = z.output<typeof historyBlockInputSchema>;

/** Body of the page texts' save. */
export const historyPageInputSchema = z.object({
  intro: optionalText(3_000),
  home_intro: optionalText(1_000),
  map_image: imageReference,
  map_alt: optionalText(300),
  map_caption: optionalText(300),
  version: recordVersion,
});
export type HistoryPageInput = z.input<typeof historyPageInputSchema>;
export type HistoryPageValues = z.output<typeof historyPageInputSchema>;

/** Body of a reorder: every stored id once, in the new order. */
export const historyReorderInputSchema = z.object({
  ids: z.array(idSchema()).max(1_000),
});
export type HistoryReorderValues = z.output<typeof historyReorderInputSchema>;
