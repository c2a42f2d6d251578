/**
 * «صلة القرابة» at scale: the time to answer 1,000 random pairs on a generated family of
 * 5,000 members with several wives, remarried women and cousin marriages (repeated ancestors).
 *
 *   npx tsx scripts/bench-kinship.ts [--people 5000] [--pairs 1000] [--seed 10]
 *
 * Prints the time to index the family once, the pairs answered by one finder (what a screen asking
 * many pairs would do) and the pairs answered by `findKinship` alone, which indexes the family on
 * every call (what the route does per request). Nothing in the family is real.
 */
import { parseArgs } from 'node:util';
import { createKinshipFinder, findKinship, type Kinship } from '../src/shared/family-tree/kinship';
import type { TreeMember } from '../src/shared/family-tree/members';
import type { SpouseLink } from '../src/shared/schemas/family-member';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '5000' },
    pairs: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '10' },
  },
});
const PEOPLE = Number(values.people);
const PAIRS = Number(values.pairs);

// mulberry32: the same seed gives the same family and the same pairs.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(Number(values.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

type Row = TreeMember & { spouses: SpouseLink[] };

// Few founders: most members then descend from the same ancestors, as in one family's site.
const FOUNDERS = 3;
let cousinMarriages = 0;

/**
 * Generation by generation: every lineage man marries a cousin about a third of the time (a woman of
 * his generation from another father) and a wife from outside otherwise, a fifth take a second wife;
 * lineage daughters left over marry husbands from outside, and some of them marry twice.
 */
function generateFamily(size: number): Row[] {
  const rows: Row[] = [];
  cousinMarriages = 0;
  const add = (
    name: string,
    gender: 'male' | 'female',
    generation: number,
    parent: number | null = null,
    mother: number | null = null,
  ) => {
    const row: Row = {
      id: rows.length + 1,
      name,
      generation,
      parent,
      mother_id: mother,
      spouse_id: null,
      gender,
      spouses: [],
    };
    rows.push(row);
    return row;
  };
  const marry = (husband: Row, wife: Row, ended: SpouseLink['ended'] = null) => {
    const order = husband.spouses.length + 1;
    husband.spouses.push({ id: wife.id, order, ended });
    wife.spouses.push({ id: husband.id, order, ended });
  };
  const children = (father: Row, mother: Row, count: number) => {
    const born: Row[] = [];
    for (let i = 0; i < count && rows.length < size; i++) {
      const gender = random() < 0.5 ? 'male' : 'female';
      born.push(add(gender === 'male' ? 'ابن' : 'ابنة', gender, father.generation + 1, father.id, mother.id));
    }
    return born;
  };

  let generation: Row[] = [];
  for (let i = 0; i < FOUNDERS; i++) {
    const founder = add(`مؤسس ${i + 1}`, 'male', 1);
    const wife = add(`زوجة ${i + 1}`, 'female', 1);
    marry(founder, wife);
    generation.push(...children(founder, wife, 5));
  }
  while (rows.length < size && generation.length > 0) {
    const next: Row[] = [];
    const men = generation.filter((m) => m.gender === 'male');
    const unmarried = new Set(generation.filter((m) => m.gender === 'female'));
    for (const man of men) {
      if (rows.length >= size) break;
      const cousins = [...unmarried].filter((woman) => woman.parent !== man.parent);
      let wife: Row;
      if (cousins.length > 0 && random() < 0.35) {
        wife = pick(cousins);
        unmarried.delete(wife);
        cousinMarriages++;
      } else {
        wife = add('زوجة', 'female', man.generation);
      }
      marry(man, wife);
      next.push(...children(man, wife, 1 + Math.floor(random() * 4)));
      if (random() < 0.2 && rows.length < size) {
        const second = add('زوجة ثانية', 'female', man.generation);
        marry(man, second);
        next.push(...children(man, second, 1 + Math.floor(random() * 3)));
      }
    }
    for (const woman of unmarried) {
      if (rows.length >= size) break;
      const husband = add('زوج', 'male', woman.generation);
      const divorced = random() < 0.1;
      marry(husband, woman, divorced ? 'divorced' : null);
      next.push(...children(husband, woman, 1 + Math.floor(random() * 3)));
      if (divorced && rows.length < size) {
        const second = add('زوج ثانٍ', 'male', woman.generation);
        marry(second, woman);
        next.push(...children(second, woman, 1 + Math.floor(random() * 2)));
      }
    }
    generation = next;
  }
  return rows;
}

const family = generateFamily(PEOPLE);
const pairs = Array.from({ length: PAIRS }, () => [pick(family).id, pick(family).id] as const);

function time<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

function summary(label: string, durations: number[]): string {
  const sorted = [...durations].sort((a, b) => a - b);
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `${label}: ${total.toFixed(1)} ms in all, ${(total / sorted.length).toFixed(3)} ms mean, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`;
}

// Warm the JIT so the first pairs do not carry compilation.
const warm = createKinshipFinder(family);
for (const [from, to] of pairs.slice(0, 50)) warm(from, to);

const index = time(() => createKinshipFinder(family));
const finder = index.result;
const oneFinder: number[] = [];
const answers: Kinship[] = [];
for (const [from, to] of pairs) {
  const { ms, result } = time(() => finder(from, to));
  oneFinder.push(ms);
  answers.push(result);
}
const perCall = pairs.map(([from, to]) => time(() => findKinship(family, from, to)).ms);

const generations = Math.max(...family.map((m) => m.generation));
const withTerm = answers.filter((a) => a.term !== null).length;
const blood = answers.filter((a) => a.common_ancestor !== null).length;
const unrelated = answers.filter((a) => a.path.length === 0).length;
const longest = Math.max(...answers.map((a) => a.path.length));

console.log(
  `family: ${family.length} members, ${generations} generations, ${cousinMarriages} cousin marriages`,
);
console.log(
  `pairs: ${PAIRS} (${blood} blood, ${withTerm} with a short term, ${unrelated} unrelated, longest path ${longest} members)`,
);
console.log(`index once: ${index.ms.toFixed(1)} ms`);
console.log(summary('one finder, every pair', oneFinder));
console.log(summary('findKinship per pair (index rebuilt each call, as the route)', perCall));
