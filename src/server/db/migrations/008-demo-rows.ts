import type { Kysely } from 'kysely';
import { demoDiwan, demoFamilyMembers, demoNews, demoNotablePeople } from '../seed/demo-content';

/**
 * Which rows the demo seed created (decision 017): «إزالة المحتوى التجريبي» removes exactly those,
 * never a record the family added beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_rows')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_rows_pk', ['table_name', 'row_id'])
    .execute();
  await recordSeededDemoRows(db);
}

// Written against the tables as this migration finds them (decision 013's habit).
interface Tables {
  family_members: {
    id: number;
    name: string;
    generation: number;
    parent_id: number | null;
    import_batch_id: number | null;
  };
  marriages: { id: number; husband_id: number; wife_id: number; import_batch_id: number | null };
  notable_people: { id: number; name: string; position: string };
  news: { id: number; title: string; date: string };
  diwan_info: { id: number; address: string; contact_phone: string };
  demo_rows: { table_name: string; row_id: number };
}

/**
 * A site seeded before this migration kept no record of its demo (decision 017): the rows that
 * still are the demo's exactly are recorded now, once. A member counts when his name, generation
 * and father are the demo's and no import brought him; a marriage when both are demo members; a
 * notable person by name and position; a news item by title and date; the diwan by its address
 * and phone. Anything the family changed or added stays theirs.
 */
export async function recordSeededDemoRows(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Tables>;
  const record = async (table: keyof Tables, ids: number[]) => {
    if (ids.length === 0) return;
    await db
      .insertInto('demo_rows')
      .values(ids.map((row_id) => ({ table_name: table, row_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  };

  const members = await db
    .selectFrom('family_members')
    .select(['id', 'name', 'generation', 'parent_id', 'import_batch_id'])
    .where('import_batch_id', 'is', null)
    .orderBy('id')
    .execute();
  // The demo lists parents first: each member is looked for under his father's match.
  const idByKey = new Map<string, number>();
  const taken = new Set<number>();
  for (const demo of demoFamilyMembers) {
    const parentId = demo.parent === undefined ? null : idByKey.get(demo.parent);
    if (parentId === undefined) continue;
    const match = members.find(
      (row) =>
        !taken.has(row.id) &&
        row.name === demo.name &&
        row.generation === demo.generation &&
        row.parent_id === parentId,
    );
    if (!match) continue;
    idByKey.set(demo.key, match.id);
    taken.add(match.id);
  }
  await record('family_members', [...taken]);

  if (taken.size > 0) {
    const marriages = await db
      .selectFrom('marriages')
      .select(['id', 'husband_id', 'wife_id'])
      .where('import_batch_id', 'is', null)
      .execute();
    await record(
      'marriages',
      marriages.filter((m) => taken.has(m.husband_id) && taken.has(m.wife_id)).map((m) => m.id),
    );
  }

  const people = await db.selectFrom('notable_people').select(['id', 'name', 'position']).execute();
  await record(
    'notable_people',
    people
      .filter((row) => demoNotablePeople.some((p) => p.name === row.name && p.position === row.position))
      .map((row) => row.id),
  );

  const news = await db.selectFrom('news').select(['id', 'title', 'date']).execute();
  await record(
    'news',
    news
      .filter((row) => demoNews.some((item) => item.title === row.title && item.date === row.date))
      .map((row) => row.id),
  );

  const diwan = await db.selectFrom('diwan_info').select(['id', 'address', 'contact_phone']).execute();
  await record(
    'diwan_info',
    diwan
      .filter((row) => row.address === demoDiwan.address && row.contact_phone === demoDiwan.contact_phone)
      .map((row) => row.id),
  );
}
