/**
 * The pure rules that must stay fast as a family grows, timed here rather than in their tests (a
 * test on a shared two-core machine cannot hold a time without failing for the machine's sake):
 * the member search a keystroke at a time, a branch editor's scope, a relative's reach in steps of
 * kinship, and reading a GEDCOM or a CSV file. Each line prints the median of several runs and its budget.
 *
 *   npx tsx scripts/bench-rules.ts
 *
 * Every family here is generated; nothing in it is real.
 */
import { readFamilyCsv } from '../src/server/import/csv/read-family-csv';
import { readGedcom } from '../src/server/import/gedcom/read-gedcom';
import { branchMemberIds, type MarriageLink } from '../src/shared/family-tree/branch-scope';
import { membersWithinSteps, type KinMember } from '../src/shared/family-tree/kinship-steps';
import type { MemberLink } from '../src/shared/family-tree/lineage-guard';
import { createMemberIndex, type MemberCandidate } from '../src/shared/search/arabic-names';

const GIVEN = ['محمد', 'أحمد', 'عبد الله', 'سالم', 'فاطمة', 'مريم', 'عبد الرحمن', 'خالد', 'نورة', 'سعود'];
const utf8 = (text: string) => new TextEncoder().encode(text);

async function median(runs: number, work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

function report(what: string, ms: number, budget: number) {
  const verdict = ms <= budget ? 'ok' : 'OVER';
  console.log(`${what.padEnd(52)} ${ms.toFixed(2).padStart(8)} ms  (budget ${budget} ms: ${verdict})`);
}

// A keystroke's search over 5,000 names of 1 to 10 links, each query typed a letter at a time.
const members: MemberCandidate[] = Array.from({ length: 5000 }, (_, index) => {
  const chain: string[] = [];
  for (let depth = 0, seed = index; depth < 1 + (index % 10); depth++, seed = Math.floor(seed / 3)) {
    chain.push(GIVEN[(seed + depth) % GIVEN.length]!);
  }
  return { name: chain[0]!, chain };
});
const index = createMemberIndex(members, (member) => member);
const queries = ['م', 'مح', 'محمد', 'محمد بن', 'محمد بن سالم', 'عبد الله سالم', 'فاطمه بنت احمد'];
report(
  'search 5,000 members, a keystroke',
  (await median(35, () => queries.forEach((query) => index.search(query)))) / queries.length,
  10,
);

// A branch editor's scope in a family of 6,000: sons with wives from outside.
const links: MemberLink[] = [{ id: 1, parent: null, mother_id: null, gender: 'male' }];
const marriages: MarriageLink[] = [];
for (let id = 2; id <= 6000; id += 2) {
  links.push({ id, parent: Math.max(1, Math.floor(id / 3) * 2), mother_id: null, gender: 'male' });
  links.push({ id: id + 1, parent: null, mother_id: null, gender: 'female' });
  marriages.push({ husband_id: id, wife_id: id + 1 });
}
report('branch scope in 6,000 members', await median(9, () => branchMemberIds(links, marriages, 2)), 100);

// A relative's reach (the owner's «ما يراه الأقارب»): the same family of 6,000 and one of 50,000,
// ten steps from a member of the middle, the graph of links built each time. Even ids are the
// lineage, each married to the next odd id, a spouse from outside.
const kin = (count: number): KinMember[] =>
  Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const fromOutside = id % 2 === 1 && id > 1;
    return fromOutside
      ? { id, parent: null, spouses: [{ id: id - 1 }] }
      : {
          id,
          parent: id === 2 ? 1 : Math.max(1, Math.floor(id / 3) * 2),
          spouses: id > 1 ? [{ id: id + 1 }] : [],
        };
  });
const kin6000 = kin(6000);
const kin50000 = kin(50_000);
report(
  'relatives within 10 steps, 6,000 members',
  await median(9, () => membersWithinSteps(kin6000, 3000, 10)),
  20,
);
report(
  'relatives within 10 steps, 50,000 members',
  await median(5, () => membersWithinSteps(kin50000, 25_000, 10)),
  150,
);

// A GEDCOM file of 3,000 people in 1,000 families, with dates, places and notes.
const gedcom = ['0 HEAD', '1 CHAR UTF-8', '1 GEDC', '2 VERS 5.5.1'];
for (let person = 1; person <= 3000; person += 1) {
  const family = Math.ceil(person / 3);
  gedcom.push(`0 @I${person}@ INDI`, `1 NAME محمد ${person} /السالم/`, `1 SEX ${person % 2 ? 'M' : 'F'}`);
  gedcom.push('1 BIRT', '2 DATE ABT 1850', '2 PLAC الكويت', '1 NOTE سطر', '2 CONT سطر آخر');
  if (person > 3) gedcom.push(`1 FAMC @F${Math.floor(family / 2)}@`);
  gedcom.push(`1 FAMS @F${family}@`);
}
for (let family = 1; family <= 1000; family += 1) {
  gedcom.push(`0 @F${family}@ FAM`, `1 HUSB @I${family * 3 - 2}@`, `1 WIFE @I${family * 3 - 1}@`);
}
gedcom.push('0 TRLR');
const gedcomBytes = utf8(`${gedcom.join('\n')}\n`);
report('read a GEDCOM file of 3,000 people', await median(5, () => readGedcom(gedcomBytes)), 1000);

// A CSV file of 5,000 rows: couples whose children are the next couple.
const csv = ['المعرّف,الاسم,الجنس,الأب,الأم,الأزواج,الميلاد,الوفاة,الدور,النبذة'];
for (let row = 1; row <= 5000; row++) {
  const husband = row % 2 === 1;
  const half = Math.floor((row - 1) / 2);
  const parents = row > 2 ? half - (half % 2 === 0 ? 1 : 0) : 0;
  csv.push(
    [row, `فلان بن فلان ${row}`, husband ? 'ذكر' : 'أنثى', parents || '', parents ? parents + 1 : '']
      .concat([husband ? row + 1 : row - 1, 1900, '', '', '"نبذة\nقصيرة"'])
      .join(','),
  );
}
const csvBytes = utf8(`\uFEFF${csv.join('\r\n')}\r\n`);
report('read a CSV file of 5,000 rows', await median(5, () => readFamilyCsv(csvBytes)), 1000);
