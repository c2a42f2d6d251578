import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { chainOf, olderNamesOf, placeKey, placeKeysOf } from '#shared/places/place-names.ts';
import type { DialectName } from '../db/database';
import type { Database, PlaceRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { StaleVersion } from '../lib/record-version';
import { auditRepository } from './audit-repository';
import { lockFamilyTree } from './family-tree-lock';
import { placeNodes } from './places-repository';
import { updateVersioned } from './versioned-write';

/** Why two places cannot be made one: the same place, or the kept one lies within the other. */
export class PlaceMergeRefused extends Error {
  constructor(readonly reason: 'same' | 'within') {
    super(`place merge refused: ${reason}`);
  }
}

/** The two places by id, and the versions the keeper saw (decision 026); absent: last write wins. */
export interface PlaceMergeValues {
  mergedId: number;
  intoId: number;
  version?: number;
  intoVersion?: number;
}

/** Who merged, for the change history's entry written inside the merge's transaction. */
export interface PlaceMergeActor {
  userId: number;
  username: string;
  ip: string;
}

/** How many rows now name the kept place instead of the merged one. */
export interface PlaceMergeMoved {
  births: number;
  deaths: number;
  marriages: number;
  events: number;
  places: number;
}

/**
 * The kept place's older names after the merge: its own, then the merged place's name and older
 * names that it does not already answer to, so a file or a search that still writes the merged
 * spelling («فريج القبلة», «Kuwait») finds the kept place.
 */
export function olderNamesAfterMerge(into: PlaceRow, merged: PlaceRow): string {
  const known = new Set(placeKeysOf(into.name, into.older_names));
  const names = olderNamesOf(into.older_names);
  for (const name of [merged.name, ...olderNamesOf(merged.older_names)]) {
    const key = placeKey(name);
    if (key === '' || known.has(key)) continue;
    known.add(key);
    names.push(name);
  }
  return names.join('\n');
}

type Trx = Transaction<Database>;

/** Every column that names a place points at `into` instead of `merged`; each row's version rises. */
async function moveReferences(trx: Trx, mergedId: number, intoId: number): Promise<PlaceMergeMoved> {
  const now = nowIso();
  const raised = sql<number>`version + 1`;
  const count = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);
  const counted = async (column: 'birth_place_id' | 'death_place_id') =>
    Number(
      (
        await trx
          .selectFrom('family_members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', mergedId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [births, deaths] = [await counted('birth_place_id'), await counted('death_place_id')];
  // One update per member, born and dead there alike: its version rises once, so a form opened
  // before the merge, naming a place that is gone, is a conflict rather than a refusal.
  const moved = (
    eb: ExpressionBuilder<Database, 'family_members'>,
    column: 'birth_place_id' | 'death_place_id',
  ) => eb.case().when(column, '=', mergedId).then(intoId).else(eb.ref(column)).end();
  await trx
    .updateTable('family_members')
    .set((eb) => ({
      birth_place_id: moved(eb, 'birth_place_id'),
      death_place_id: moved(eb, 'death_place_id'),
      version: raised,
      updated_at: now,
    }))
    .where((eb) => eb.or([eb('birth_place_id', '=', mergedId), eb('death_place_id', '=', mergedId)]))
    .execute();
  const marriages = await trx
    .updateTable('marriages')
    .set({ place_id: intoId, updated_at: now })
    .where('place_id', '=', mergedId)
    .executeTakeFirst();
  const events = await trx
    .updateTable('member_events')
    .set({ place_id: intoId, version: raised, updated_at: now })
    .where('place_id', '=', mergedId)
    .executeTakeFirst();
  const places = await trx
    .updateTable('places')
    .set({ parent_id: intoId, version: raised, updated_at: now })
    .where('parent_id', '=', mergedId)
    .executeTakeFirst();
  return {
    births,
    deaths,
    marriages: count(marriages),
    events: count(events),
    places: count(places),
  };
}

/** The two places, checked: undefined when either is gone; throws PlaceMergeRefused or StaleVersion. */
async function mergeablePair(trx: Trx, values: PlaceMergeValues) {
  const { mergedId, intoId } = values;
  if (mergedId === intoId) throw new PlaceMergeRefused('same');
  const rows = await trx.selectFrom('places').selectAll().where('id', 'in', [mergedId, intoId]).execute();
  const merged = rows.find((row) => row.id === mergedId);
  const into = rows.find((row) => row.id === intoId);
  if (!merged || !into) return undefined;
  const stale = (row: PlaceRow, seen: number | undefined) => seen !== undefined && row.version !== seen;
  if (stale(merged, values.version) || stale(into, values.intoVersion)) throw new StaleVersion();
  // The merged place's places within would move under one of their own.
  const nodes = await placeNodes(trx);
  const intoNode = nodes.get(intoId)!;
  if (chainOf(intoNode, nodes).some((link) => link.id === mergedId)) throw new PlaceMergeRefused('within');
  return { merged, into };
}

/**
 * Two copies of one place made one (decision 061): every birth, death, marriage and event there,
 * and every place within it, moves to the kept place, which learns the merged one's names; the
 * merged place is deleted. One transaction under the family tree's lock, as a member's save, and
 * one entry of the change history written inside it.
 */
export function placeMergeWrites(db: Kysely<Database>, dialect: DialectName) {
  return {
    merge(
      values: PlaceMergeValues,
      actor: PlaceMergeActor,
    ): Promise<{ into: PlaceRow; moved: PlaceMergeMoved } | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockFamilyTree(trx, dialect);
        const pair = await mergeablePair(trx, values);
        if (!pair) return undefined;
        const { merged, into } = pair;
        const moved = await moveReferences(trx, merged.id, into.id);
        const olderNames = olderNamesAfterMerge(into, merged);
        const coordinates =
          into.latitude === null ? { latitude: merged.latitude, longitude: merged.longitude } : {};
        const kept = await updateVersioned(
          trx,
          'places',
          into.id,
          {
            older_names: olderNames,
            name_key: placeKeysOf(into.name, olderNames).join('\n'),
            ...coordinates,
            updated_at: nowIso(),
          },
          undefined,
        );
        await trx.deleteFrom('places').where('id', '=', merged.id).execute();
        await auditRepository(trx).append({
          userId: actor.userId,
          username: actor.username,
          action: 'merge',
          recordType: 'place',
          recordId: into.id,
          summary: `merge place ${merged.id} into ${into.id}`,
          before: { merged, into },
          after: { ...kept, moved },
          ip: actor.ip,
        });
        return { into: kept!, moved };
      });
    },
  };
}
