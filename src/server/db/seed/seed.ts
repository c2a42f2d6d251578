// Seeds the demo content. Idempotent: it creates only what is missing, never deletes or duplicates,
// and builds every value through the shared schemas so it cannot bypass validation.
import { parseUploadReference, responsiveImageFiles } from '#shared/format/responsive-image.ts';
import { diwanInputSchema } from '#shared/schemas/diwan-input.ts';
import { familyMemberInputSchema } from '#shared/schemas/family-member-input.ts';
import { newsInputSchema } from '#shared/schemas/news-input.ts';
import { notablePersonInputSchema } from '#shared/schemas/notable-person-input.ts';
import { placeInputSchema } from '#shared/schemas/place-input.ts';
import { siteSettingsInputSchema } from '#shared/schemas/site-settings-input.ts';
import type { DemoContentRepository } from '#server/repositories/demo-content-repository.ts';
import type { DiwanRepository } from '#server/repositories/diwan-repository.ts';
import type { FamilyMembersRepository } from '#server/repositories/family-members-repository.ts';
import type { HistoryRepository } from '#server/repositories/history-repository.ts';
import type { NewsRepository } from '#server/repositories/news-repository.ts';
import type { NotablePeopleRepository } from '#server/repositories/notable-people-repository.ts';
import type { PlacesRepository } from '#server/repositories/places-repository.ts';
import type { SiteSettingsRepository } from '#server/repositories/site-settings-repository.ts';
import {
  demoDiwan,
  demoFamilyMembers,
  demoLives,
  demoNews,
  demoPlaces,
  demoNotablePeople,
  demoSiteSettings,
  type DemoFamilyMember,
} from './demo-content';
import { copyDemoImages } from './demo-images';
import { seedHistory, type DemoKeys } from './seed-history';
import { createRepositories } from '#server/repositories/index.ts';
import type { DatabaseHandle } from '../database';

export interface Repositories {
  news: NewsRepository;
  notablePeople: NotablePeopleRepository;
  familyMembers: FamilyMembersRepository;
  diwan: DiwanRepository;
  siteSettings: SiteSettingsRepository;
  /** Remembers what the seed creates, so it can be removed later (decision 017). */
  demoContent?: DemoContentRepository;
  /** The history page's content (decision 020). */
  history?: HistoryRepository;
  /** The family's places, which the demo's lives name (decision 056). */
  places?: PlacesRepository;
}

/** How many records of each kind one run created (0 when that kind already existed). */
export interface SeedReport {
  familyMembers: number;
  notablePeople: number;
  news: number;
  diwan: number;
  siteSettings: number;
  /** Demo image files written to the uploads directory. */
  images: number;
}

const UPLOADS_PREFIX = '/uploads/';

/** The demo image files that the given image references point at: each one's copies too. */
function imageFilesOf(images: readonly (string | null | undefined)[]): Set<string> {
  const files = new Set<string>();
  for (const image of images) {
    if (!image?.startsWith(UPLOADS_PREFIX)) continue;
    const named = parseUploadReference(image);
    if (!named) files.add(image.slice(UPLOADS_PREFIX.length));
    else for (const file of responsiveImageFiles(named.stem, named)) files.add(file.fileName);
  }
  return files;
}

async function writeImagesFor(uploadsDir: string, files: Set<string>): Promise<number> {
  if (files.size === 0) return 0;
  const written = await copyDemoImages(uploadsDir, (file) => files.has(file));
  return written.length;
}

function memberValues(
  member: DemoFamilyMember,
  parent: number | null,
  spouseId: number | null,
  motherId: number | null = null,
) {
  const { key: _key, parent: _parent, spouse: _spouse, mother: _mother, ...fields } = member;
  return familyMemberInputSchema.parse({ ...fields, parent, spouse_id: spouseId, mother_id: motherId });
}

/** The mother's key: given explicitly, else the father's own spouse. */
function motherKeyOf(member: DemoFamilyMember): string | undefined {
  if (member.mother !== undefined) return member.mother;
  if (member.parent === undefined) return undefined;
  return demoFamilyMembers.find((m) => m.key === member.parent)?.spouse;
}

/** Inserts the demo tree, parents first, then links the spouses once both exist; the ids by key. */
async function insertFamilyMembers(repo: FamilyMembersRepository): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const idOf = (key: string, of: string): number => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo family member "${of}" refers to "${key}" before it exists`);
    return id;
  };
  for (const member of demoFamilyMembers) {
    if (ids.has(member.key)) throw new Error(`Duplicate demo family member key "${member.key}"`);
    const parent = member.parent === undefined ? null : idOf(member.parent, member.key);
    const motherKey = motherKeyOf(member);
    const mother = motherKey === undefined ? null : idOf(motherKey, member.key);
    const saved = await repo.save(null, memberValues(member, parent, null, mother));
    ids.set(member.key, saved!.row.id);
  }
  for (const member of demoFamilyMembers) {
    if (member.spouse === undefined) continue;
    const parent = member.parent === undefined ? null : idOf(member.parent, member.key);
    const motherKey = motherKeyOf(member);
    const mother = motherKey === undefined ? null : idOf(motherKey, member.key);
    // One spouse each, as older clients send them: the husband of several wives ranks them as they are
    // listed.
    await repo.save(
      idOf(member.key, member.key),
      memberValues(member, parent, idOf(member.spouse, member.key), mother),
    );
  }
  return ids;
}

/**
 * The demo's places, then the lives that name them (decision 056), saved through the member's own
 * save like a keeper's form: the places by key, the ids of what was created.
 */
async function insertDemoLives(
  repos: Repositories & { places: PlacesRepository },
  memberIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const placeIds = new Map<string, number>();
  for (const place of demoPlaces) {
    const values = placeInputSchema.parse({
      name: place.name,
      older_names: place.olderNames ?? '',
      latitude: place.latitude ?? null,
      longitude: place.longitude ?? null,
      parent_id: place.parent === undefined ? null : placeIds.get(place.parent),
    });
    placeIds.set(place.key, (await repos.places.create(values)).id);
  }
  const placeOf = (key: string | undefined) => (key === undefined ? null : placeIds.get(key)!);
  for (const [key, life] of Object.entries(demoLives)) {
    const member = demoFamilyMembers.find((found) => found.key === key)!;
    const id = memberIds.get(key)!;
    const stored = (await repos.familyMembers.findWithSpouses(id))!;
    const values = familyMemberInputSchema.parse({
      ...memberValues(member, stored.row.parent_id, null, stored.row.mother_id),
      spouse_id: undefined,
      spouses: stored.spouses.map((spouse) => ({
        id: spouse.id,
        ended: spouse.ended,
        ...(life.marriage ? { married_on: life.marriage.date, place_id: placeOf(life.marriage.place) } : {}),
      })),
      birth_place_id: placeOf(life.birthPlace),
      death_place_id: placeOf(life.deathPlace),
      events: life.events.map((event) => ({
        kind: event.kind,
        date: event.date ?? '',
        end_date: event.endDate ?? '',
        place_id: placeOf(event.place),
        value: event.value ?? '',
      })),
    });
    await repos.familyMembers.save(id, values);
  }
  return placeIds;
}

/** Inserts each demo notable person whose exact name is absent. */
async function insertMissingNotablePeople(
  repo: NotablePeopleRepository,
  uploadsDir: string,
): Promise<{ ids: number[]; images: number }> {
  const missing = [];
  for (const person of demoNotablePeople) {
    const values = notablePersonInputSchema.parse(person);
    if ((await repo.findByName(values.name)) === undefined) missing.push(values);
  }
  const images = await writeImagesFor(uploadsDir, imageFilesOf(missing.map((person) => person.image)));
  const ids = [];
  for (const values of missing) ids.push((await repo.create(values)).id);
  return { ids, images };
}

/**
 * Seeds whatever demo content is missing: the family tree, notable people, news, the diwan and
 * the site settings; each only when absent. Images are written (when missing) for the records
 * this run creates, before the records that point at them.
 */
export async function seedDemoContent(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  uploadsDir: string,
): Promise<SeedReport> {
  // One transaction: a start killed halfway must not leave half a family that the next start,
  // seeing members, would not complete.
  return database.db
    .transaction()
    .execute((trx) => seedInto(createRepositories(trx, database.dialect), uploadsDir));
}

async function seedInto(repos: Repositories, uploadsDir: string): Promise<SeedReport> {
  const report: SeedReport = {
    familyMembers: 0,
    notablePeople: 0,
    news: 0,
    diwan: 0,
    siteSettings: 0,
    images: 0,
  };

  if ((await repos.siteSettings.get()) === undefined) {
    await repos.siteSettings.save(siteSettingsInputSchema.parse(demoSiteSettings));
    report.siteSettings = 1;
  }

  if ((await repos.diwan.get()) === undefined) {
    const diwan = await repos.diwan.save(diwanInputSchema.parse(demoDiwan));
    await repos.demoContent?.record('diwan_info', [diwan.id]);
    report.diwan = 1;
  }

  // The demo's members and places by key, when this seed creates them: its history names them.
  let demoKeys: DemoKeys | undefined;
  if ((await repos.familyMembers.count()) === 0) {
    const members = demoFamilyMembers.map((member) => memberValues(member, null, null));
    report.images += await writeImagesFor(uploadsDir, imageFilesOf(members.map((m) => m.image)));
    const byKey = await insertFamilyMembers(repos.familyMembers);
    const ids = [...byKey.values()];
    report.familyMembers = ids.length;
    if (repos.places) {
      const places = await insertDemoLives({ ...repos, places: repos.places }, byKey);
      await repos.demoContent?.record('places', [...places.values()]);
      demoKeys = { members: byKey, places };
    }
    const demoMembers = new Set(ids);
    const marriages = (await repos.familyMembers.listMarriages()).filter(
      (marriage) => demoMembers.has(marriage.husband_id) && demoMembers.has(marriage.wife_id),
    );
    await repos.demoContent?.record('family_members', ids);
    await repos.demoContent?.record(
      'marriages',
      marriages.map((marriage) => marriage.id),
    );
  }

  const people = await insertMissingNotablePeople(repos.notablePeople, uploadsDir);
  await repos.demoContent?.record('notable_people', people.ids);
  report.notablePeople = people.ids.length;
  report.images += people.images;

  if ((await repos.news.count()) === 0) {
    const news = demoNews.map((item) => newsInputSchema.parse(item));
    report.images += await writeImagesFor(uploadsDir, imageFilesOf(news.map((item) => item.image)));
    const ids = [];
    for (const item of news) ids.push((await repos.news.create(item)).id);
    // A fictional family's news is nobody's to be told of, on a new site or one seeded later.
    await repos.news.markAnnounced(ids);
    await repos.demoContent?.record('news', ids);
    report.news = news.length;
  }

  // The history page's texts, timeline and blocks (decision 020); their images count with the others.
  if (repos.history) {
    report.images += await seedHistory(
      repos.history,
      repos.demoContent,
      (images) => writeImagesFor(uploadsDir, imageFilesOf(images)),
      demoKeys,
    );
  }

  return report;
}

/** Inserts each demo notable person whose exact name is absent; returns how many were inserted. */
export async function seedNotablePeople(
  repos: Pick<Repositories, 'notablePeople' | 'demoContent'>,
  uploadsDir: string,
): Promise<number> {
  const { ids } = await insertMissingNotablePeople(repos.notablePeople, uploadsDir);
  await repos.demoContent?.record('notable_people', ids);
  return ids.length;
}
