// Small family files for the import and export tests, written here (no public sample needed):
// a man with two wives (the first divorced), a widow who married again, and a child under each
// mother; Arabic names, a multi-line note, dates in GEDCOM's forms and one unknown tag; places,
// an occupation, a title, a residence, a burial and a marriage's place (decision 056).

import type { TreeMember } from '#shared/family-tree/members.ts';
import { generatedFamily, separateFamilies } from '#shared/family-tree/test-members.ts';

export const gedcomFamily = `0 HEAD
1 SOUR TestProgram
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME حمد /الاختبار/
1 SEX M
1 BIRT
2 DATE ABT 1850
2 PLAC حي القبلة، مدينة الكويت
1 DEAT
2 DATE 1920
1 OCCU تاجر لؤلؤ
1 TITL الحاج
1 RESI
2 DATE FROM 1880 TO 1915
2 PLAC الشامية، مدينة الكويت
1 BURI
2 PLAC مقبرة الصليبيخات
1 NOTE أول سطر من سيرته
2 CONT والسطر الثاني
1 _MILT خدم في الجيش
1 FAMS @F1@
1 FAMS @F2@
0 @I2@ INDI
1 NAME نورة /العلي/
1 SEX F
1 FAMS @F1@
0 @I3@ INDI
1 NAME موضي
1 SEX F
1 FAMS @F2@
1 FAMS @F3@
0 @I4@ INDI
1 NAME سالم /الاختبار/
1 SEX M
1 BIRT
2 DATE BET 1880 AND 1885
1 FAMC @F1@
0 @I5@ INDI
1 NAME لطيفة /الاختبار/
1 SEX F
1 FAMC @F2@
0 @I6@ INDI
1 NAME راشد /الغانم/
1 SEX M
1 FAMS @F3@
0 @I7@ INDI
1 NAME فهد /الغانم/
1 SEX M
1 FAMC @F3@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I4@
1 DIV Y
0 @F2@ FAM
1 HUSB @I1@
1 WIFE @I3@
1 CHIL @I5@
1 MARR
2 PLAC حي القبلة، مدينة الكويت
0 @F3@ FAM
1 HUSB @I6@
1 WIFE @I3@
1 CHIL @I7@
0 TRLR
`;

/**
 * A family written the way other programs write: a title and a suffix beside the name (NPFX, NSFX),
 * and a date of every kind docs/import-formats.md lists (Julian, dual years, before Christ, Hebrew
 * and French republican, periods, INT and bare phrases, a Hijri date as a phrase), on births,
 * deaths, marriages and a divorce.
 */
export const gedcomDatesAndTitles = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Lt. Cmndr. Joseph /Allen/ jr.
2 NPFX Lt. Cmndr.
2 GIVN Joseph
2 SURN Allen
2 NSFX jr.
1 SEX M
1 BIRT
2 DATE @#DJULIAN@ 1 JAN 1700
1 DEAT
2 DATE 27 OCT 1699/00
1 FAMS @F1@
1 FAMS @F2@
0 @I2@ INDI
1 NAME الشيخة موضي /السالم/
2 NPFX الشيخة
2 GIVN موضي
1 SEX F
1 BIRT
2 DATE (1300هـ)
1 DEAT
2 DATE (died young)
1 FAMS @F1@
0 @I3@ INDI
1 NAME Sarah
1 SEX F
1 BIRT
2 DATE @#DHEBREW@ 1 TSH 5610
1 DEAT
2 DATE INT 1995 (from estimated age)
1 FAMS @F2@
0 @I4@ INDI
1 NAME Pierre /Dupont/ II
2 NSFX II
1 SEX M
1 BIRT
2 DATE @#DFRENCH R@ 11 NIVO 0012
1 DEAT
2 DATE (born the winter of the great flood, 1867)
1 FAMC @F1@
0 @I5@ INDI
1 NAME Caius
1 SEX M
1 BIRT
2 DATE 5 MAY 0005 B.C.
1 DEAT
2 DATE EST 1850
1 FAMC @F2@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I4@
1 MARR
2 DATE FROM 1900 TO 1905
1 DIV
2 DATE (بعد الحرب)
0 @F2@ FAM
1 HUSB @I1@
1 WIFE @I3@
1 CHIL @I5@
1 MARR
2 DATE BET 1880 AND 1885
0 TRLR
`;

/** The same family's people by name, for assertions. */
export const gedcomFamilyNames = ['حمد', 'نورة', 'موضي', 'سالم', 'لطيفة', 'راشد', 'فهد'] as const;

/** A small valid spreadsheet: a man, his wife and their son. */
export const csvFamily = `\uFEFFالمعرّف,الاسم,الجنس,الأب,الأم,الأزواج
1,مبارك,ذكر,,,2
2,شيخة,أنثى,,,
3,يوسف,ذكر,1,2,
`;

/** A spreadsheet with a cycle (1 ↔ 2) and a father the file does not have (row 4). */
export const csvWithBadLinks = `\uFEFFالمعرّف,الاسم,الجنس,الأب,الأم,الأزواج
1,مبارك,ذكر,2,,
2,عيسى,ذكر,1,,
3,جاسم,ذكر,,,
4,يوسف,ذكر,99,,
`;

/** Multipart body with one file part named `file`. */
export function fileForm(content: string | Uint8Array, fileName: string, type = 'application/octet-stream') {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  form.append('file', new Blob([bytes], { type }), fileName);
  return form;
}

/**
 * `generatedFamily` (several wives, cousin marriages, daughters married outside) as a spreadsheet,
 * to import a family larger than the tree's first screen in one request. Names carry the row's
 * key, so each is unique; the spouses are listed on the husband's row, in order.
 */
export function generatedFamilyCsv(size: number, namePrefix = ''): string {
  return familyCsv(generatedFamily(size), namePrefix);
}

/**
 * `separateFamilies` as a spreadsheet: the founder's small family, then `count` families linked to
 * nobody, each head a top card of its own. The rows `hidden` names are «مخفي» to the public.
 */
export function separateFamiliesCsv(count: number, hidden: ReadonlySet<number> = new Set()): string {
  return familyCsv(separateFamilies(count), '', hidden);
}

function familyCsv(rows: readonly TreeMember[], namePrefix: string, hidden: ReadonlySet<number> = new Set()) {
  const lines = rows.map((row) =>
    [
      row.id,
      `${namePrefix}${row.name}`,
      row.gender === 'female' ? 'أنثى' : 'ذكر',
      row.parent ?? '',
      row.mother_id ?? '',
      row.gender === 'female' ? '' : (row.spouses ?? []).map((spouse) => spouse.id).join('، '),
      hidden.has(row.id) ? 'مخفي' : '',
    ].join(','),
  );
  return `\uFEFFالمعرّف,الاسم,الجنس,الأب,الأم,الأزواج,ما يراه الزوار\n${lines.join('\n')}\n`;
}
