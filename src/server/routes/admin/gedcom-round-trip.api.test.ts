import { describe, expect, it, onTestFinished } from 'vitest';
import { sampleGedcom } from '#server/test/sample-gedcom.ts';
import { api } from '#shared/api-paths.ts';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { familyDataFromRows } from '#server/import/family-data-from-rows.ts';
import { fileForm, gedcomDatesAndTitles, gedcomFamily } from '#server/test/family-files.ts';
import { gedcomSevenWithSources, gedcomWithSources } from '#server/test/gedcom-sources.ts';
import { request } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/**
 * The site's own GEDCOM samples (the test families and the benchmarks' generated ones, in Arabic,
 * in Latin letters and in ANSEL) imported, exported, and the export imported into an empty site:
 * every member, with the name's prefix and suffix and every date, every father and mother, every
 * marriage with its order, end, dates and place, every place of a birth or a death and every event
 * (decision 056) must come back as they were.
 */
const SAMPLES: [name: string, file: string | Uint8Array][] = [
  ['the test family', gedcomFamily],
  ['dates of every kind, names with a title and a suffix', gedcomDatesAndTitles],
  ['a generated family in Arabic', sampleGedcom({ people: 80, seed: 21 }).bytes],
  [
    'a generated family in Latin letters, in ANSEL',
    sampleGedcom({ people: 60, seed: 22, ansel: true, maxWives: 4 }).bytes,
  ],
];

/** The family as the database holds it, ids left out: each person named by name and birth. */
async function storedFamily(site: TestServer) {
  const repo = site.app.repos.familyMembers;
  const { people, marriages } = familyDataFromRows(await repo.list(), await repo.listMarriages(), {
    events: await repo.listEvents(),
    places: await site.app.repos.places.list(),
  });
  const byKey = new Map(people.map((person) => [person.key, person]));
  const who = (key: string | null) => {
    const person = key === null ? undefined : byKey.get(key);
    return person ? `${person.name} (${person.birth})` : null;
  };
  return people
    .map((person) => ({
      prefix: person.namePrefix,
      name: person.name,
      suffix: person.nameSuffix,
      surname: person.surname,
      gender: person.gender,
      birth: person.birth,
      death: person.death,
      role: person.role,
      bio: person.bio,
      birthPlace: person.birthPlace,
      deathPlace: person.deathPlace,
      events: person.events,
      visibility: person.visibility,
      father: who(person.fatherKey),
      mother: who(person.motherKey),
      // A man's wives in his order, each with how and when the marriage began and ended.
      wives: marriages
        .filter((marriage) => marriage.husbandKey === person.key)
        .sort((a, b) => a.order - b.order)
        .map((marriage) => ({
          wife: who(marriage.wifeKey),
          order: marriage.order,
          ended: marriage.ended,
          married: marriage.married,
          endedOn: marriage.endedOn,
          place: marriage.place,
        })),
    }))
    .map((member) => JSON.stringify(member))
    .sort();
}

/** The sources as stored, and each citation as what it says of whom: ids left out. */
async function storedSources(site: TestServer) {
  const { db } = site.app.database;
  const sources = await db
    .selectFrom('sources')
    .select(['id', 'kind', 'title', 'author', 'details', 'is_public'])
    .orderBy('id')
    .execute();
  const titleOf = new Map(sources.map((row) => [row.id, row.title]));
  const rows = await db
    .selectFrom('citations as c')
    .leftJoin('family_members as m', 'm.id', 'c.member_id')
    .leftJoin('marriages as mr', 'mr.id', 'c.marriage_id')
    .leftJoin('family_members as h', 'h.id', 'mr.husband_id')
    .leftJoin('member_events as e', 'e.id', 'c.event_id')
    .leftJoin('family_members as em', 'em.id', 'e.member_id')
    .select([
      'c.source_id',
      'c.fact',
      'c.page',
      'c.note',
      'm.name as member',
      'h.name as husband',
      'e.kind as event',
      'em.name as eventMember',
    ])
    .execute();
  return {
    sources: sources.map(({ id: _id, ...source }) => source),
    citations: rows.map((row) => JSON.stringify({ ...row, source_id: titleOf.get(row.source_id) })).sort(),
  };
}

async function importInto(site: TestServer, file: string | Uint8Array, name: string) {
  const res = await request(site, 'POST', api.admin.import.gedcom, {
    token: site.token,
    body: fileForm(file, name),
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe('GEDCOM round trip: import, export, import into an empty site', () => {
  // Each test's sites close when it ends: held to the end of the file, the 28 sites' connections
  // passed PostgreSQL's hundred ("too many clients already").
  const emptySite = async () => {
    const site = await startTestServer({ seedDemo: false });
    onTestFinished(() => site.close());
    return site;
  };

  const VERSIONS = ['5.5.1', '7.0'] as const;
  /** The family exported as GEDCOM in that version, through the route. */
  const exportOf = async (site: TestServer, version: (typeof VERSIONS)[number]) => {
    const exported = await fetch(`${site.baseURL}${api.admin.export.gedcom}?version=${version}`, {
      headers: { authorization: `Bearer ${site.token}` },
    });
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 40))).toContain(`2 VERS ${version}\r\n`);
    return bytes;
  };

  it.each(SAMPLES.flatMap(([name, file]) => VERSIONS.map((version) => ({ name, file, version }))))(
    '$name, exported as GEDCOM $version',
    async ({ name, file, version }) => {
      const source = await emptySite();
      await importInto(source, file, `${name}.ged`);
      const original = await storedFamily(source);
      expect(original.length).toBeGreaterThan(4);
      // The samples hold places, events and marriages' places: the comparison below is about them too.
      if (file === gedcomFamily) {
        expect(original.join()).toContain('"events":[{"kind":"occupation"');
        expect(original.join()).toContain('"place":"حي القبلة, مدينة الكويت"');
      }

      const target = await emptySite();
      const again = await importInto(target, await exportOf(source, version), 'export.ged');
      expect(again.summary.members).toBe(original.length);
      expect(await storedFamily(target)).toEqual(original);
    },
  );

  it.each(
    (
      [
        ['5.5.1', gedcomWithSources],
        ['7.0', gedcomSevenWithSources],
      ] as const
    ).flatMap(([read, file]) => VERSIONS.map((version) => ({ read, file, version }))),
  )(
    'keeps the sources of a GEDCOM $read file and what each supports, exported as $version (decisions 060, 062)',
    async ({ file, version }) => {
      const source = await emptySite();
      await importInto(source, file, 'sources.ged');
      const original = await storedSources(source);
      expect(original.citations.length).toBeGreaterThan(1);
      // An event's citations too, named by the event the import wrote.
      expect(original.citations.filter((row) => row.includes('"fact":"event"')).length).toBeGreaterThan(0);
      const target = await emptySite();
      await importInto(target, await exportOf(source, version), 'export.ged');
      expect(await storedSources(target)).toEqual(original);
    },
  );

  it('undoes an import with its sources and citations, and keeps a batch a keeper cited since', async () => {
    const site = await emptySite();
    const first = await importInto(site, gedcomWithSources, 'sources.ged');
    const undo = (batch: number) =>
      request(site, 'POST', `${api.admin.import.undo}?id=${batch}`, { token: site.token });
    expect((await undo(first.batch_id)).status).toBe(200);
    expect(await site.app.database.db.selectFrom('sources').select('id').execute()).toEqual([]);
    expect(await site.app.database.db.selectFrom('citations').select('id').execute()).toEqual([]);

    const second = await importInto(site, gedcomWithSources, 'sources.ged');
    const [member] = await site.app.repos.familyMembers.list();
    const own = await request(site, 'POST', api.admin.sources.create, {
      token: site.token,
      json: { kind: 'other', title: 'مصدر الأمين' },
    });
    const cited = await request(site, 'POST', api.admin.citations.create, {
      token: site.token,
      json: { source_id: own.body.data.id, fact: 'death', member_id: member!.id },
    });
    expect(cited.status).toBe(201);
    // Undoing now would take the keeper's citation with the member: the batch is no longer undone whole.
    expect((await undo(second.batch_id)).status).toBe(409);
    // So would a keeper's citation of one of its events.
    const { db } = site.app.database;
    await db.deleteFrom('citations').where('id', '=', cited.body.data.id).execute();
    const event = await db
      .selectFrom('member_events')
      .select('id')
      .where('import_batch_id', '=', second.batch_id)
      .executeTakeFirstOrThrow();
    const ofEvent = await request(site, 'POST', api.admin.citations.create, {
      token: site.token,
      json: { source_id: own.body.data.id, fact: 'event', event_id: event.id },
    });
    expect(ofEvent.status, ofEvent.text).toBe(201);
    expect((await undo(second.batch_id)).status).toBe(409);
    await db.deleteFrom('citations').where('id', '=', ofEvent.body.data.id).execute();
    expect((await undo(second.batch_id)).status).toBe(200);
  });

  it('keeps the titles and the dates of every kind, and shows them as the table says', async () => {
    const site = await emptySite();
    await importInto(site, gedcomDatesAndTitles, 'dates.ged');
    const family = (await storedFamily(site)).map((member) => JSON.parse(member));
    const joseph = family.find((member) => member.name === 'Joseph');
    expect(joseph).toMatchObject({
      prefix: 'Lt. Cmndr.',
      suffix: 'jr.',
      surname: 'Allen',
      birth: '@#DJULIAN@ 1 JAN 1700',
      death: '27 OCT 1699/00',
    });
    expect(joseph.wives.map((wife: { married: string }) => wife.married)).toEqual([
      'FROM 1900 TO 1905',
      'BET 1880 AND 1885',
    ]);
    const moudhi = family.find((member) => member.name === 'موضي');
    // The Hijri date another program could only write as a phrase is the date it was.
    expect(moudhi).toMatchObject({ prefix: 'الشيخة', birth: '1300هـ', death: 'died young' });
    expect(formatGenealogyDate(moudhi.birth)).toBe('1300هـ (1882–1883م)');
  });
});
