import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../schemas/family-member';
import { memberRecord } from '../testing/members';
import {
  defaultPrivacySettings,
  memberPhotos,
  publicFamily,
  publicVisibilityOf,
  type PrivacySettings,
} from './privacy';

type Row = FamilyMember;

const NOW = new Date('2026-11-23T00:00:00Z');

/** A member with every private field filled, so each test sees what privacy takes away. */
const member = (id: number, overrides: Partial<Row> = {}): Row =>
  memberRecord(id, `فرد ${id}`, {
    birth: '',
    death: '',
    role: 'دور',
    image: `/uploads/${id}.webp`,
    bio: 'نبذة',
    highlights: 'نقطة',
    ...overrides,
  });

/**
 * 1 the founder (1880–1952) and 2 his wife (no dates); 3 their son (1920, died 1990) married to 4;
 * 5 their daughter, born 1960, living; 6 her son with no dates (a guess from his mother: living);
 * 7 a son of 3 with no dates (a guess from his father: 1945, living) and 8 his son (1950–2020);
 * 9 with no parent and no dates, and 10 his son born 1930 (a guess from the son: 1905, dead by now).
 */
function family(): Row[] {
  return [
    member(1, {
      birth: '1880',
      death: '1952',
      spouses: [{ id: 2, order: 1, ended: 'widowed' }],
      spouse_id: 2,
    }),
    member(2, { gender: 'female', spouses: [{ id: 1, order: 1, ended: 'widowed' }], spouse_id: 1 }),
    member(3, {
      parent: 1,
      mother_id: 2,
      generation: 2,
      birth: '1920',
      death: '1990',
      spouses: [{ id: 4, order: 1, ended: null }],
      spouse_id: 4,
    }),
    member(4, {
      gender: 'female',
      birth: 'ABT 1925',
      spouses: [{ id: 3, order: 1, ended: null }],
      spouse_id: 3,
    }),
    member(5, { parent: 3, mother_id: 4, generation: 3, gender: 'female', birth: '1960' }),
    member(6, { mother_id: 5, generation: 4 }),
    member(7, { parent: 3, generation: 3 }),
    member(8, { parent: 7, generation: 4, birth: '1950', death: '2020' }),
    member(9),
    member(10, { parent: 9, generation: 2, birth: '1930' }),
  ];
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

describe('publicVisibilityOf', () => {
  it('the dead are public; the living follow the site rule; dates are guessed from relatives', () => {
    const levels = publicVisibilityOf(family(), defaultPrivacySettings, NOW);
    expect(Object.fromEntries(levels)).toEqual({
      1: 'public', // died 1952
      2: 'public', // no dates; her son was born 1920 → about 1895
      3: 'public',
      4: 'public', // born about 1925, no death: over 100 years ago
      5: 'limited', // born 1960, living
      6: 'limited', // no dates; his mother born 1960 → about 1985
      7: 'limited', // no dates; his father born 1920 → about 1945
      8: 'public',
      9: 'public', // no dates; his son born 1930 → about 1905
      10: 'limited', // born 1930, no death date: under 100
    });
  });

  it('the living rule (decision 015): dead only by a date or a word of death; Hijri and two-digit years', () => {
    const cases: [birth: string, death: string, level: 'public' | 'limited'][] = [
      // A death field that says alive, or holds a placeholder, is no death.
      ['1995', 'حي', 'limited'],
      ['1998', 'على قيد الحياة', 'limited'],
      ['2001', '-', 'limited'],
      ['1996', '?', 'limited'],
      ['1997', '؟', 'limited'],
      ['1999', '—', 'limited'],
      ['2000', '...', 'limited'],
      ['1995', 'غير معروف', 'limited'],
      // A date or a word of death is a death, however recent.
      ['1995', '2020', 'public'],
      ['1995', '1441هـ', 'public'],
      ['1995', 'متوفى', 'public'],
      ['1995', 'متوفي', 'public'],
      ['1995', 'متوفاة', 'public'],
      ['1995', 'توفي', 'public'],
      ['1995', 'رحمه الله', 'public'],
      ['1995', 'المرحوم', 'public'],
      ['1995', 'deceased', 'public'],
      ['1995', 'Y', 'public'],
      // A bare year between 1300 and 1500 is Hijri: 1415هـ is 1994.
      ['1415', '', 'limited'],
      ['1415هـ', '', 'limited'],
      ['1340', '', 'public'],
      ['1415م', '', 'public'],
      // Two digits are no known year: unknown, so living when no relative says otherwise.
      ['95', '', 'limited'],
      ['95', '-', 'limited'],
      // Real dates as before.
      ['1990-04-12', '', 'limited'],
      ['1880', '', 'public'],
      ['ABT 1900', '', 'public'],
    ];
    for (const [birth, death, level] of cases) {
      const levels = publicVisibilityOf([member(1, { birth, death })], defaultPrivacySettings, NOW);
      expect(levels.get(1), `«${birth}» «${death}»`).toBe(level);
    }
  });

  it('a relative’s Hijri or two-digit year guesses a birth the same way', () => {
    const levels = publicVisibilityOf(
      [
        member(1, { birth: '1390' }), // 1970: his son is guessed born about 1995
        member(2, { parent: 1 }),
        member(3, { birth: '55' }), // no known year: nothing to guess from
        member(4, { parent: 3 }),
      ],
      defaultPrivacySettings,
      NOW,
    );
    expect(levels.get(2)).toBe('limited');
    expect(levels.get(4)).toBe('limited');
  });

  it('someone with no year anywhere near is taken for living', () => {
    const levels = publicVisibilityOf([member(1)], defaultPrivacySettings, NOW);
    expect(levels.get(1)).toBe('limited');
  });

  it("the admin's choice wins over the rule, both ways", () => {
    const rows = family();
    rows[0]!.visibility = 'hidden';
    rows[4]!.visibility = 'public';
    const levels = publicVisibilityOf(rows, defaultPrivacySettings, NOW);
    expect(levels.get(1)).toBe('hidden');
    expect(levels.get(5)).toBe('public');
  });

  it('a site may show the living, or hide them', () => {
    for (const living of ['public', 'hidden'] as const) {
      const levels = publicVisibilityOf(family(), { ...defaultPrivacySettings, living }, NOW);
      expect(levels.get(5)).toBe(living);
      expect(levels.get(1)).toBe('public');
    }
  });
});

describe('publicFamily', () => {
  it('a limited member keeps the name and links only: no photo, dates, role or bio in the output', () => {
    const out = byId(publicFamily(family(), defaultPrivacySettings, NOW));
    expect(out.get(5)).toEqual({
      id: 5,
      name: 'فرد 5',
      surname: '',
      name_prefix: '',
      name_suffix: '',
      generation: 3,
      parent: 3,
      mother_id: 4,
      gender: 'female',
      spouses: [],
      spouse_id: null,
      visibility: 'limited',
    });
    // Public members are whole, less the stored visibility.
    const founder = out.get(1)!;
    expect(founder).toMatchObject({
      birth: '1880',
      death: '1952',
      bio: 'نبذة',
      highlights: 'نقطة',
      visibility: 'public',
    });
    expect('visibility' in founder && founder.visibility).toBe('public');
    expect(JSON.stringify(out.get(5))).not.toContain('1960');
  });

  it('a limited member is named in full, family name included, but says nothing of a marriage’s end', () => {
    // 11 (died 1990) divorced 12, who lives; 12 then married 13, who lives too.
    const rows = [
      member(11, {
        birth: '1920',
        death: '1990',
        surname: 'الفلاني',
        spouses: [{ id: 12, order: 1, ended: 'divorced' }],
        spouse_id: 12,
      }),
      member(12, {
        name: 'سلمى',
        gender: 'female',
        surname: 'الفلاني',
        birth: '1960',
        spouses: [
          { id: 11, order: 1, ended: 'divorced' },
          { id: 13, order: 1, ended: null },
        ],
        spouse_id: 13,
      }),
      member(13, {
        name: 'سلمان',
        surname: 'الفلاني',
        birth: '1958',
        spouses: [{ id: 12, order: 1, ended: null }],
        spouse_id: 12,
      }),
    ];
    const out = byId(publicFamily(rows, defaultPrivacySettings, NOW));
    expect(out.get(13)).toEqual({
      id: 13,
      name: 'سلمان',
      surname: 'الفلاني',
      name_prefix: '',
      name_suffix: '',
      generation: 1,
      parent: null,
      mother_id: null,
      gender: 'male',
      spouses: [{ id: 12, order: 1 }],
      spouse_id: 12,
      visibility: 'limited',
    });
    expect(out.get(12)!.spouses).toEqual([
      { id: 11, order: 1 },
      { id: 13, order: 1 },
    ]);
    // Which of her marriages lasts is not told by the compatibility field either.
    expect(out.get(12)!.spouse_id).toBe(11);
    // Seen from the public side too, a limited member's divorce is not told.
    expect(out.get(11)).toMatchObject({ visibility: 'public', spouses: [{ id: 12, order: 1 }] });
    expect(JSON.stringify([...out.values()])).not.toContain('divorced');
    // Between two public members the marriage is whole.
    const shown = byId(publicFamily(rows, { ...defaultPrivacySettings, living: 'public' }, NOW));
    expect(shown.get(12)!.spouses).toEqual(rows[1]!.spouses);
  });

  it('a hidden member with a shown descendant stays as «—» with his parent links only', () => {
    const rows = family();
    rows[2]!.visibility = 'hidden'; // 3, the grandfather of shown members
    const out = byId(publicFamily(rows, { ...defaultPrivacySettings, living: 'public' }, NOW));
    expect(out.get(3)).toEqual({
      id: 3,
      name: '—',
      generation: 2,
      parent: 1,
      mother_id: 2,
      gender: null,
      spouses: [],
      spouse_id: null,
      visibility: 'hidden',
    });
    // His wife no longer names him as her husband.
    expect(out.get(4)!.spouses).toEqual([]);
    expect(out.get(4)!.spouse_id).toBeNull();
    // His children still hang under him.
    expect(out.get(5)!.parent).toBe(3);
  });

  it('a hidden member with nobody shown below is left out, and links to him are removed', () => {
    const rows = family();
    rows[4]!.visibility = 'hidden'; // 5
    rows[5]!.visibility = 'hidden'; // 6, her son
    const out = byId(publicFamily(rows, defaultPrivacySettings, NOW));
    expect(out.has(5)).toBe(false);
    expect(out.has(6)).toBe(false);
    expect(JSON.stringify([...out.values()])).not.toContain('فرد 5');
  });

  it("women's photos can be kept off the site while the rest of them shows", () => {
    const out = byId(publicFamily(family(), { living: 'public', hideWomenPhotos: true }, NOW));
    expect(out.get(4)).not.toHaveProperty('image');
    expect(out.get(4)).toMatchObject({ birth: 'ABT 1925', bio: 'نبذة' });
    expect(out.get(3)!.image).toBe('/uploads/3.webp');
  });

  it('looping links in bad data do not hang, and a loop of hidden members is left out', () => {
    const rows = [
      member(1, { parent: 2, visibility: 'hidden' }),
      member(2, { parent: 1, visibility: 'hidden' }),
      member(3, { death: '1900' }),
    ];
    const out = publicFamily(rows, defaultPrivacySettings, NOW);
    expect(out.map((row) => row.id)).toEqual([3]);
  });

  it('changes nothing when everyone is public', () => {
    const rows = family().map((row) => ({ ...row, visibility: 'public' as const }));
    const out = publicFamily(
      rows,
      { living: 'public', hideWomenPhotos: false } satisfies PrivacySettings,
      NOW,
    );
    expect(out).toEqual(rows.map((row) => ({ ...row, visibility: 'public' })));
  });
});

describe('memberPhotos', () => {
  it('withholds the photos the public records do not carry, unless a shown member carries the same', () => {
    const rows = family();
    rows[6]!.image = '/uploads/3.webp'; // 7 (limited) uses his father's photo, which is public
    rows[9]!.visibility = 'hidden'; // 10, hidden with nobody below
    const photos = memberPhotos(rows, publicFamily(rows, { living: 'limited', hideWomenPhotos: true }, NOW));
    expect([...photos.all].sort()).toEqual(
      rows
        .map((row) => row.image)
        .filter((image, index, all) => all.indexOf(image) === index)
        .sort(),
    );
    // 2 and 4 are women whose photos the site keeps back; 5 and 6 are limited; 10 is hidden.
    expect([...photos.withheld].sort()).toEqual(
      ['/uploads/2.webp', '/uploads/4.webp', '/uploads/5.webp', '/uploads/6.webp', '/uploads/10.webp'].sort(),
    );
  });
});
