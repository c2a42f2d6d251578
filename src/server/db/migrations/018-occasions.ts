import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { defaultNoticeWording } from '#shared/occasions/notice-wording.ts';
import type { DialectName } from '../database';

/**
 * Occasions (docs/product.md#occasions): a death notice, a wedding, a birth, a graduation, a family
 * gathering or another occasion, published like a news item (decision 016: `status`, `publish_at`,
 * `audience`), with the members it concerns.
 *
 * - a death notice's own parts, '' for the other kinds: the funeral prayer (`prayer_mosque`,
 *   `prayer_time`), the burial (`cemetery`), the men's and the women's عزاء (`men_*`, `women_*`: the
 *   place, `diwan` or `address`, with its address and map link, the hours as the family words them,
 *   the number of days and the first day, '' for the occasion's own) and the condolence phones
 *   (`phones`, one stored number a line, `+96599998888`).
 * - `occasions.announced_at`: when the occasion was first out (published and its time come), set
 *   once by the one place that announces publications; null until then.
 * - `occasion_members`: the members it concerns, in the keeper's order; no ON DELETE CASCADE, like
 *   `news_members`: the repositories delete a link with either side, on both databases alike.
 * - `site_settings.notice_*`: the family's wording of a death notice, data the owner edits.
 */
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/** One عزاء's columns: where, its map, its hours, how many days and from which day. */
function condolenceColumns<T extends CreateTableBuilder<string, never>>(table: T, side: 'men' | 'women'): T {
  return table
    .addColumn(`${side}_place`, 'text', (c) => c.notNull().defaultTo('diwan'))
    .addColumn(`${side}_address`, 'text', text)
    .addColumn(`${side}_map_url`, 'text', text)
    .addColumn(`${side}_hours`, 'text', text)
    .addColumn(`${side}_days`, 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn(`${side}_starts_on`, 'text', text) as T;
}

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('occasions')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prayer_mosque', 'text', text)
    .addColumn('prayer_time', 'text', text)
    .addColumn('cemetery', 'text', text)
    .$call((table) => condolenceColumns(condolenceColumns(table, 'men'), 'women'))
    .addColumn('phones', 'text', text)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('publish_at', 'text')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('announced_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The public list reads by date; the calendar a month at a time.
  await db.schema.createIndex('occasions_date_idx').on('occasions').column('date').execute();

  await db.schema
    .createTable('occasion_members')
    .addColumn('occasion_id', 'integer', (c) => c.notNull().references('occasions.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('family_members.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('occasion_members_pk', ['occasion_id', 'member_id'])
    .execute();
  // A member's page asks for the occasions concerning them.
  await db.schema
    .createIndex('occasion_members_member_idx')
    .on('occasion_members')
    .column('member_id')
    .execute();

  const wording = [
    ['notice_opening', defaultNoticeWording.opening],
    ['notice_honorific_male', defaultNoticeWording.honorificMale],
    ['notice_honorific_female', defaultNoticeWording.honorificFemale],
  ] as const;
  for (const [column, words] of wording) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(words))
      .execute();
  }
}
