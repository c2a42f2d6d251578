import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isFemale } from '#shared/family-tree/members.ts';
import type { DialectName } from '../database';

// Written against the tables as this migration finds them, not against today's types: a later
// change of the types must not change what this migration did.
interface MemberBefore {
  id: number;
  name: string;
  gender: 'male' | 'female' | null;
  spouse_id: number | null;
  parent_id: number | null;
}

/**
 * Marriages become records (decision 013): a man with several wives, a widow or a divorcee who
 * married again. `family_members.spouse_id` could hold one link; each of its links becomes a
 * marriage here and the column is emptied (SQLite cannot drop a column that has a foreign key),
 * so nothing reads a stale copy. The API still answers `spouse_id`, derived from the marriages.
 *
 * Also: the sortable years beside the dates as written, the surname a GEDCOM file carries, and
 * the import batch each imported member and marriage belongs to (so an import can be undone).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await db.schema
    .createTable('import_batches')
    .addColumn('id', idType, id)
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', text)
    .addColumn('members', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('marriages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .execute();

  await db.schema
    .createTable('marriages')
    .addColumn('id', idType, id)
    .addColumn('husband_id', 'integer', (c) => c.notNull().references('family_members.id'))
    .addColumn('wife_id', 'integer', (c) => c.notNull().references('family_members.id'))
    // 1 for his first wife, 2 for the second…
    .addColumn('wife_order', 'integer', (c) => c.notNull().defaultTo(1))
    // null while the marriage lasts; 'widowed' or 'divorced'.
    .addColumn('ended', 'text')
    .addColumn('married_on', 'text', text)
    .addColumn('ended_on', 'text', text)
    .addColumn('import_batch_id', 'integer', (c) => c.references('import_batches.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('marriages_couple_unique', ['husband_id', 'wife_id'])
    .execute();
  await db.schema.createIndex('marriages_wife_idx').on('marriages').column('wife_id').execute();

  await db.schema.alterTable('family_members').addColumn('surname', 'text', text).execute();
  for (const column of ['birth_year', 'death_year'] as const) {
    await db.schema.alterTable('family_members').addColumn(column, 'integer').execute();
  }
  await db.schema
    .alterTable('family_members')
    .addColumn('import_batch_id', 'integer', (c) => c.references('import_batches.id'))
    .execute();
  await db.schema
    .createIndex('family_members_mother_idx')
    .ifNotExists()
    .on('family_members')
    .column('mother_id')
    .execute();

  await moveSpouseLinksToMarriages(db);
}

async function moveSpouseLinksToMarriages(db: Kysely<unknown>): Promise<void> {
  const anyDb = db as Kysely<{ family_members: MemberBefore; marriages: Record<string, unknown> }>;
  const members = await anyDb
    .selectFrom('family_members')
    .select(['id', 'name', 'gender', 'spouse_id', 'parent_id'])
    .orderBy('id')
    .execute();
  const byId = new Map(members.map((m) => [m.id, m]));
  const fathers = new Set(members.map((m) => m.parent_id).filter((id): id is number => id !== null));
  /** Which of the two is the husband: by gender, then by fathering a child, then by the name. */
  const husbandFirst = (a: MemberBefore, b: MemberBefore): [MemberBefore, MemberBefore] => {
    if (a.gender !== null || b.gender !== null) {
      return a.gender === 'male' || b.gender === 'female' ? [a, b] : [b, a];
    }
    if (fathers.has(a.id) !== fathers.has(b.id)) return fathers.has(a.id) ? [a, b] : [b, a];
    return isFemale(a) && !isFemale(b) ? [b, a] : [a, b];
  };

  const couples = new Map<string, { husband: MemberBefore; wife: MemberBefore }>();
  for (const member of members) {
    const spouse = member.spouse_id === null ? undefined : byId.get(member.spouse_id);
    if (!spouse || spouse.id === member.id) continue;
    const [husband, wife] = husbandFirst(member, spouse);
    couples.set(`${husband.id}:${wife.id}`, { husband, wife });
  }
  // His wives in the order the tree showed them: the one his own link names, then the others.
  const wivesOf = new Map<number, MemberBefore[]>();
  for (const { husband, wife } of couples.values()) {
    const wives = wivesOf.get(husband.id) ?? [];
    wives.push(wife);
    wivesOf.set(husband.id, wives);
  }
  const now = new Date().toISOString();
  for (const [husbandId, wives] of wivesOf) {
    const own = byId.get(husbandId)!.spouse_id;
    wives.sort((a, b) => Number(b.id === own) - Number(a.id === own) || a.id - b.id);
    for (const [index, wife] of wives.entries()) {
      await anyDb
        .insertInto('marriages')
        .values({
          husband_id: husbandId,
          wife_id: wife.id,
          wife_order: index + 1,
          ended: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
  await anyDb
    .updateTable('family_members')
    .set({ spouse_id: null })
    .where(sql<boolean>`spouse_id is not null`)
    .execute();
}
