import type { Transaction } from 'kysely';
import { sortableYear } from '#shared/format/genealogy-date.ts';
import { searchKey } from '#shared/search/arabic-names.ts';
import type { MemberEventInput } from '#shared/schemas/family-member-input.ts';
import type { MarriageFacts, MemberEvent, MemberLife } from '#shared/schemas/member-life.ts';
import type { Database, FamilyMemberRow, MemberEventRow } from '../db/schema';
import type { Db } from './family-member-rows';
import { labelsOf, placeNodes } from './places-repository';

// A member's life (decision 056): where the birth and the death of the member's row took place, its
// events, and where and when its marriages were made. Read for the keepers' form and the member's
// page; written inside the member's save, so one version, one change-history entry and one
// refusal cover the member and its life together.

export const presentMemberEvent = (row: MemberEventRow): MemberEvent => ({
  id: row.id,
  kind: row.kind,
  date: row.date,
  end_date: row.end_date,
  place_id: row.place_id,
  value: row.value,
  version: row.version,
});

/** The events of these members, each member's in the keeper's order. */
export async function eventsOf(db: Db, memberIds: readonly number[]): Promise<Map<number, MemberEventRow[]>> {
  const byMember = new Map<number, MemberEventRow[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('member_events')
    .selectAll()
    .where('member_id', 'in', memberIds)
    .orderBy('member_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byMember.get(row.member_id);
    if (list) list.push(row);
    else byMember.set(row.member_id, [row]);
  }
  return byMember;
}

/** Where and when each marriage of these members was made, seen from each of them. */
async function marriageFactsOf(db: Db, memberIds: readonly number[]): Promise<Map<number, MarriageFacts[]>> {
  const byMember = new Map<number, MarriageFacts[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('marriages')
    .select(['husband_id', 'wife_id', 'married_on', 'place_id'])
    .where((eb) => eb.or([eb('husband_id', 'in', memberIds), eb('wife_id', 'in', memberIds)]))
    .orderBy('id')
    .execute();
  const asked = new Set(memberIds);
  const add = (member: number, spouse: number, row: (typeof rows)[number]) => {
    if (!asked.has(member)) return;
    const facts = { spouse_id: spouse, married_on: row.married_on, place_id: row.place_id };
    byMember.set(member, [...(byMember.get(member) ?? []), facts]);
  };
  for (const row of rows) {
    add(row.husband_id, row.wife_id, row);
    add(row.wife_id, row.husband_id, row);
  }
  return byMember;
}

type LifeRow = Pick<FamilyMemberRow, 'id' | 'birth_place_id' | 'death_place_id'>;

/** The keepers' copy of each member's life, with the labels of every place it names. */
export async function lifeOf(db: Db, rows: readonly LifeRow[]): Promise<Map<number, MemberLife>> {
  const ids = rows.map((row) => row.id);
  const [events, marriages, nodes] = await Promise.all([
    eventsOf(db, ids),
    marriageFactsOf(db, ids),
    placeNodes(db),
  ]);
  const lives = new Map<number, MemberLife>();
  for (const row of rows) {
    const own = (events.get(row.id) ?? []).map(presentMemberEvent);
    const facts = marriages.get(row.id) ?? [];
    const named = [row.birth_place_id, row.death_place_id, ...own.map((e) => e.place_id)];
    named.push(...facts.map((fact) => fact.place_id));
    lives.set(row.id, {
      birth_place_id: row.birth_place_id,
      death_place_id: row.death_place_id,
      events: own,
      marriages: facts,
      places: labelsOf(
        named.filter((id): id is number => id !== null),
        nodes,
      ),
    });
  }
  return lives;
}

/** What of a member's life the public could be shown: compared before and after a save. */
export async function lifeSignature(db: Db, memberId: number): Promise<string> {
  const row = await db
    .selectFrom('family_members')
    .select(['id', 'birth_place_id', 'death_place_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return '';
  const [events, marriages] = await Promise.all([eventsOf(db, [memberId]), marriageFactsOf(db, [memberId])]);
  const told = (events.get(memberId) ?? []).map(({ kind, date, end_date, place_id, value }) => [
    kind,
    date,
    end_date,
    place_id,
    value,
  ]);
  return JSON.stringify([row.birth_place_id, row.death_place_id, told, marriages.get(memberId) ?? []]);
}

/** The ids of these places that do not exist. */
export async function missingPlaces(db: Db, ids: readonly (number | null | undefined)[]): Promise<number[]> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return [];
  const found = await db.selectFrom('places').select('id').where('id', 'in', wanted).execute();
  const existing = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !existing.has(id));
}

/** An event's columns as stored, from what the form sent. */
function eventColumns(event: MemberEventInput, sortOrder: number) {
  return {
    kind: event.kind,
    date: event.date,
    date_year: sortableYear(event.date) ?? sortableYear(event.end_date),
    // Only a residence has an end; another kind's is not kept.
    end_date: event.kind === 'residence' ? event.end_date : '',
    place_id: event.place_id,
    value: event.value,
    value_key: searchKey(event.value),
    sort_order: sortOrder,
  };
}

type EventColumns = ReturnType<typeof eventColumns>;
const sameEvent = (row: MemberEventRow, columns: EventColumns) =>
  (Object.keys(columns) as (keyof EventColumns)[]).every((key) => row[key] === columns[key]);

/**
 * Replaces the member's events by `events`, in their order: one sent with the id of one of the
 * member's events updates it (its version raised when anything changed), one without is added,
 * and the member's events not sent are removed. An id of another member's event is a new event.
 */
export async function writeEvents(
  trx: Transaction<Database>,
  memberId: number,
  events: readonly MemberEventInput[],
  now: string,
): Promise<void> {
  const stored = (await eventsOf(trx, [memberId])).get(memberId) ?? [];
  const byId = new Map(stored.map((row) => [row.id, row]));
  const kept = new Set<number>();
  for (const [position, event] of events.entries()) {
    const columns = eventColumns(event, position + 1);
    const current = event.id === undefined ? undefined : byId.get(event.id);
    if (current && !kept.has(current.id)) {
      kept.add(current.id);
      if (sameEvent(current, columns)) continue;
      await trx
        .updateTable('member_events')
        .set((eb) => ({ ...columns, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', current.id)
        .execute();
    } else {
      await trx
        .insertInto('member_events')
        .values({ ...columns, member_id: memberId, created_at: now, updated_at: now })
        .execute();
    }
  }
  const gone = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await trx.deleteFrom('member_events').where('id', 'in', gone).execute();
}
