import { describe, expect, it } from 'vitest';
import type { FamilyMember, MemberVisibility } from '../schemas/family-member';
import { defaultPrivacySettings, publicFamily, storedMembersOf, type PrivacySettings } from './privacy';

// `publicFamily` given its previous answer reuses the records of untouched members: whatever the
// edit, the answer must be the one a run from nothing gives.

const NOW = new Date('2026-11-23T00:00:00Z');
const VISIBILITIES: MemberVisibility[] = ['auto', 'auto', 'auto', 'public', 'limited', 'hidden'];

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

function birthOf(rng: ReturnType<typeof random>): string {
  return rng.pick([
    '',
    '',
    `${1850 + Math.floor(rng.next() * 170)}`,
    `ABT ${1900 + Math.floor(rng.next() * 50)}`,
    '1415هـ',
  ]);
}

function family(seed: number, size: number): FamilyMember[] {
  const rng = random(seed);
  const members: FamilyMember[] = [];
  for (let id = 1; id <= size; id++) {
    const men = members.filter((m) => m.gender === 'male');
    const women = members.filter((m) => m.gender === 'female');
    const father = id > 3 && men.length > 0 && rng.next() < 0.85 ? rng.pick(men) : null;
    const mother = father && women.length > 0 && rng.next() < 0.6 ? rng.pick(women) : null;
    members.push({
      id,
      name: `فرد ${id}`,
      generation: father ? father.generation + 1 : 1,
      parent: father?.id ?? null,
      mother_id: mother?.id ?? null,
      spouse_id: null,
      spouses: [],
      gender: rng.next() < 0.5 ? 'male' : 'female',
      surname: '',
      name_prefix: '',
      name_suffix: '',
      birth: birthOf(rng),
      death: rng.pick(['', '', '1990', 'متوفى', 'حي']),
      role: '',
      image: rng.next() < 0.3 ? `/uploads/${id}.webp` : '',
      bio: '',
      highlights: '',
      visibility: rng.pick(VISIBILITIES),
    });
  }
  // Marriages, both sides recorded as the server presents them.
  for (let n = 0; n < size / 3; n++) {
    const husband = rng.pick(members.filter((m) => m.gender === 'male'));
    const wife = rng.pick(members.filter((m) => m.gender === 'female'));
    if (husband.spouses.some((link) => link.id === wife.id)) continue;
    const ended = rng.next() < 0.2 ? ('divorced' as const) : null;
    const order = husband.spouses.length + 1;
    husband.spouses = [...husband.spouses, { id: wife.id, order, ended }];
    wife.spouses = [...wife.spouses, { id: husband.id, order, ended }];
    husband.spouse_id ??= wife.id;
    wife.spouse_id ??= husband.id;
  }
  return members;
}

/** One edit as the server's source makes it: the touched members become new objects. */
function edit(members: FamilyMember[], rng: ReturnType<typeof random>): FamilyMember[] {
  const target = rng.pick(members);
  const kind = rng.pick([
    'birth',
    'death',
    'visibility',
    'parent',
    'spouse',
    'delete',
    'add',
    'photo',
  ] as const);
  const replace = (changed: FamilyMember) => members.map((m) => (m.id === changed.id ? changed : m));
  switch (kind) {
    case 'birth':
      return replace({ ...target, birth: birthOf(rng) });
    case 'death':
      return replace({ ...target, death: rng.pick(['', '2001', 'حي', 'رحمه الله']) });
    case 'visibility':
      return replace({ ...target, visibility: rng.pick(VISIBILITIES) });
    case 'photo':
      return replace({ ...target, image: target.image ? '' : `/uploads/new-${target.id}.webp` });
    case 'parent': {
      const father = rng.pick(members.filter((m) => m.gender === 'male' && m.id < target.id));
      return father ? replace({ ...target, parent: father.id }) : members;
    }
    case 'spouse': {
      const other = rng.pick(members.filter((m) => m.gender !== target.gender && m.id !== target.id));
      if (!other || target.spouses.some((link) => link.id === other.id)) return members;
      const link = (id: number, order: number) => ({ id, order, ended: null });
      return members.map((m) =>
        m.id === target.id
          ? { ...m, spouses: [...m.spouses, link(other.id, m.spouses.length + 1)] }
          : m.id === other.id
            ? { ...m, spouses: [...m.spouses, link(target.id, m.spouses.length + 1)] }
            : m,
      );
    }
    case 'delete':
      if (members.some((m) => m.parent === target.id || m.mother_id === target.id)) return members;
      return members
        .filter((m) => m.id !== target.id)
        .map((m) =>
          m.spouses.some((link) => link.id === target.id)
            ? { ...m, spouses: m.spouses.filter((link) => link.id !== target.id) }
            : m,
        );
    case 'add': {
      const id = Math.max(...members.map((m) => m.id)) + 1;
      return [
        ...members,
        {
          ...target,
          id,
          parent: target.gender === 'male' ? target.id : null,
          spouses: [],
          spouse_id: null,
          birth: birthOf(rng),
        },
      ];
    }
  }
}

describe('publicFamily given its previous answer', () => {
  const settingsCases: PrivacySettings[] = [
    defaultPrivacySettings,
    { living: 'public', hideWomenPhotos: true },
    { living: 'hidden', hideWomenPhotos: false },
  ];

  it('answers as a run from nothing after any sequence of edits', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const rng = random(seed);
      const settings = settingsCases[seed % settingsCases.length]!;
      let members = family(seed, 60);
      let previous = publicFamily(members, settings, NOW);
      for (let step = 0; step < 15; step++) {
        members = edit(members, rng);
        const reused = publicFamily(members, settings, NOW, previous);
        expect(reused, `seed ${seed}, edit ${step}`).toEqual(publicFamily(members, settings, NOW));
        previous = reused;
      }
    }
  });

  it('keeps the record objects of members nothing about changed, and only theirs', () => {
    const members = family(7, 60);
    const previous = publicFamily(members, defaultPrivacySettings, NOW);
    const again = publicFamily(members, defaultPrivacySettings, NOW, previous);
    expect(again.every((record, index) => record === previous[index])).toBe(true);

    // A new death year for someone: his record is new; a child whose age is guessed from it may be too.
    const target = members.find((m) => m.visibility === 'auto' && m.death === '')!;
    const edited = members.map((m) => (m.id === target.id ? { ...m, death: '1950' } : m));
    const after = publicFamily(edited, defaultPrivacySettings, NOW, previous);
    expect(after.find((record) => record.id === target.id)).not.toBe(
      previous.find((record) => record.id === target.id),
    );
    const kept = after.filter((record, index) => record === previous[index]).length;
    expect(kept).toBeGreaterThan(after.length - 10);
  });

  it('reuses nothing when the settings changed', () => {
    const members = family(3, 40);
    const previous = publicFamily(members, defaultPrivacySettings, NOW);
    const other = { living: 'public', hideWomenPhotos: true } as const;
    const after = publicFamily(members, other, NOW, previous);
    expect(after).toEqual(publicFamily(members, other, NOW));
    expect(after.some((record, index) => record === previous[index])).toBe(false);
  });

  it('keeps the map of the same members given again, whatever the settings, and only then', () => {
    const members = family(5, 40);
    const previous = publicFamily(members, defaultPrivacySettings, NOW);
    // What is kept by the stored members (a relative's kin index) outlives a change of settings.
    const other = { living: 'public', hideWomenPhotos: true } as const;
    const after = publicFamily(members, other, NOW, previous);
    expect(storedMembersOf(after)).toBe(storedMembersOf(previous));
    expect([...storedMembersOf(after)!.values()]).toEqual(members);
    // Another array, even of the same members, is mapped again: it may be another state.
    const copy = publicFamily([...members], other, NOW, after);
    expect(storedMembersOf(copy)).not.toBe(storedMembersOf(after));
    expect([...storedMembersOf(copy)!.values()]).toEqual(members);
  });
});
