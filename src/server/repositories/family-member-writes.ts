import type { Kysely, Transaction } from 'kysely';
import { branchMayWrite, branchMemberIds, type BranchWrite } from '#shared/family-tree/branch-scope.ts';
import { checkMemberLinksSteps, type MemberLink } from '#shared/family-tree/lineage-guard.ts';
import { sortableYear } from '#shared/format/genealogy-date.ts';
import type { SpouseLink } from '#shared/schemas/family-member.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import type { FieldErrors } from '#shared/schemas/input.ts';
import type { MemberLife } from '#shared/schemas/member-life.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import type { DialectName } from '../db/database';
import type { Database, FamilyMemberRow, MarriageRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { StaleVersion } from '../lib/record-version';
import { runYielding } from '../lib/yield-to-event-loop';
import {
  linksOf,
  marriagesOf,
  spousesByMember,
  withSpouses,
  writeMark,
  type Db,
  type MemberWithSpouses,
  type Touching,
} from './family-member-rows';
import { lockFamilyTree } from './family-tree-lock';
import { inTransaction } from './in-transaction';
import { lifeOf, lifeSignature, missingPlaces, writeEvents } from './member-life';
import { updateVersioned } from './versioned-write';

/** The member's links were refused by the rules (decision 013): one message per field. */
export class MemberLinksRefused extends Error {
  constructor(readonly fields: FieldErrors) {
    super('member links refused');
  }
}

/** A branch editor's write that would reach outside their branch (decision 022). */
export class OutsideBranch extends Error {
  constructor() {
    super('outside the branch');
  }
}

/**
 * What a save did to the member's life (decision 056): whether anything the public could be shown
 * of it changed, and the keepers' copy as it now is.
 */
export interface LifeSaved {
  lifeChanged: boolean;
  life: MemberLife;
}

/** Who is writing: a branch editor passes their chosen member, everyone else nothing. */
export interface WriteScope {
  branchRootId?: number | null;
}

async function assertInBranch(
  trx: Db,
  links: readonly MemberLink[],
  scope: WriteScope,
  id: number | null,
  write: BranchWrite | null,
): Promise<void> {
  const rootId = scope.branchRootId;
  if (rootId === undefined || rootId === null) return;
  const marriages = await trx.selectFrom('marriages').select(['husband_id', 'wife_id']).execute();
  const allowed = write
    ? branchMayWrite(links, marriages, rootId, id, write)
    : id !== null && branchMemberIds(links, marriages, rootId).has(id);
  if (!allowed) throw new OutsideBranch();
}

function toColumns(values: FamilyMemberValues) {
  return {
    name: values.name,
    generation: values.generation,
    parent_id: values.parent,
    mother_id: values.mother_id,
    gender: values.gender,
    surname: values.surname,
    name_prefix: values.name_prefix,
    name_suffix: values.name_suffix,
    birth: values.birth,
    death: values.death,
    birth_year: sortableYear(values.birth),
    death_year: sortableYear(values.death),
    role: values.role,
    image: values.image,
    bio: values.bio,
    // Absent (a client that does not know the field): the stored bullets stay.
    ...(values.highlights !== undefined ? { highlights: values.highlights } : {}),
    // Absent (older clients do not know it): a new member follows the site's rules, an
    // existing one keeps the admin's choice.
    ...(values.visibility ? { visibility: values.visibility } : {}),
    ...circleColumns(values),
    // Absent (a client that does not know the member's life): the stored places stay.
    ...(values.birth_place_id !== undefined ? { birth_place_id: values.birth_place_id } : {}),
    ...(values.death_place_id !== undefined ? { death_place_id: values.death_place_id } : {}),
  };
}

/** Whether the body says anything of the member's life (decision 056): places, events, a marriage's facts. */
function touchesLife(values: FamilyMemberValues): boolean {
  return (
    values.birth_place_id !== undefined ||
    values.death_place_id !== undefined ||
    values.events !== undefined ||
    (values.spouses ?? []).some((spouse) => spouse.married_on !== undefined || spouse.place_id !== undefined)
  );
}

/**
 * The member's life in a save (decision 056), begun before the member's row is written: the places
 * it names checked, and what the public could be shown of it read, to tell after the write whether
 * it changed. `write` saves the events once the row is there and answers the keepers' copy.
 */
async function lifeWrite(trx: Transaction<Database>, id: number | null, values: FamilyMemberValues) {
  const told = touchesLife(values);
  if (told) await assertPlacesExist(trx, values);
  const before = told && id !== null ? await lifeSignature(trx, id) : '';
  return {
    async write(row: FamilyMemberRow, now: string): Promise<LifeSaved> {
      if (values.events !== undefined) await writeEvents(trx, row.id, values.events, now);
      return {
        lifeChanged: told && (await lifeSignature(trx, row.id)) !== before,
        life: (await lifeOf(trx, [row])).get(row.id)!,
      };
    },
  };
}

/**
 * Refuses places that are not (or no longer) in the family's list, per field: another keeper may
 * have deleted one while this form was open.
 */
async function assertPlacesExist(trx: Db, values: FamilyMemberValues): Promise<void> {
  const fields: [string, (number | null | undefined)[]][] = [
    ['birth_place_id', [values.birth_place_id]],
    ['death_place_id', [values.death_place_id]],
    ['events', (values.events ?? []).map((event) => event.place_id)],
    ['spouses', (values.spouses ?? []).map((spouse) => spouse.place_id)],
  ];
  const missing = new Set(
    await missingPlaces(
      trx,
      fields.flatMap(([, ids]) => ids),
    ),
  );
  if (missing.size === 0) return;
  const refused: FieldErrors = {};
  for (const [field, ids] of fields) {
    if (ids.some((id) => typeof id === 'number' && missing.has(id))) {
      refused[field] = placesAdminMessages.validation.unknownPlace;
    }
  }
  throw new MemberLinksRefused(refused);
}

/** The keepers' fields of the family's circle the body carries; an absent one stays as stored. */
function circleColumns(values: FamilyMemberValues) {
  const { contact_phone, contact_email, contact_area, contact_visibility, relatives_see_full } = values;
  return {
    ...(contact_phone !== undefined ? { contact_phone } : {}),
    ...(contact_email !== undefined ? { contact_email } : {}),
    ...(contact_area !== undefined ? { contact_area } : {}),
    ...(contact_visibility !== undefined ? { contact_visibility } : {}),
    ...(relatives_see_full !== undefined ? { relatives_see_full: relatives_see_full ? 1 : 0 } : {}),
  };
}

/**
 * Older clients send one `spouse_id`; `spouses`, when sent, is the whole list (decision 013).
 * With `spouse_id` alone: a member with at most one marriage gets exactly that spouse (or none);
 * one with several keeps them, and a new spouse is added after them.
 */
/** A marriage the save keeps or makes, with its facts when the body gives them. */
type WantedSpouse = { id: number; ended: SpouseLink['ended']; married_on?: string; place_id?: number | null };

function requestedSpouses(values: FamilyMemberValues, current: readonly SpouseLink[]): WantedSpouse[] {
  const kept = current.map(({ id, ended }) => ({ id, ended }));
  if (values.spouses !== undefined) return values.spouses;
  const wanted = values.spouse_id;
  if (wanted === undefined) return kept;
  if (current.length <= 1) {
    if (wanted === null) return [];
    return [{ id: wanted, ended: current[0]?.id === wanted ? current[0].ended : null }];
  }
  if (wanted === null || current.some((link) => link.id === wanted)) return kept;
  return [...kept, { id: wanted, ended: null }];
}

/** Replaces the member's marriages by `wanted`, keeping what each kept marriage already records. */
async function writeMarriages(
  trx: Transaction<Database>,
  member: FamilyMemberRow,
  wanted: readonly WantedSpouse[],
  links: readonly MemberLink[],
): Promise<void> {
  const existing = await marriagesOf(trx, member.id);
  const spouseOf = (m: MarriageRow) => (m.husband_id === member.id ? m.wife_id : m.husband_id);
  const wantedIds = new Set(wanted.map((w) => w.id));
  const gone = existing.filter((m) => !wantedIds.has(spouseOf(m))).map((m) => m.id);
  if (gone.length > 0) await trx.deleteFrom('marriages').where('id', 'in', gone).execute();

  // One pass over every member's links, keeping only the spouses': a map of all 50,000 held
  // the thread for tens of milliseconds inside the write.
  const genderOf = new Map<number, FamilyMemberRow['gender']>();
  let isFather = false;
  for (const link of links) {
    if (wantedIds.has(link.id)) genderOf.set(link.id, link.gender ?? null);
    if (link.parent === member.id) isFather = true;
  }
  const now = nowIso();
  let wifeRank = 0;
  for (const { id: spouseId, ended, married_on, place_id } of wanted) {
    const facts = {
      ...(married_on !== undefined ? { married_on } : {}),
      ...(place_id !== undefined ? { place_id } : {}),
    };
    const found = existing.find((m) => spouseOf(m) === spouseId);
    const memberIsHusband = found
      ? found.husband_id === member.id
      : member.gender !== null
        ? member.gender === 'male'
        : genderOf.get(spouseId) !== null
          ? genderOf.get(spouseId) === 'female'
          : isFather || genderOf.get(spouseId) === null;
    // A man's list is his wives in order; a woman's new husband ranks her after his other wives.
    let order = found?.wife_order;
    if (memberIsHusband) order = ++wifeRank;
    else if (order === undefined) {
      const last = await trx
        .selectFrom('marriages')
        .select((eb) => eb.fn.max<number>('wife_order').as('n'))
        .where('husband_id', '=', spouseId)
        .executeTakeFirst();
      order = Number(last?.n ?? 0) + 1;
    }
    if (found) {
      await trx
        .updateTable('marriages')
        .set({ ended, wife_order: order, ...facts, updated_at: now })
        .where('id', '=', found.id)
        .execute();
    } else {
      await trx
        .insertInto('marriages')
        .values({
          husband_id: memberIsHusband ? member.id : spouseId,
          wife_id: memberIsHusband ? spouseId : member.id,
          wife_order: order,
          ended,
          ...facts,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}

/**
 * What a save reads and checks before it writes (decision 013): the member as it was, its
 * marriages, every member's links, the branch editor's scope and the link rules. Undefined for a
 * member that is gone; a refusal is thrown.
 */
async function planSave(
  from: Db,
  id: number | null,
  values: FamilyMemberValues,
  scope: WriteScope,
  expectedVersion: number | undefined,
): Promise<
  { current: SpouseLink[]; wanted: ReturnType<typeof requestedSpouses>; links: MemberLink[] } | undefined
> {
  let current: SpouseLink[] = [];
  let parentsBefore = { parent: null as number | null, mother_id: null as number | null };
  if (id !== null) {
    const before = await from
      .selectFrom('family_members')
      .select(['id', 'version', 'parent_id', 'mother_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return undefined;
    parentsBefore = { parent: before.parent_id, mother_id: before.mother_id };
    // Under the tree's lock nobody can save in between (decision 026); read before it, the
    // write mark tells whether anybody did.
    if (expectedVersion !== undefined && before.version !== expectedVersion) throw new StaleVersion();
    current = spousesByMember(await marriagesOf(from, id)).get(id) ?? [];
  }
  const links = await linksOf(from);
  const wanted = requestedSpouses(values, current);
  await assertInBranch(from, links, scope, id, {
    parent: values.parent,
    mother_id: values.mother_id,
    spouses: wanted.map((w) => w.id),
    parentBefore: parentsBefore.parent,
    motherBefore: parentsBefore.mother_id,
    spousesBefore: current.map((c) => c.id),
  });
  const refused = await runYielding(
    checkMemberLinksSteps(
      links,
      id,
      {
        parent: values.parent,
        mother_id: values.mother_id,
        gender: values.gender,
        spouses: wanted.map((w) => w.id),
      },
      values.spouses === undefined ? 'spouse_id' : 'spouses',
    ),
  );
  if (Object.keys(refused).length > 0) throw new MemberLinksRefused(refused);
  return { current, wanted, links };
}

/** A member's save and delete, each in one transaction under the family tree's lock. */
export function familyMemberWrites(db: Kysely<Database>, dialect: DialectName) {
  return {
    /**
     * Creates (`id` null) or updates a member and its marriages in one transaction, after the link
     * rules have passed on the links as they are inside it. Undefined when the member is gone;
     * throws MemberLinksRefused when a rule refuses.
     */
    async save(
      id: number | null,
      values: FamilyMemberValues,
      scope: WriteScope = {},
      expectedVersion?: number,
    ): Promise<(MemberWithSpouses & Touching & LifeSaved) | undefined> {
      // SQLite has one connection, and a transaction holds it from its first statement to its
      // commit: while a save read and checked every member's links inside its transaction, every
      // other request's query waited (the health check's among them). There the reads and checks
      // are made first, outside, and the transaction uses them when nothing was written meanwhile
      // (`writeMark`), else makes them again under the lock. PostgreSQL's other connections read
      // beside a transaction: everything is done inside it.
      const early =
        dialect === 'sqlite' && !db.isTransaction
          ? { mark: await writeMark(db), plan: await planSave(db, id, values, scope, expectedVersion) }
          : undefined;
      return inTransaction(db, async (trx) => {
        await lockFamilyTree(trx, dialect);
        const plan =
          early && (await writeMark(trx)) === early.mark
            ? early.plan
            : await planSave(trx, id, values, scope, expectedVersion);
        if (!plan) return undefined;
        const { current, wanted, links } = plan;
        const life = await lifeWrite(trx, id, values);
        const now = nowIso();
        const row =
          id === null
            ? await trx
                .insertInto('family_members')
                .values({ ...toColumns(values), created_at: now, updated_at: now })
                .returningAll()
                .executeTakeFirstOrThrow()
            : (await updateVersioned(
                trx,
                'family_members',
                id,
                { ...toColumns(values), updated_at: now },
                expectedVersion,
              ))!;
        await writeMarriages(trx, row, wanted, links);
        const saved = await withSpouses(trx, row);
        const touched = [row.id, ...current.map((link) => link.id), ...saved.spouses.map((link) => link.id)];
        return { ...saved, touched: [...new Set(touched)], ...(await life.write(row, now)) };
      });
    },

    /**
     * Records a death the keepers announced (a death notice's offer, docs/product.md#occasions): the
     * member's death field, only while it is empty, so a date written by hand is never replaced.
     * The member's row as it is after; undefined when the member is gone or already has a death.
     */
    async recordDeathIfEmpty(id: number, death: string): Promise<FamilyMemberRow | undefined> {
      return inTransaction(db, async (trx) => {
        await lockFamilyTree(trx, dialect);
        const current = await trx
          .selectFrom('family_members')
          .select('death')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current || current.death.trim() !== '') return undefined;
        const columns = { death, death_year: sortableYear(death), updated_at: nowIso() };
        return updateVersioned(trx, 'family_members', id, columns, undefined);
      });
    },

    /**
     * Deletes a member and its marriages in one transaction. 'has-children' when someone's father
     * or mother is this member (refused rather than orphaning them); false when it was gone.
     */
    async delete(id: number, scope: WriteScope = {}): Promise<Touching | false | 'has-children'> {
      return inTransaction(db, async (trx) => {
        await lockFamilyTree(trx, dialect);
        if (scope.branchRootId !== undefined && scope.branchRootId !== null) {
          const exists = await trx
            .selectFrom('family_members')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
          if (exists) await assertInBranch(trx, await linksOf(trx), scope, id, null);
        }
        const child = await trx
          .selectFrom('family_members')
          .select('id')
          .where((eb) => eb.or([eb('parent_id', '=', id), eb('mother_id', '=', id)]))
          .executeTakeFirst();
        if (child) return 'has-children';
        // The news items that named the member stay; only their link to the member goes (decision 016).
        await trx.deleteFrom('news_members').where('member_id', '=', id).execute();
        // Likewise an occasion that concerned the member stays, without its link to them.
        await trx.deleteFrom('occasion_members').where('member_id', '=', id).execute();
        // And a timeline entry that named them (decision 063).
        await trx.deleteFrom('history_timeline_members').where('member_id', '=', id).execute();
        // The member's events are the member's own; the places they named stay in the family's list.
        await trx.deleteFrom('member_events').where('member_id', '=', id).execute();
        const marriages = await marriagesOf(trx, id);
        await trx
          .deleteFrom('marriages')
          .where((eb) => eb.or([eb('husband_id', '=', id), eb('wife_id', '=', id)]))
          .execute();
        const result = await trx.deleteFrom('family_members').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        return { touched: [id, ...marriages.map((m) => (m.husband_id === id ? m.wife_id : m.husband_id))] };
      });
    },
  };
}
