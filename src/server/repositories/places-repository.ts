import { sql, type Kysely } from 'kysely';
import { chainOf, fullPlaceName, placeKeysOf } from '#shared/places/place-names.ts';
import type { PlaceLabel } from '#shared/schemas/member-life.ts';
import type { PlaceValues } from '#shared/schemas/place-input.ts';
import type { Database, PlaceRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { placeReferences, type PlaceReference } from './place-references';
import type { Db } from './family-member-rows';
import { updateVersioned } from './versioned-write';

/** A place saved inside itself, directly or through the places it lies within: refused. */
export class PlaceLoop extends Error {
  constructor() {
    super('a place inside itself');
  }
}

/** A place saved within a place that is not (or no longer) in the list. */
export class PlaceParentMissing extends Error {
  constructor() {
    super('parent place missing');
  }
}

/** A place still named by a fact or holding another place: refused rather than losing them. */
export class PlaceInUse extends Error {
  constructor(
    /** The members with a fact there. */
    readonly members: number,
    /** The places that lie directly within it. */
    readonly within: number,
  ) {
    super('place in use');
  }
}

/** A place with what the chain needs: the matcher's and the labels' shape. */
export interface PlaceNode {
  id: number;
  name: string;
  parentId: number | null;
}

const nodeOf = (row: Pick<PlaceRow, 'id' | 'name' | 'parent_id'>): PlaceNode => ({
  id: row.id,
  name: row.name,
  parentId: row.parent_id,
});

/** Every place by id, in the chain's shape. */
export async function placeNodes(db: Db): Promise<Map<number, PlaceNode>> {
  const rows = await db.selectFrom('places').select(['id', 'name', 'parent_id']).execute();
  return new Map(rows.map((row) => [row.id, nodeOf(row)]));
}

/** The label of each place asked for that exists: its name and the places it lies within. */
export function labelsOf(ids: Iterable<number>, nodes: ReadonlyMap<number, PlaceNode>): PlaceLabel[] {
  const labels: PlaceLabel[] = [];
  for (const id of new Set(ids)) {
    const node = nodes.get(id);
    if (node) labels.push({ id, name: node.name, full_name: fullPlaceName(node, nodes) });
  }
  return labels;
}

function toColumns(values: PlaceValues) {
  return {
    name: values.name,
    older_names: values.older_names,
    name_key: placeKeysOf(values.name, values.older_names).join('\n'),
    latitude: values.latitude,
    longitude: values.longitude,
    parent_id: values.parent_id,
  };
}

/** How many facts, timeline entries and places name each place (place-references.ts). */
async function usesOf(db: Db, id?: number): Promise<Map<number, number>> {
  const counted = ({ table, column }: PlaceReference) =>
    db
      .selectFrom(table)
      .select([sql<number>`${sql.ref(column)}`.as('place'), (eb) => eb.fn.countAll<number>().as('n')])
      .where(sql.ref(column), id === undefined ? 'is not' : '=', id ?? null)
      .groupBy(sql.ref(column))
      .execute();
  const parts = await Promise.all(placeReferences.map(counted));
  const uses = new Map<number, number>();
  for (const part of parts) {
    for (const { place, n } of part) uses.set(Number(place), (uses.get(Number(place)) ?? 0) + Number(n));
  }
  return uses;
}

/**
 * How many members have a fact at each place (born, died, married, or an event there): the
 * keepers' list says how many people a rename or a merge changes, which the count of facts does not.
 */
async function membersAt(db: Db): Promise<Map<number, number>> {
  const { rows } = await sql<{ place: number; n: number }>`
    select place, count(distinct member) as n from (
      select birth_place_id as place, id as member from family_members where birth_place_id is not null
      union all select death_place_id, id from family_members where death_place_id is not null
      union all select place_id, member_id from member_events where place_id is not null
      union all select place_id, husband_id from marriages where place_id is not null
      union all select place_id, wife_id from marriages where place_id is not null
    ) as facts group by place`.execute(db);
  return new Map(rows.map(({ place, n }) => [Number(place), Number(n)]));
}

/** The family's places (decision 056): the keepers' list and form, and what facts name. */
export function placesRepository(db: Kysely<Database>) {
  /** Refuses a parent that is not in the list, or that is the place itself or lies within it. */
  async function assertParent(id: number | null, parentId: number | null) {
    if (parentId === null) return;
    const nodes = await placeNodes(db);
    const parent = nodes.get(parentId);
    if (!parent) throw new PlaceParentMissing();
    if (id !== null && chainOf(parent, nodes).some((link) => link.id === id)) throw new PlaceLoop();
  }

  return {
    /** Every place, by name. */
    list(): Promise<PlaceRow[]> {
      return db.selectFrom('places').selectAll().orderBy('name').orderBy('id').execute();
    },
    find(id: number): Promise<PlaceRow | undefined> {
      return db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
    },
    nodes: () => placeNodes(db),
    /** How many facts and places name each place; one place's alone with `id`. */
    uses: (id?: number) => usesOf(db, id),
    /** How many members have a fact at each place. */
    membersAt: () => membersAt(db),
    async create(values: PlaceValues): Promise<PlaceRow> {
      await assertParent(null, values.parent_id);
      const now = nowIso();
      return db
        .insertInto('places')
        .values({ ...toColumns(values), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** With `expectedVersion`, a compare-and-set (decision 026); throws PlaceLoop for a place inside itself. */
    async update(id: number, values: PlaceValues, expectedVersion?: number): Promise<PlaceRow | undefined> {
      await assertParent(id, values.parent_id);
      return updateVersioned(
        db,
        'places',
        id,
        { ...toColumns(values), updated_at: nowIso() },
        expectedVersion,
      );
    },
    /** False when already gone; throws PlaceInUse while anything names it. */
    async delete(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const uses = (await usesOf(trx, id)).get(id) ?? 0;
        if (uses > 0) {
          const within = await trx
            .selectFrom('places')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('parent_id', '=', id)
            .executeTakeFirstOrThrow();
          throw new PlaceInUse((await membersAt(trx)).get(id) ?? 0, Number(within.n));
        }
        const result = await trx.deleteFrom('places').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}
export type PlacesRepository = ReturnType<typeof placesRepository>;
