import { describe, expect, it } from 'vitest';
import {
  MATCH_RANK,
  createMemberIndex,
  normaliseArabic,
  parseNameQuery,
  rankMember,
  searchKey,
  searchMembers,
  type MemberCandidate,
} from './arabic-names';

interface Person {
  id: number;
  name: string;
  father: number | null;
}

/** A small family as typed by different people: hamza, ة/ه, عبد الله spaced or not, tashkeel. */
const family: Person[] = [
  { id: 1, name: 'خالد', father: null },
  { id: 2, name: 'سالم', father: 1 },
  { id: 3, name: 'أحمد', father: 2 },
  { id: 4, name: 'مُحَمَّد', father: 2 },
  { id: 5, name: 'محمد', father: 3 },
  { id: 6, name: 'فاطمة', father: 3 },
  { id: 7, name: 'عبد الله', father: 4 },
  { id: 8, name: 'عبدالرحمن', father: 5 },
  { id: 9, name: 'عليان', father: 7 },
  { id: 10, name: 'علي', father: 8 },
  { id: 11, name: 'سالمين', father: 5 },
  { id: 12, name: 'محمود', father: 11 },
  { id: 13, name: 'احمد', father: 7 },
  { id: 14, name: 'فاطمه', father: 13 },
];

const byId = new Map(family.map((person) => [person.id, person]));

function toCandidate(person: Person): MemberCandidate {
  const chain: string[] = [];
  for (let current: Person | undefined = person; current;) {
    chain.push(current.name);
    current = current.father === null ? undefined : byId.get(current.father);
  }
  return { name: person.name, chain };
}

const ids = (query: string, limit?: number) =>
  searchMembers(query, family, toCandidate, limit).map((person) => person.id);
const rank = (query: string, id: number) => rankMember(query, toCandidate(byId.get(id)!));

describe('normaliseArabic', () => {
  it('folds the hamza forms of alef, and ٱ, to a bare alef', () => {
    expect(normaliseArabic('أحمد')).toBe('احمد');
    expect(normaliseArabic('إبراهيم')).toBe('ابراهيم');
    expect(normaliseArabic('آمنة')).toBe('امنه');
    expect(normaliseArabic('ٱلله')).toBe('الله');
  });

  it('folds ة to ه, ى to ي, ؤ to و and ئ to ي', () => {
    expect(normaliseArabic('فاطمة')).toBe(normaliseArabic('فاطمه'));
    expect(normaliseArabic('مصطفى')).toBe('مصطفي');
    expect(normaliseArabic('يحيى')).toBe(normaliseArabic('يحيي'));
    expect(normaliseArabic('لؤلؤة')).toBe('لولوه');
    expect(normaliseArabic('عائشة')).toBe(normaliseArabic('عايشه'));
  });

  it('removes tashkeel, the superscript alef and tatweel', () => {
    expect(normaliseArabic('مُحَمَّد')).toBe('محمد');
    expect(normaliseArabic('عَبْدُ الرَّحْمٰنِ')).toBe('عبد الرحمن');
    expect(normaliseArabic('محـــمد')).toBe('محمد');
    expect(normaliseArabic('سَالِمٌ')).toBe('سالم');
  });

  it('collapses and trims spaces, tabs and no-break spaces', () => {
    expect(normaliseArabic('  عبد \t  الله\u00a0 ')).toBe('عبد الله');
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin digits', () => {
    expect(normaliseArabic('١٢')).toBe('12');
    expect(normaliseArabic('۱۲')).toBe('12');
    expect(normaliseArabic('12')).toBe('12');
    expect(normaliseArabic('محمد ١٩٣٠')).toBe(normaliseArabic('محمد 1930'));
  });

  it('folds Persian and Urdu letters typed for Arabic ones', () => {
    expect(normaliseArabic('کریم')).toBe('كريم');
    expect(normaliseArabic('ہند')).toBe('هند');
  });

  it('lower-cases and unaccents Latin', () => {
    expect(normaliseArabic('Mohammed AL-Ṣabāḥ')).toBe('mohammed al-sabah');
  });

  it('drops the invisible marks that copied text carries, and unpacks presentation forms', () => {
    expect(normaliseArabic('\u200fمحمد\u200c\u061c')).toBe('محمد');
    expect(normaliseArabic('ﻣﺤﻤﺪ')).toBe('محمد');
    expect(normaliseArabic('عبدﷲ')).toBe('عبدالله');
  });

  it('leaves an empty or blank text empty', () => {
    expect(normaliseArabic('')).toBe('');
    expect(normaliseArabic(' ـ َ ')).toBe('');
  });
});

describe('searchKey', () => {
  it('joins «عبد ال…» names, spaced or not', () => {
    expect(searchKey('عبد الله')).toBe(searchKey('عبدالله'));
    expect(searchKey('عبد الرحمن')).toBe(searchKey('عبدالرحمن'));
    expect(searchKey('عبد العزيز')).toBe('عبدالعزيز');
    expect(searchKey('عبد الإله')).toBe(searchKey('عبدالاله'));
    expect(searchKey('محمد بن عبد الله')).toBe('محمد بن عبدالله');
  });

  it('joins while «عبد ا…» is still being typed, so the prefix keeps matching', () => {
    expect(searchKey('عبدالله').startsWith(searchKey('عبد ا'))).toBe(true);
  });

  it('leaves other words containing عبد alone', () => {
    expect(searchKey('عبده سالم')).toBe('عبده سالم');
    expect(searchKey('العبد الصالح')).toBe('العبد الصالح');
  });
});

describe('parseNameQuery', () => {
  it('splits on بن, بنت, ابن and ابنة, whatever their spelling', () => {
    expect(parseNameQuery('محمد بن سالم')).toEqual({ parts: ['محمد', 'سالم'], linked: true });
    expect(parseNameQuery('فاطمة بنت أحمد')).toEqual({ parts: ['فاطمه', 'احمد'], linked: true });
    expect(parseNameQuery('محمد ابن سالم بن خالد')).toEqual({
      parts: ['محمد', 'سالم', 'خالد'],
      linked: true,
    });
    expect(parseNameQuery('هند إبنة عبد الله').parts).toEqual(['هند', 'عبدالله']);
  });

  it('keeps a compound name between links as one part', () => {
    expect(parseNameQuery('نور الدين بن عبد الرحمن').parts).toEqual(['نور الدين', 'عبدالرحمن']);
  });

  it('reads plain words as the four-part name they usually are', () => {
    expect(parseNameQuery('محمد سالم خالد')).toEqual({ parts: ['محمد', 'سالم', 'خالد'], linked: false });
    expect(parseNameQuery('عبد الله سالم').parts).toEqual(['عبدالله', 'سالم']);
  });

  it('marks a missing name at either end as anyone', () => {
    expect(parseNameQuery('بنت أحمد').parts).toEqual(['', 'احمد']);
    expect(parseNameQuery('محمد بن').parts).toEqual(['محمد', '']);
    expect(parseNameQuery('محمد بن بن سالم').parts).toEqual(['محمد', 'سالم']);
  });

  it('does not treat a lone link word as a link: it may be the start of بندر', () => {
    expect(parseNameQuery('بن')).toEqual({ parts: ['بن'], linked: false });
  });

  it('has no parts for an empty query', () => {
    expect(parseNameQuery('  ')).toEqual({ parts: [], linked: false });
  });
});

describe('rankMember', () => {
  it('returns null for an empty query or no match', () => {
    expect(rank('', 5)).toBeNull();
    expect(rank('   ', 5)).toBeNull();
    expect(rank('يوسف', 5)).toBeNull();
  });

  it('ranks a whole-word start above an unfinished one', () => {
    expect(rank('علي', 10)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('علي', 9)).toBe(MATCH_RANK.nameStartsWith);
  });

  it('finds each spelling with the other', () => {
    expect(rank('احمد', 3)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('أحمد', 13)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('فاطمه', 6)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('فاطمة', 14)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('عبدالله', 7)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('عبد الرحمن', 8)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('محـــمد', 4)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rank('مُحَمَّد', 5)).toBe(MATCH_RANK.nameStartsWithWords);
  });

  it('matches the lineage: each part the matching ancestor, the last one begun', () => {
    expect(rank('محمد بن سالم', 4)).toBe(MATCH_RANK.lineageWords);
    expect(rank('محمد بن سا', 4)).toBe(MATCH_RANK.lineage);
    expect(rank('محمد بن سالم بن خالد', 4)).toBe(MATCH_RANK.lineageWords);
    expect(rank('محمد بن سالم', 5)).toBeNull();
    // Only the last part may be unfinished.
    expect(rank('محم بن سالم', 4)).toBeNull();
  });

  it('matches a daughter through her father, whatever the spelling', () => {
    expect(rank('فاطمة بنت أحمد', 6)).toBe(MATCH_RANK.lineageWords);
    expect(rank('فاطمه بنت احمد', 14)).toBe(MATCH_RANK.lineageWords);
    expect(rank('فاطمة بنت محمد', 6)).toBeNull();
  });

  it('reads plain words as a lineage too', () => {
    expect(rank('محمد سالم', 4)).toBe(MATCH_RANK.lineageWords);
    expect(rank('عبد الله محمد سالم', 7)).toBe(MATCH_RANK.lineageWords);
    expect(rank('محمد احمد', 4)).toBeNull();
  });

  it('treats a missing name as anyone: the children of أحمد, a محمد with a father', () => {
    expect(rank('بنت أحمد', 6)).toBe(MATCH_RANK.lineageWords);
    expect(rank('بن أحمد', 5)).toBe(MATCH_RANK.lineageWords);
    expect(rank('محمد بن', 4)).toBe(MATCH_RANK.lineage);
  });

  it('finds a query inside the name after the lineage', () => {
    const inside = { name: 'محمد عبد الله', chain: ['محمد عبد الله', 'سالم'] };
    expect(rankMember('عبدالله', inside)).toBe(MATCH_RANK.nameContainsWordStart);
    expect(rankMember('بدالله', inside)).toBe(MATCH_RANK.nameContains);
  });

  it('finds the query in the nasab last: grandchildren of سالم', () => {
    expect(rank('سالم', 12)).toBe(MATCH_RANK.nasabContainsWordStart);
    expect(rank('الم', 12)).toBe(MATCH_RANK.nasabContains);
    expect(rank('محمد سالم', 7)).toBe(MATCH_RANK.nasabContainsWordStart);
  });

  it('does not find descendants by a lineage spelled with بن: it names one person', () => {
    // Grandsons of سالم بن خالد, whose nasab holds it further up.
    expect(rank('سالم بن خالد', 5)).toBeNull();
    expect(rank('محمد بن سالم', 7)).toBeNull();
    // Nor a name written with its nasab, where the lineage comes after the member's own name.
    const written = { name: 'عبدالله بن محمد بن سالم', chain: ['عبدالله', 'محمد', 'سالم'] };
    expect(rankMember('محمد بن سالم', written)).toBeNull();
    expect(rankMember('عبدالله بن محمد بن سالم', written)).toBe(MATCH_RANK.nameStartsWithWords);
  });

  it('finds a compound name written joined or apart: «نور الدين» and «نورالدين»', () => {
    const apart = { name: 'نور الدين', chain: ['نور الدين', 'سالم'] };
    const joined = { name: 'نورالدين', chain: ['نورالدين', 'سالم'] };
    expect(rankMember('نورالدين', apart)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rankMember('نور الدين', joined)).toBe(MATCH_RANK.nameStartsWithWords);
    expect(rankMember('نور الد', joined)).toBe(MATCH_RANK.nameStartsWith);
    expect(rankMember('صلاح الدين', apart)).toBeNull();
  });

  it('ranks a whole word of the nasab above the query inside a word of the name', () => {
    const masoud = { name: 'مسعود', chain: ['مسعود', 'فهد'] };
    const sonOfSaud = { name: 'فهد', chain: ['فهد', 'سعود'] };
    const sonOfMasoud = { name: 'فهد', chain: ['فهد', 'مسعود'] };
    expect(rankMember('سعود', sonOfSaud)).toBe(MATCH_RANK.nasabContainsWordStart);
    expect(rankMember('سعود', masoud)).toBe(MATCH_RANK.nameContains);
    expect(rankMember('سعود', sonOfMasoud)).toBe(MATCH_RANK.nasabContains);
    expect(MATCH_RANK.nasabContainsWordStart).toBeLessThan(MATCH_RANK.nameContains);
  });

  it('matches one letter at the start of a name only', () => {
    expect(rank('ع', 7)).toBe(MATCH_RANK.nameStartsWith);
    expect(rank('م', 6)).toBeNull();
    expect(rank('د', 5)).toBeNull();
  });

  it('matches digits in either script', () => {
    const member = { name: 'محمد الثاني ١٢', chain: ['محمد الثاني ١٢'] };
    expect(rankMember('12', member)).toBe(MATCH_RANK.nameContainsWordStart);
    expect(rankMember('محمد الثاني 12', member)).toBe(MATCH_RANK.nameStartsWithWords);
  });
});

describe('searchMembers', () => {
  it('lists the name matches, then the lineage, then the nasab', () => {
    // سالم himself; then سالمين (a longer name); then everyone whose nasab holds سالم, shallow first.
    expect(ids('سالم')).toEqual([2, 11, 3, 4, 5, 6, 7, 8, 9, 13, 10, 12, 14]);
  });

  it('finds the one person a lineage spelled with بن names, not his descendants', () => {
    // Member 4 is محمد بن سالم; 7 (عبد الله بن محمد بن سالم) and his descendants hold him in
    // their nasab, and are found from his page, not by his name; 5 (محمد بن أحمد بن سالم) is
    // someone else.
    expect(ids('محمد بن سالم')).toEqual([4]);
    expect(ids('محمد بن سالم بن خالد')).toEqual([4]);
    expect(ids('سالم بن خالد')).toEqual([2]);
    // Without بن the words may be one compound name as well as a lineage: the person first, then
    // whose nasab holds the words.
    expect(ids('محمد سالم')).toEqual([4, 7, 9, 13, 14]);
  });

  it('puts a lineage of whole names before one whose last name is only begun', () => {
    const people = [
      { id: 1, name: 'سالمين', father: null },
      { id: 2, name: 'محمد', father: 1 },
      { id: 3, name: 'خالد', father: null },
      { id: 4, name: 'سالم', father: 3 },
      { id: 5, name: 'محمد', father: 4 },
    ];
    const chainOf = (person: (typeof people)[number]): MemberCandidate => {
      const chain: string[] = [];
      for (let at: (typeof people)[number] | undefined = person; at;) {
        chain.push(at.name);
        at = people.find((other) => other.id === at!.father);
      }
      return { name: person.name, chain };
    };
    const found = (query: string) => searchMembers(query, people, chainOf).map((person) => person.id);
    expect(found('محمد بن سالم')).toEqual([5, 2]);
    expect(found('محمد بن سالمين')).toEqual([2]);
  });

  it('finds both spellings of a name, the shorter chain first', () => {
    expect(ids('أحمد')).toEqual([3, 13, 5, 6, 8, 11, 10, 12, 14]);
    expect(ids('فاطمه')).toEqual([6, 14]);
    expect(ids('فاطمة بنت أحمد')).toEqual([6, 14]);
    expect(ids('عبد الله')).toEqual([7, 9, 13, 14]);
  });

  it('keeps the input order between equal matches', () => {
    const twins = [
      { id: 'a', name: 'محمد', chain: ['محمد', 'سالم'] },
      { id: 'b', name: 'محمد', chain: ['محمد', 'سالم'] },
      { id: 'c', name: 'محمد', chain: ['محمد'] },
    ];
    const found = searchMembers('محمد', twins, (twin) => twin);
    expect(found.map((twin) => twin.id)).toEqual(['c', 'a', 'b']);
  });

  it('returns nothing for an empty query or a zero limit, and at most `limit` members', () => {
    expect(ids('')).toEqual([]);
    expect(ids('  ')).toEqual([]);
    expect(ids('محمد', 0)).toEqual([]);
    expect(ids('سالم', 2)).toEqual([2, 11]);
  });

  it('lists the names starting with one letter only', () => {
    expect(ids('ع')).toEqual([7, 8, 9, 10]);
  });
});

describe('createMemberIndex', () => {
  const givenNames = [
    'محمد',
    'أحمد',
    'عبد الله',
    'سالم',
    'خالد',
    'فاطمة',
    'عبدالرحمن',
    'علي',
    'مريم',
    'يوسف',
  ];

  /** 5,000 members over ten generations, every one with a full chain. */
  function bigFamily(): MemberCandidate[] {
    const members: MemberCandidate[] = [];
    for (let index = 0; index < 5000; index++) {
      const chain: string[] = [];
      for (let depth = 0, seed = index; depth < 1 + (index % 10); depth++, seed = Math.floor(seed / 3)) {
        chain.push(givenNames[(seed + depth) % givenNames.length]!);
      }
      members.push({ name: chain[0]!, chain });
    }
    return members;
  }

  it('answers the same as searchMembers', () => {
    const index = createMemberIndex(family, toCandidate);
    for (const query of ['سالم', 'محمد بن سالم', 'فاطمة', 'ع', '']) {
      expect(index.search(query).map((person) => person.id)).toEqual(ids(query));
    }
  });

  // Its speed is printed by scripts/bench-rules.ts: a test cannot hold a time on a shared machine.
  it('ranks 5,000 members as a full sort by rank, then chain length, then input order would', () => {
    const members = bigFamily();
    const index = createMemberIndex(members, (member) => member);
    for (const query of ['م', 'محمد بن', 'عبد الله سالم', 'فاطمه بنت احمد']) {
      const sorted = members
        .map((member, order) => ({ member, order, rank: rankMember(query, member) }))
        .filter((entry) => entry.rank !== null)
        .sort(
          (a, b) => a.rank! - b.rank! || a.member.chain.length - b.member.chain.length || a.order - b.order,
        )
        .map((entry) => entry.member);
      expect(index.search(query, 50)).toEqual(sorted.slice(0, 50));
    }
  });
});
