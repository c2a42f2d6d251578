/**
 * A synthetic family as a GEDCOM file, for the import tests and the scale benchmarks (decision 012). Nothing in it
 * is real; the same options give the same bytes. scripts/make-sample-gedcom.ts writes one to disk;
 * scripts/bench-scale.ts imports families of up to 50,000 through the admin API.
 *
 * Arabic names in UTF-8 by default; `latin` writes their transliterations («Muḥammad», «ʿAlī»);
 * `ansel` writes the transliterations in ANSEL with CR LF line ends, as an old program would. The
 * file has what real ones have: several generations, men with two or three wives (four with
 * `maxWives: 4`), widows and divorcées who married again, cousin marriages, dates in every GEDCOM
 * form (ABT, BEF, AFT, BET … AND …, partial, Julian dual years), notes cut with CONT and CONC,
 * occupations, places, sources and other programs' own tags (`_UID`).
 */
const MALE = [
  ['محمد', 'Muḥammad'], ['أحمد', 'Aḥmad'], ['عبدالله', 'ʻAbd Allāh'], ['سالم', 'Sālim'], ['خالد', 'Khālid'],
  ['فهد', 'Fahd'], ['ناصر', 'Nāṣir'], ['يوسف', 'Yūsuf'], ['إبراهيم', 'Ibrāhīm'], ['عبدالعزيز', 'ʻAbd al-ʻAzīz'],
  ['سعد', 'Saʻd'], ['جاسم', 'Jāsim'], ['حمد', 'Ḥamad'], ['علي', 'ʻAlī'], ['عبدالرحمن', 'ʻAbd al-Raḥmān'],
  ['مبارك', 'Mubārak'], ['راشد', 'Rāshid'], ['بدر', 'Badr'], ['فيصل', 'Fayṣal'], ['عيسى', 'ʻĪsā'],
  ['صالح', 'Ṣāliḥ'], ['سليمان', 'Sulaymān'], ['حسين', 'Ḥusayn'], ['عمر', 'ʻUmar'],
] as const; // prettier-ignore
const FEMALE = [
  ['فاطمة', 'Fāṭimah'], ['مريم', 'Maryam'], ['عائشة', 'ʻĀʼishah'], ['نورة', 'Nūrah'], ['سارة', 'Sārah'],
  ['لطيفة', 'Laṭīfah'], ['منيرة', 'Munīrah'], ['هيا', 'Hayā'], ['شيخة', 'Shaykhah'], ['موضي', 'Mūḍī'],
  ['دلال', 'Dalāl'], ['حصة', 'Ḥiṣṣah'], ['لولوة', 'Luʼluʼah'], ['بدرية', 'Badriyyah'], ['نجلاء', 'Najlāʼ'],
  ['ريم', 'Rīm'], ['هند', 'Hind'], ['أمل', 'Amal'], ['خديجة', 'Khadījah'], ['زينب', 'Zaynab'],
] as const; // prettier-ignore
const SURNAMES = [
  ['السالم', 'al-Sālim'], ['الخالد', 'al-Khālid'], ['الفهد', 'al-Fahd'], ['الناصر', 'al-Nāṣir'],
  ['العلي', 'al-ʻAlī'], ['الراشد', 'al-Rāshid'], ['الحمد', 'al-Ḥamad'], ['السعد', 'al-Saʻd'],
  ['البدر', 'al-Badr'], ['اليوسف', 'al-Yūsuf'],
] as const; // prettier-ignore
const OCCUPATIONS = [
  ['تاجر', 'Merchant'], ['نوخذة', 'Ship captain'], ['غواص', 'Pearl diver'], ['معلم', 'Teacher'],
  ['طبيب', 'Physician'], ['مهندس', 'Engineer'], ['إمام مسجد', 'Imam'], ['قاضٍ', 'Judge'],
] as const; // prettier-ignore
const PLACES = [
  ['الكويت', 'Kuwait'], ['الجهراء', 'al-Jahrāʼ'], ['فيلكا', 'Faylakā'], ['البصرة', 'Basra'], ['الأحساء', 'al-Aḥsāʼ'],
] as const; // prettier-ignore
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The Arabic names the family is made of: a search benchmark asks for them. */
export const sampleNames = {
  male: MALE.map(([arabic]) => arabic),
  female: FEMALE.map(([arabic]) => arabic),
  surnames: SURNAMES.map(([arabic]) => arabic),
};

interface Person {
  id: number;
  male: boolean;
  name: number;
  surname: number;
  born: number;
  died: number | null;
  famc: number | null;
  fams: number[];
  descendant: boolean;
  generation: number;
}

interface Family {
  id: number;
  husband: number;
  wife: number;
  married: number;
  divorced: number | null;
  children: number[];
}

/** mulberry32: small, fast and the same everywhere. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SampleFamilyOptions {
  /** How many people the file holds (the last generation is cut where the count is reached). */
  people: number;
  seed: number;
  /** The family's first men (surname 0), all born around `firstBorn`. */
  founders?: number;
  /** A man of the family marries up to this many wives: 3 (the import sample) or 4. */
  maxWives?: 3 | 4;
  /** Each marriage has from none to this many children. */
  maxChildren?: number;
  /** The founders' birth year, give or take a decade. */
  firstBorn?: number;
  /** The year "now": who has no death before it is living, which the public view keeps private. */
  present?: number;
  /**
   * No marriage or birth after `present` (a family as recorded today). Off for the import sample,
   * whose last generations run into the future.
   */
  endAtPresent?: boolean;
  latin?: boolean;
  ansel?: boolean;
}

/** The import benchmark's family: six founders around 1700, up to three wives. */
const DEFAULTS = {
  founders: 6,
  maxWives: 3,
  maxChildren: 4,
  firstBorn: 1700,
  present: 2024,
  endAtPresent: false,
} as const;

function generate(options: SampleFamilyOptions) {
  const { people: target, seed } = options;
  const { founders, maxWives, maxChildren, firstBorn, present, endAtPresent } = { ...DEFAULTS, ...options };
  const next = random(seed);
  const chance = (p: number) => next() < p;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const people: Person[] = [];
  const families: Family[] = [];
  /** With `endAtPresent`, nothing is recorded after the present. */
  const notYet = (year: number) => endAtPresent && year > present;

  const person = (male: boolean, born: number, descendant: boolean, generation: number, surname?: number) => {
    const lifespan = between(30, 95);
    const p: Person = {
      id: people.length + 1,
      male,
      name: between(0, (male ? MALE : FEMALE).length - 1),
      surname: surname ?? between(1, SURNAMES.length - 1),
      born,
      died: born + lifespan < present ? born + lifespan : null,
      famc: null,
      fams: [],
      descendant,
      generation,
    };
    people.push(p);
    return p;
  };
  const marry = (husband: Person, wife: Person, year: number) => {
    const family: Family = {
      id: families.length + 1,
      husband: husband.id,
      wife: wife.id,
      married: year,
      divorced: null,
      children: [],
    };
    families.push(family);
    husband.fams.push(family.id);
    wife.fams.push(family.id);
    return family;
  };
  const alive = (p: Person, year: number) => p.died === null || p.died > year;
  const childrenOf = (family: Family, generation: number) => {
    const father = people[family.husband - 1]!;
    const mother = people[family.wife - 1]!;
    const end = Math.min(
      father.died ?? present,
      mother.died ?? present,
      family.divorced ?? present,
      mother.born + 45,
    );
    for (let count = between(0, maxChildren); count > 0 && people.length < target; count -= 1) {
      const born = between(family.married + 1, Math.max(family.married + 1, end));
      if (notYet(born)) break;
      const child = person(chance(0.5), born, true, generation, father.surname);
      child.famc = family.id;
      family.children.push(child.id);
    }
  };
  /**
   * One wife usually, two or three often enough (royal92.ged has 225 with two or more), four now and then
   * when allowed.
   */
  const wivesOf = () => {
    if (chance(0.07)) return 0;
    if (!chance(0.3)) return 1;
    if (!chance(0.25)) return 2;
    return maxWives >= 4 && chance(0.3) ? 4 : 3;
  };

  // Founders: the first men of the family (surname 0) and their wives.
  let generation: Person[] = [];
  for (let index = 0; index < founders; index += 1) {
    const founder = person(true, between(firstBorn - 10, firstBorn + 15), true, 1, 0);
    generation.push(founder);
  }
  let level = 1;
  while (people.length < target && generation.length > 0) {
    const nextGeneration: Person[] = [];
    const unmarriedCousins = generation.filter((p) => !p.male && p.fams.length === 0);
    for (const member of generation) {
      if (people.length >= target) break;
      if (member.died !== null && member.died - member.born < 20) continue;
      if (member.male) {
        // A man of the family: his wives one after another, a cousin now and then.
        const wives = wivesOf();
        let year = member.born + between(18, 30);
        for (
          let count = 0;
          count < wives && alive(member, year) && !notYet(year) && people.length < target;
          count += 1
        ) {
          const cousin = unmarriedCousins.find(
            (c) => c.id !== member.id && c.famc !== member.famc && alive(c, year),
          );
          const wife =
            cousin && chance(0.15) ? cousin : person(false, year - between(16, 25), false, member.generation);
          const family = marry(member, wife, year);
          if (chance(0.06)) family.divorced = year + between(1, 10);
          childrenOf(family, level + 1);
          year += between(3, 15);
        }
      } else if (member.fams.length === 0) {
        // A daughter of the family marries out; a widow or a divorcée may marry again.
        const year = member.born + between(16, 25);
        if (notYet(year)) continue;
        const husband = person(true, year - between(18, 35), false, member.generation);
        const family = marry(husband, member, year);
        if (chance(0.08)) family.divorced = year + between(1, 8);
        childrenOf(family, level + 1);
        const firstEnds = family.divorced ?? husband.died;
        if (
          firstEnds !== null &&
          alive(member, firstEnds + 1) &&
          chance(0.6) &&
          people.length < target &&
          !notYet(firstEnds + 3)
        ) {
          const second = person(true, firstEnds - between(20, 40), false, member.generation);
          const again = marry(second, member, firstEnds + between(1, 3));
          childrenOf(again, level + 1);
        }
      }
    }
    for (const family of families)
      for (const child of family.children) {
        const p = people[child - 1]!;
        if (p.generation === level + 1 && !nextGeneration.includes(p)) nextGeneration.push(p);
      }
    generation = nextGeneration;
    level += 1;
  }
  return { people, families, generations: level, next, present };
}

const ANSEL_MARKS: Record<string, number> = {
  '\u0301': 0xe2,
  '\u0304': 0xe5,
  '\u0308': 0xe8,
  '\u0323': 0xf2,
};
const ANSEL_LETTERS: Record<string, number> = { ʻ: 0xb0, ʼ: 0xae };

/** ANSEL puts a letter's diacritics before it; Unicode (decomposed) after it. */
function encodeAnsel(text: string): number[] {
  const units: { marks: number[]; base: number }[] = [];
  for (const char of text.normalize('NFD')) {
    const mark = ANSEL_MARKS[char];
    const last = units[units.length - 1];
    if (mark !== undefined && last) last.marks.push(mark);
    else
      units.push({
        marks: [],
        base: char.charCodeAt(0) < 0x80 ? char.charCodeAt(0) : (ANSEL_LETTERS[char] ?? 0x3f),
      });
  }
  return units.flatMap((unit) => [...unit.marks, unit.base]);
}

export interface SampleFamily {
  bytes: Uint8Array<ArrayBuffer>;
  people: number;
  families: number;
  /** People with two or more marriages. */
  remarried: number;
  /** Men with four wives. */
  fourWives: number;
  /** Marriages of two descendants of the founders (cousins). */
  cousinMarriages: number;
  /** Levels of descent, founders included. */
  generations: number;
  /** People with no death recorded born within the last 100 years of `present`. */
  living: number;
  lastBirth: number;
}

/** The whole file, and what is in it. */
export function sampleGedcom(options: SampleFamilyOptions): SampleFamily {
  const latin = options.latin || options.ansel;
  const word = (pair: readonly [string, string]) => (latin ? pair[1] : pair[0]);
  const { people, families, generations, next, present } = generate(options);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const date = (year: number) => {
    const roll = next();
    const day = 1 + Math.floor(next() * 28);
    const month = pick(MONTHS);
    if (year < 1752 && roll < 0.05)
      return `@#DJULIAN@ ${day} ${month} ${year}/${String((year + 1) % 100).padStart(2, '0')}`;
    if (roll < 0.45) return `${day} ${month} ${year}`;
    if (roll < 0.55) return `${month} ${year}`;
    if (roll < 0.7) return `${year}`;
    if (roll < 0.8) return `ABT ${year}`;
    if (roll < 0.84) return `BEF ${year + 1}`;
    if (roll < 0.88) return `AFT ${year - 1}`;
    if (roll < 0.93) return `BET ${year - 2} AND ${year + 2}`;
    return `${pick(['EST', 'CAL'])} ${year}`;
  };
  const lines: string[] = [];
  const line = (text: string) => lines.push(text);
  line('0 HEAD');
  line('1 SOUR NASAB_SAMPLE');
  line('2 NAME Nasab sample family generator');
  line('1 DEST ANY');
  line('1 DATE 1 JAN 2025');
  line('1 SUBM @U1@');
  line('1 GEDC');
  line('2 VERS 5.5.1');
  line('2 FORM LINEAGE-LINKED');
  line(`1 CHAR ${options.ansel ? 'ANSEL' : 'UTF-8'}`);
  line('0 @U1@ SUBM');
  line('1 NAME Nasab');
  for (const p of people) {
    line(`0 @I${p.id}@ INDI`);
    const given = word((p.male ? MALE : FEMALE)[p.name]!);
    const surname = word(SURNAMES[p.surname]!);
    line(`1 NAME ${given} /${surname}/`);
    line(`2 GIVN ${given}`);
    line(`2 SURN ${surname}`);
    line(`1 SEX ${p.male ? 'M' : 'F'}`);
    line('1 BIRT');
    line(`2 DATE ${date(p.born)}`);
    if (next() < 0.4) line(`2 PLAC ${word(pick(PLACES))}`);
    if (p.died !== null) {
      if (next() < 0.05) line('1 DEAT Y');
      else {
        line('1 DEAT');
        line(`2 DATE ${date(p.died)}`);
      }
    }
    if (next() < 0.2) line(`1 OCCU ${word(pick(OCCUPATIONS))}`);
    // Burials, titles and residences by the person's number, not the random draws, so the families
    // generated before these lines existed are otherwise the same.
    if (p.died !== null && p.id % 3 === 0) {
      line('1 BURI');
      line(`2 PLAC ${word(PLACES[p.id % PLACES.length]!)}`);
    }
    if (p.id % 7 === 0) line(`1 TITL ${latin ? 'Sheikh' : 'الشيخ'}`);
    if (p.id % 5 === 0) {
      line('1 RESI');
      line(`2 DATE FROM ${p.born + 20} TO ${p.born + 40}`);
      line(`2 PLAC ${word(PLACES[(p.id + 1) % PLACES.length]!)}, ${word(PLACES[0]!)}`);
    }
    if (next() < 0.1) {
      const sentence = latin
        ? `${given} ${surname} lived in ${word(pick(PLACES))} and is remembered by the family.`
        : `${p.male ? 'عاش' : 'عاشت'} ${given} ${surname} في ${word(pick(PLACES))} ${p.male ? 'ويذكره' : 'ويذكرها'} أهله بالخير.`;
      // A long first line cut with CONC (mid-word, as GEDCOM allows), then paragraphs with CONT.
      const long = `${sentence} ${sentence} ${sentence} ${sentence}`;
      line(`1 NOTE ${long.slice(0, 120)}`);
      line(`2 CONC ${long.slice(120)}`);
      line('2 CONT');
      line(`2 CONT ${sentence}`);
    }
    if (p.famc !== null) line(`1 FAMC @F${p.famc}@`);
    for (const family of p.fams) line(`1 FAMS @F${family}@`);
    if (next() < 0.3)
      line(
        `1 _UID ${Math.floor(next() * 2 ** 48)
          .toString(16)
          .toUpperCase()
          .padStart(12, '0')}`,
      );
    if (next() < 0.2) line('1 SOUR @S1@');
  }
  for (const family of families) {
    line(`0 @F${family.id}@ FAM`);
    line(`1 HUSB @I${family.husband}@`);
    line(`1 WIFE @I${family.wife}@`);
    for (const child of family.children) line(`1 CHIL @I${child}@`);
    line('1 MARR');
    line(`2 DATE ${date(family.married)}`);
    if (family.id % 4 === 0) line(`2 PLAC ${word(PLACES[family.id % PLACES.length]!)}`);
    if (family.divorced !== null) {
      line('1 DIV');
      line(`2 DATE ${date(family.divorced)}`);
    }
  }
  line('0 @S1@ SOUR');
  line(`1 TITL ${latin ? 'Family register' : 'سجل العائلة'}`);
  line('0 TRLR');

  const eol = options.ansel ? '\r\n' : '\n';
  const text = lines.join(eol) + eol;
  const bytes = options.ansel ? Uint8Array.from(encodeAnsel(text)) : new TextEncoder().encode(text);

  const marriagesOf = new Map<number, number>();
  for (const family of families)
    for (const spouse of [family.husband, family.wife])
      marriagesOf.set(spouse, (marriagesOf.get(spouse) ?? 0) + 1);
  const person = (id: number) => people[id - 1]!;
  return {
    bytes,
    people: people.length,
    families: families.length,
    remarried: [...marriagesOf.values()].filter((count) => count >= 2).length,
    fourWives: [...marriagesOf].filter(([id, count]) => count >= 4 && person(id).male).length,
    cousinMarriages: families.filter((f) => person(f.husband).descendant && person(f.wife).descendant).length,
    generations,
    living: people.filter((p) => p.died === null && p.born > present - 100).length,
    lastBirth: Math.max(...people.map((p) => p.born)),
  };
}
