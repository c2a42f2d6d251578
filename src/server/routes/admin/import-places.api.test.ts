import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import type { MemberLife } from '#shared/schemas/member-life.ts';
import { memberBody, placeBody } from '#server/test/factories.ts';
import { fileForm } from '#server/test/family-files.ts';
import { request } from '#server/test/http.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/** A small file: a man born in the family's حي القبلة by its older name, buried and married elsewhere. */
const FILE = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME سالم /المثال/
1 SEX M
1 BIRT
2 DATE 1900
2 PLAC فريج القبلة، مدينة الكويت
1 OCCU نوخذة
2 PLAC البحر
1 BURI
2 PLAC مقبرة الصليبيخات
3 MAP
4 LATI N29.34
4 LONG E47.90
1 FAMS @F1@
0 @I2@ INDI
1 NAME مريم
1 SEX F
1 FAMS @F1@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 1925
2 PLAC الشامية، مدينة الكويت
0 TRLR
`;

/**
 * An import's places (decision 056): matched to the family's own by name and chain, the ones it lacks
 * added with its batch and removed by its undo unless the family came to use them. On SQLite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
describe('the places of an import', () => {
  let site: TestServer;
  const ids: Record<string, number> = {};

  const addPlace = async (name: string, body: Record<string, unknown> = {}) => {
    const res = await request(site, 'POST', api.admin.places.create, {
      token: site.token,
      json: placeBody({ name, ...body }),
    });
    ids[name] = res.body.data.id;
  };
  const places = async () => {
    const res = await request(site, 'GET', api.admin.places.list, { token: site.token });
    return new Map<string, { id: number; full_name: string; latitude: number | null }>(
      res.body.data.map((place: { full_name: string }) => [place.full_name, place]),
    );
  };
  const importFile = async () => {
    const res = await request(site, 'POST', api.admin.import.gedcom, {
      token: site.token,
      body: fileForm(FILE, 'family.ged'),
    });
    expect(res.status, res.text).toBe(200);
    return res.body.batch_id as number;
  };
  const lifeOf = async (name: string): Promise<MemberLife> => {
    const [row] = await site.app.database.db
      .selectFrom('family_members')
      .select('id')
      .where('name', '=', name)
      .orderBy('id', 'desc')
      .execute();
    return (await site.app.repos.familyMembers.findWithLife(row!.id))!.life;
  };

  beforeAll(async () => {
    site = await startTestServer({ seedDemo: false });
    await addPlace('مدينة الكويت');
    await addPlace('حي القبلة', { parent_id: ids['مدينة الكويت'], older_names: 'فريج القبلة' });
  });
  afterAll(async () => site?.close());

  it('reuses the family’s places by name, older name and chain, and adds only what it lacks', async () => {
    const batch = await importFile();
    const after = await places();
    expect([...after.keys()].sort()).toEqual(
      [
        'البحر',
        'الشامية، مدينة الكويت',
        'حي القبلة، مدينة الكويت',
        'مدينة الكويت',
        'مقبرة الصليبيخات',
      ].sort(),
    );
    expect(after.get('مقبرة الصليبيخات')).toMatchObject({ latitude: 29.34 });
    const life = await lifeOf('سالم');
    expect(life.birth_place_id).toBe(ids['حي القبلة']);
    expect(life.events.map((event) => [event.kind, event.value, event.place_id])).toEqual([
      ['occupation', 'نوخذة', after.get('البحر')!.id],
      ['burial', '', after.get('مقبرة الصليبيخات')!.id],
    ]);
    expect(life.marriages[0]).toMatchObject({
      married_on: '1925',
      place_id: after.get('الشامية، مدينة الكويت')!.id,
    });

    const undo = await request(site, 'POST', withId(api.admin.import.undo, batch), { token: site.token });
    expect(undo.status, undo.text).toBe(200);
    expect([...(await places()).keys()].sort()).toEqual(['حي القبلة، مدينة الكويت', 'مدينة الكويت'].sort());
    expect(await site.app.database.db.selectFrom('member_events').selectAll().execute()).toEqual([]);
  });

  it('keeps on undo a place the family came to use, as its own', async () => {
    const batch = await importFile();
    const sea = (await places()).get('البحر')!.id;
    await request(site, 'POST', api.familyMembers.create, {
      token: site.token,
      json: memberBody({ name: 'غواص', events: [{ kind: 'occupation', value: 'غواص', place_id: sea }] }),
    });
    const undo = await request(site, 'POST', withId(api.admin.import.undo, batch), { token: site.token });
    expect(undo.status, undo.text).toBe(200);
    const left = await places();
    expect(left.get('البحر')?.id).toBe(sea);
    expect(left.has('مقبرة الصليبيخات')).toBe(false);
    const row = await site.app.repos.places.find(sea);
    expect(row?.import_batch_id).toBeNull();
  });

  it('reads and writes the spreadsheet’s places and occupations', async () => {
    const csv = [
      'المعرّف,الاسم,الجنس,مكان الميلاد,الدفن,مكان الدفن,المهن,الألقاب,أماكن السكن',
      '1,فهد,ذكر,حي القبلة,1970,مقبرة الصليبيخات,نوخذة؛ تاجر لؤلؤ,الحاج,الشامية، مدينة الكويت؛ حي القبلة',
    ].join('\r\n');
    const res = await request(site, 'POST', api.admin.import.csv, {
      token: site.token,
      body: fileForm(csv, 'family.csv'),
    });
    expect(res.status, res.text).toBe(200);
    const life = await lifeOf('فهد');
    const all = await places();
    expect(life.birth_place_id).toBe(ids['حي القبلة']);
    expect(life.events.map((event) => [event.kind, event.value, event.date, event.place_id])).toEqual([
      ['burial', '', '1970', all.get('مقبرة الصليبيخات')!.id],
      ['occupation', 'نوخذة', '', null],
      ['occupation', 'تاجر لؤلؤ', '', null],
      ['title', 'الحاج', '', null],
      ['residence', '', '', all.get('الشامية، مدينة الكويت')!.id],
      ['residence', '', '', ids['حي القبلة']],
    ]);
    const exported = await fetch(`${site.baseURL}${api.admin.export.csv}`, {
      headers: { authorization: `Bearer ${site.token}` },
    });
    const text = await exported.text();
    expect(text).toContain(
      'حي القبلة، مدينة الكويت,,1970,مقبرة الصليبيخات,نوخذة؛ تاجر لؤلؤ,الحاج,الشامية، مدينة الكويت؛ حي القبلة، مدينة الكويت',
    );
  });
});

/**
 * The matching holds whatever the file's format: GEDCOM 5.5.1, GEDCOM 7.0 and the spreadsheet (with
 * its marriages column, decision 062) all name the family's حي القبلة by a spelling of its older
 * name, and add no place of their own.
 */
describe('an import’s places matched by normalised name, in every format', () => {
  let site: TestServer;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    site = await startTestServer({ seedDemo: false });
    for (const [name, parent, older] of [
      ['مدينة الكويت', undefined, ''],
      ['حي القبلة', 'مدينة الكويت', 'فريج القبلة'],
    ] as const) {
      const res = await request(site, 'POST', api.admin.places.create, {
        token: site.token,
        json: placeBody({ name, older_names: older, ...(parent ? { parent_id: ids[parent] } : {}) }),
      });
      ids[name] = res.body.data.id;
    }
  });
  afterAll(async () => site?.close());

  const gedcom = (version: string) =>
    [
      '0 HEAD',
      '1 GEDC',
      `2 VERS ${version}`,
      '0 @I1@ INDI',
      `1 NAME راشد ${version}`,
      '1 SEX M',
      '1 BIRT',
      '2 PLAC فريج القبله، مدينه الكويت',
      '1 OCCU نوخذة',
      '2 PLAC حي  القبلة',
      '1 FAMS @F1@',
      '0 @I2@ INDI',
      '1 NAME شيخة',
      '1 SEX F',
      '1 FAMS @F1@',
      '0 @F1@ FAM',
      '1 HUSB @I1@',
      '1 WIFE @I2@',
      '1 MARR',
      '2 PLAC مدينه الكويت',
      '0 TRLR',
      '',
    ].join('\r\n');
  const csv = [
    'المعرّف,الاسم,الجنس,الأزواج,مكان الميلاد,المهن,الزواج',
    '1,راشد csv,ذكر,2,فريج القبله، مدينه الكويت,نوخذة (في حي  القبلة),2 (في مدينه الكويت)',
    '2,شيخة,أنثى,1,,,',
  ].join('\r\n');

  it.each([
    ['GEDCOM 5.5.1', api.admin.import.gedcom, gedcom('5.5.1'), 'family.ged', 'راشد 5.5.1'],
    ['GEDCOM 7.0', api.admin.import.gedcom, gedcom('7.0'), 'family.ged', 'راشد 7.0'],
    ['CSV', api.admin.import.csv, csv, 'family.csv', 'راشد csv'],
  ])('%s', async (_format, path, file, fileName, name) => {
    const res = await request(site, 'POST', path, { token: site.token, body: fileForm(file, fileName) });
    expect(res.status, res.text).toBe(200);
    const list = await request(site, 'GET', api.admin.places.list, { token: site.token });
    expect(list.body.data.map((place: { id: number }) => place.id).sort()).toEqual(
      [ids['مدينة الكويت'], ids['حي القبلة']].sort(),
    );
    const [row] = await site.app.database.db
      .selectFrom('family_members')
      .select('id')
      .where('name', '=', name)
      .execute();
    const { life } = (await site.app.repos.familyMembers.findWithLife(row!.id))!;
    expect(life.birth_place_id).toBe(ids['حي القبلة']);
    expect(life.events.map((event) => [event.kind, event.place_id])).toEqual([
      ['occupation', ids['حي القبلة']],
    ]);
    expect(life.marriages.map((marriage) => marriage.place_id)).toEqual([ids['مدينة الكويت']]);
  });
});
