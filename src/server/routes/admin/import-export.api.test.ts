import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, withId } from '#shared/api-paths.ts';
import { importMessages } from '#shared/messages/import.ts';
import { adminFamily } from '#server/test/admin-family.ts';
import { memberBody } from '#server/test/factories.ts';
import { csvWithBadLinks, fileForm, gedcomFamily } from '#server/test/family-files.ts';
import { request, type Json } from '#server/test/http.ts';
import { snapshotData } from '#server/test/snapshot.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

const m = importMessages;

/**
 * The family as links between names, ids left out: what an export and a re-import must keep.
 * Each member: its fields, its father's and mother's names, and its marriages in order.
 */
async function familyByName(server: TestServer) {
  const members = await adminFamily(server);
  const nameOf = new Map(members.map((member) => [member.id, member.name]));
  return members
    .map((member) => ({
      name: member.name,
      surname: member.surname,
      gender: member.gender,
      birth: member.birth,
      death: member.death,
      role: member.role,
      bio: member.bio,
      visibility: member.visibility,
      father: nameOf.get(member.parent) ?? null,
      mother: nameOf.get(member.mother_id) ?? null,
      spouses: member.spouses.map((spouse: Json) => ({
        name: nameOf.get(spouse.id),
        order: spouse.order,
        ended: spouse.ended,
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.birth as string).localeCompare(b.birth));
}

/**
 * A sheet with each row's id replaced by its row number, wherever an id is written (the id, father,
 * mother, spouses and marriages columns): two sites give the same family different ids.
 */
function renumbered(sheet: string) {
  const rows = parse(sheet, { bom: true, relax_column_count: true }) as string[][];
  const [header = [], ...people] = rows;
  const number = new Map(people.map((row, index) => [row[0]!, String(index + 1)]));
  const id = (text: string) => number.get(text) ?? text;
  const column = (name: string) => header.indexOf(name);
  const ids = (cell: string) =>
    cell.replace(/(^|[،,;؛|]\s*)(\d+)/g, (_, before: string, key: string) => before + id(key));
  return people
    .map((row) => {
      const out = [...row];
      out[0] = id(row[0]!);
      for (const name of ['الأب', 'الأم']) out[column(name)] = id(row[column(name)]!);
      for (const name of ['الأزواج', 'الزواج']) out[column(name)] = ids(row[column(name)]!);
      return out.join(',');
    })
    .join('\n');
}

function upload(server: TestServer, path: string, content: string | Uint8Array, fileName: string) {
  return request(server, 'POST', path, { token: server.token, body: fileForm(content, fileName) });
}

describe('import of a GEDCOM file', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => site?.close());

  it('a dry run reads and checks the file and writes nothing', async () => {
    const before = await snapshotData(site.app);
    const res = await upload(site, `${api.admin.import.gedcom}?dry_run=1`, gedcomFamily, 'family.ged');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, dry_run: true, batch_id: null });
    const { summary } = res.body;
    expect(summary).toMatchObject({ members: 7, marriages: 3, skipped: 0 });
    // The unknown tag is counted, not a crash.
    expect(JSON.stringify(summary.warnings)).toContain('_MILT');
    expect(summary.preview[0]).toMatchObject({ name: 'حمد', gender: 'male', generation: 1 });
    const salem = summary.preview.find((row: Json) => row.name === 'سالم');
    expect(salem).toMatchObject({ father: 'حمد', mother: 'نورة', generation: 2 });
    expect(await snapshotData(site.app)).toEqual(before);
  });

  it('imports people, parents and every marriage in one batch', async () => {
    const res = await upload(site, api.admin.import.gedcom, gedcomFamily, 'family.ged');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      dry_run: false,
      message: m.imported(7, 3),
      batch_id: expect.any(Number),
    });
    const family = await familyByName(site);
    const byName = new Map(family.map((member) => [member.name, member]));
    expect(byName.get('حمد')).toMatchObject({
      surname: 'الاختبار',
      gender: 'male',
      // OCCU is an occupation of his life story now; the role is the family's own words (decision 056).
      role: '',
      bio: 'أول سطر من سيرته\nوالسطر الثاني',
      spouses: [
        { name: 'نورة', order: 1, ended: 'divorced' },
        // He died in 1920: the marriage ended by a death.
        { name: 'موضي', order: 2, ended: 'widowed' },
      ],
    });
    expect(byName.get('حمد')!.birth).toContain('1850');
    // The widow who married again: one person, both husbands, a child under each.
    expect(byName.get('موضي')!.spouses).toEqual([
      { name: 'حمد', order: 2, ended: 'widowed' },
      { name: 'راشد', order: 1, ended: null },
    ]);
    expect(byName.get('سالم')).toMatchObject({ father: 'حمد', mother: 'نورة' });
    expect(byName.get('لطيفة')).toMatchObject({ father: 'حمد', mother: 'موضي', gender: 'female' });
    expect(byName.get('فهد')).toMatchObject({ father: 'راشد', mother: 'موضي' });

    const batches = await request(site, 'GET', api.admin.import.batches, { token: site.token });
    expect(batches.status).toBe(200);
    expect(batches.body.batches[0]).toMatchObject({
      id: res.body.batch_id,
      format: 'gedcom',
      file_name: 'family.ged',
      members: 7,
      marriages: 3,
      undone_at: null,
      undoable: true,
    });
  });

  it('an import is undone as a whole, once; an unknown batch is a 404', async () => {
    const imported = await upload(site, api.admin.import.gedcom, gedcomFamily, 'again.ged');
    const batchId: number = imported.body.batch_id;
    const withBoth = (await familyByName(site)).length;
    const undo = await request(site, 'POST', withId(api.admin.import.undo, batchId), { token: site.token });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body).toEqual({ success: true, message: m.batchUndone });
    expect((await familyByName(site)).length).toBe(withBoth - 7);

    const twice = await request(site, 'POST', withId(api.admin.import.undo, batchId), { token: site.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ success: false, error: m.batchAlreadyUndone });
    const unknown = await request(site, 'POST', withId(api.admin.import.undo, 999_999), {
      token: site.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: m.batchNotFound });
    const listed = await request(site, 'GET', api.admin.import.batches, { token: site.token });
    expect(listed.body.batches.find((batch: Json) => batch.id === batchId)).toMatchObject({
      undone_at: expect.any(String),
      undoable: false,
    });
  });

  it('once a member of the batch is edited, or given a child, the batch cannot be undone', async () => {
    for (const touch of ['edit', 'child'] as const) {
      const imported = await upload(site, api.admin.import.gedcom, gedcomFamily, `${touch}.ged`);
      const batchId: number = imported.body.batch_id;
      const members = await adminFamily(site);
      const newest = members.filter((member) => member.name === 'فهد').at(-1)!;
      if (touch === 'edit') {
        const res = await request(site, 'PUT', withId(api.familyMembers.update, newest.id), {
          token: site.token,
          json: { ...newest, role: 'مهندس' },
        });
        expect(res.status, res.text).toBe(200);
      } else {
        const res = await request(site, 'POST', api.familyMembers.create, {
          token: site.token,
          json: memberBody({ parent: newest.id, generation: newest.generation + 1 }),
        });
        expect(res.status, res.text).toBe(201);
      }
      const before = await snapshotData(site.app);
      const undo = await request(site, 'POST', withId(api.admin.import.undo, batchId), {
        token: site.token,
      });
      expect(undo.status, touch).toBe(409);
      expect(undo.body).toEqual({ success: false, error: m.batchEdited });
      expect(await snapshotData(site.app)).toEqual(before);
      const listed = await request(site, 'GET', api.admin.import.batches, { token: site.token });
      expect(listed.body.batches.find((batch: Json) => batch.id === batchId).undoable).toBe(false);
    }
  });

  it('bad files are refused in Arabic and write nothing', async () => {
    const before = await snapshotData(site.app);
    const refusals: [string | Uint8Array, string, number, string | RegExp][] = [
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff, 0xfe, 0x00, 0x01]), 'tree.ged', 422, /./],
      [new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'noise.ged', 422, /./],
      ['', 'empty.ged', 400, m.emptyFile],
      ['0 HEAD\n1 CHAR UTF-8\n0 TRLR\n', 'nobody.ged', 422, m.nothingToImport],
    ];
    for (const [content, fileName, status, error] of refusals) {
      const res = await upload(site, api.admin.import.gedcom, content, fileName);
      expect(res.status, fileName).toBe(status);
      expect(res.body.success, fileName).toBe(false);
      expect(res.body.error, fileName).toMatch(error);
      expect(res.body.error, fileName).toMatch(/[\u0600-\u06ff]/);
    }
    const noFile = await request(site, 'POST', api.admin.import.gedcom, {
      token: site.token,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(await snapshotData(site.app)).toEqual(before);
  });

  it('a 50 MB file is refused with 413 before it is read', async () => {
    const before = await snapshotData(site.app);
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x30);
    const res = await upload(site, api.admin.import.gedcom, big, 'huge.ged');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: m.fileTooLarge(20) });
    expect(await snapshotData(site.app)).toEqual(before);
  });

  it('a truncated file imports the people it holds whole, with a warning, and no dangling link', async () => {
    const cut = gedcomFamily.slice(0, gedcomFamily.indexOf('0 @F2@ FAM'));
    const res = await upload(site, `${api.admin.import.gedcom}?dry_run=1`, cut, 'cut.ged');
    expect(res.status, res.text).toBe(200);
    expect(res.body.summary.members).toBe(7);
    expect(res.body.summary.marriages).toBe(1);
    expect(res.body.summary.warnings.length).toBeGreaterThan(0);
  });

  it('a plan that fails part-way leaves nothing behind (one transaction)', async () => {
    const before = await snapshotData(site.app);
    const plan = {
      members: [
        {
          key: 'a',
          fatherKey: null,
          motherKey: null,
          values: {
            name: 'عضو أول',
            surname: '',
            name_prefix: '',
            name_suffix: '',
            generation: 1,
            gender: 'male' as const,
            birth: '',
            death: '',
            role: '',
            bio: '',
            visibility: 'auto' as const,
          },
          birthPlace: '',
          deathPlace: '',
          events: [],
        },
      ],
      // A marriage naming someone the plan does not hold: the write fails after the member.
      marriages: [
        { husbandKey: 'a', wifeKey: 'missing', order: 1, ended: null, married: '', endedOn: '', place: '' },
      ],
      warnings: [],
      skipped: 0,
    };
    await expect(
      site.app.repos.importBatches.apply(plan, { format: 'csv', fileName: 'x.csv' }),
    ).rejects.toThrow();
    expect(await snapshotData(site.app)).toEqual(before);
  });
});

describe('import of a spreadsheet', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ seedDemo: false });
  });
  afterAll(async () => site?.close());

  it('a cycle or an unknown father refuses the whole sheet, naming each row and column', async () => {
    const before = await snapshotData(site.app);
    const res = await upload(site, api.admin.import.csv, csvWithBadLinks, 'family.csv');
    expect(res.status, res.text).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/الصف 3، عمود «الأب»/);
    expect(res.body.error).toMatch(/الصف 5، عمود «الأب».*99/);
    expect(await snapshotData(site.app)).toEqual(before);
  });

  it('a sheet that cannot be read is a 422 naming the row and column', async () => {
    const before = await snapshotData(site.app);
    const res = await upload(site, api.admin.import.csv, 'الاسم,الجنس\nعلي,ذكر\n', 'no-id.csv');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/[\u0600-\u06ff]/);
    expect(await snapshotData(site.app)).toEqual(before);
  });

  it('warns, by the living rule, of death fields that say alive or hold a placeholder, and of years it reads its own way', async () => {
    const sheet = [
      '\uFEFFالمعرّف,الاسم,الجنس,الأب,الأم,الأزواج,الميلاد,الوفاة',
      '1,ناصر,ذكر,,,,1995,حي',
      '2,بدر,ذكر,,,,1998,حي',
      '3,هيا,أنثى,,,,2001,على قيد الحياة',
      '4,دانة,أنثى,,,,1999,-',
      '5,خالد,ذكر,,,,1415,',
      '6,منيرة,أنثى,,,,95,؟',
      '7,سعد,ذكر,,,,1900,رحمه الله',
      '',
    ].join('\n');
    const res = await upload(site, `${api.admin.import.csv}?dry_run=1`, sheet, 'living.csv');
    expect(res.status, res.text).toBe(200);
    const warnings: Json[] = res.body.summary.warnings;
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: m.deathSaysAlive('حي'), line: 2, count: 2 }),
        expect.objectContaining({ message: m.deathSaysAlive('على قيد الحياة'), line: 4 }),
        expect.objectContaining({ message: m.deathPlaceholder('-'), line: 5 }),
        expect.objectContaining({ message: m.birthHijri('1415', 1994), line: 6 }),
        expect.objectContaining({ message: m.birthTwoDigits('95'), line: 7 }),
        expect.objectContaining({ message: m.deathPlaceholder('؟'), line: 7 }),
      ]),
    );
    expect(JSON.stringify(warnings)).not.toContain('رحمه الله');
  });

  it('the template downloads with a BOM and the Arabic headers, and imports as is', async () => {
    const res = await fetch(`${site.baseURL}${api.admin.export.csvTemplate}`, {
      headers: { authorization: `Bearer ${site.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="[^"]+\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    for (const header of ['المعرّف', 'الاسم', 'الجنس', 'الأب', 'الأم', 'الأزواج', 'الميلاد', 'الوفاة'])
      expect(text).toContain(header);
    const dry = await upload(site, `${api.admin.import.csv}?dry_run=1`, bytes, 'template.csv');
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.summary.members).toBeGreaterThan(1);
  });
});

describe('export, then import into an empty site', () => {
  let source: TestServer;
  beforeAll(async () => {
    // The demo family: several wives, children under their mothers.
    source = await startTestServer();
    const extra = await upload(source, api.admin.import.gedcom, gedcomFamily, 'family.ged');
    expect(extra.status, extra.text).toBe(200);
    // What the family keeps private stays private in the file and after it (decision 015).
    const privateOnes = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '0 @P1@ INDI',
      '1 NAME ريم /الخاصة/',
      '1 SEX F',
      '1 RESN privacy',
      '0 @P2@ INDI',
      '1 NAME سالم /الخاصة/',
      '1 SEX M',
      '1 RESN confidential',
      '0 TRLR',
      '',
    ].join('\r\n');
    const kept = await upload(source, api.admin.import.gedcom, privateOnes, 'private.ged');
    expect(kept.status, kept.text).toBe(200);
    const visibilities = (await familyByName(source)).map((member) => member.visibility);
    expect(visibilities).toContain('limited');
    expect(visibilities).toContain('hidden');
  });
  afterAll(async () => source?.close());

  for (const format of ['gedcom', 'csv'] as const) {
    it(`${format}: the same members, fathers, mothers and marriages`, async () => {
      const res = await fetch(`${source.baseURL}${api.admin.export[format]}`, {
        headers: { authorization: `Bearer ${source.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        format === 'gedcom'
          ? /attachment; filename="family-.+\.ged"/
          : /attachment; filename="family-.+\.csv"/,
      );
      expect(res.headers.get('cache-control')).toContain('no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());

      const target = await startTestServer({ seedDemo: false });
      try {
        const imported = await upload(target, api.admin.import[format], bytes, `export.${format}`);
        expect(imported.status, imported.text).toBe(200);
        const original = await familyByName(source);
        expect(imported.body.summary.members).toBe(original.length);
        expect(await familyByName(target)).toEqual(original);
        if (format === 'csv') {
          // Exported again, the sheet is the same file, the site's ids aside: the dates and places
          // of residences and marriages come back too (decision 062).
          const first = new TextDecoder().decode(bytes);
          expect(first).toContain('الشامية، مدينة الكويت، الكويت (من 1880 إلى 1915)');
          expect(first).toMatch(/,\d+ \(في حي القبلة، مدينة الكويت، الكويت\)/);
          const again = await fetch(`${target.baseURL}${api.admin.export.csv}`, {
            headers: { authorization: `Bearer ${target.token}` },
          });
          expect(renumbered(await again.text())).toBe(renumbered(first));
        }
      } finally {
        await target.close();
      }
    });
  }

  it('exports GEDCOM 5.5.1 unless 7.0 is asked, and refuses another version', async () => {
    const gedcom = async (query: string) => {
      const res = await fetch(`${source.baseURL}${api.admin.export.gedcom}${query}`, {
        headers: { authorization: `Bearer ${source.token}` },
      });
      return { status: res.status, text: await res.text(), name: res.headers.get('content-disposition') };
    };
    const plain = await gedcom('');
    expect(plain.status).toBe(200);
    expect(plain.text).toMatch(
      /^0 HEAD\r\n1 GEDC\r\n2 VERS 5\.5\.1\r\n2 FORM LINEAGE-LINKED\r\n1 CHAR UTF-8\r\n/,
    );
    expect((await gedcom('?version=5.5.1')).text).toMatch(/^0 HEAD\r\n1 GEDC\r\n2 VERS 5\.5\.1\r\n/);
    const seven = await gedcom('?version=7.0');
    expect(seven.status).toBe(200);
    expect(seven.text).toMatch(/^0 HEAD\r\n1 GEDC\r\n2 VERS 7\.0\r\n1 SCHMA\r\n/);
    expect(seven.text).not.toMatch(/^\d+ (CONC|CHAR)\b/m);
    expect(seven.name).toMatch(/gedcom7\.ged/);
    expect((await gedcom('?version=5.5')).status).toBe(400);
  });

  it('exports are for the admin only', async () => {
    for (const path of [api.admin.export.gedcom, api.admin.export.csv, api.admin.export.csvTemplate]) {
      const res = await request(source, 'GET', path);
      expect(res.status, path).toBe(401);
    }
  });
});
