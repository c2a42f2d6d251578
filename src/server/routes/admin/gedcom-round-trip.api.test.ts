import { afterAll, describe, expect, it } from 'vitest';
import { sampleGedcom } from '#server/test/sample-gedcom.ts';
import { api } from '#shared/api-paths.ts';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { familyDataFromRows } from '#server/import/family-data-from-rows.ts';
import { fileForm, gedcomDatesAndTitles, gedcomFamily } from '#server/test/family-files.ts';
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

async function importInto(site: TestServer, file: string | Uint8Array, name: string) {
  const res = await request(site, 'POST', api.admin.import.gedcom, {
    token: site.token,
    body: fileForm(file, name),
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe('GEDCOM round trip: import, export, import into an empty site', () => {
  const sites: TestServer[] = [];
  const emptySite = async () => {
    const site = await startTestServer({ seedDemo: false });
    sites.push(site);
    return site;
  };
  afterAll(async () => {
    for (const site of sites) await site.close();
  });

  it.each(SAMPLES)('%s', async (name, file) => {
    const source = await emptySite();
    await importInto(source, file, `${name}.ged`);
    const original = await storedFamily(source);
    expect(original.length).toBeGreaterThan(4);
    // The samples hold places, events and marriages' places: the comparison below is about them too.
    if (file === gedcomFamily) {
      expect(original.join()).toContain('"events":[{"kind":"occupation"');
      expect(original.join()).toContain('"place":"حي القبلة, مدينة الكويت"');
    }

    const exported = await fetch(`${source.baseURL}${api.admin.export.gedcom}`, {
      headers: { authorization: `Bearer ${source.token}` },
    });
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const target = await emptySite();
    const again = await importInto(target, bytes, 'export.ged');
    expect(again.summary.members).toBe(original.length);
    expect(await storedFamily(target)).toEqual(original);
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
