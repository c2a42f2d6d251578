import { describe, expect, it } from 'vitest';
import { type FamilyMember } from '#shared/schemas/family-member.ts';
import { familyMemberInputSchema } from '#shared/schemas/family-member-input.ts';
import type { MemberLife } from '#shared/schemas/member-life.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import { paths } from '#web/config/paths.ts';
import {
  asMemberChoice,
  availableSpouses,
  emptyMemberForm,
  formValuesToInput,
  generationBelow,
  generationChoices,
  linkedIds,
  memberToFormValues,
  orderMothers,
  parsePrefill,
  prefillFormValues,
  prefillIds,
  relativePrefills,
  spouseGender,
  toMemberChoice,
  type MemberChoice,
} from './member-form-values';
import { memberRecord } from '#shared/testing/members.ts';

const member = ({ id, name, ...overrides }: Partial<FamilyMember> & Pick<FamilyMember, 'id' | 'name'>) =>
  memberRecord(id, name, { birth: '', death: '', ...overrides });

function choice(overrides: Partial<MemberChoice> & Pick<MemberChoice, 'id' | 'name'>): MemberChoice {
  return { nasab: overrides.name, years: '', generation: 1, gender: 'male', spouseIds: [], ...overrides };
}

const founder = choice({
  id: 1,
  name: 'محمد',
  nasab: 'محمد بن سالم',
  years: '1890–1952',
  generation: 2,
  spouseIds: [7, 2],
});
const firstWife = choice({ id: 7, name: 'نورة', gender: 'female', spouseIds: [1] });
const secondWife = choice({ id: 2, name: 'حصة', gender: 'female', spouseIds: [1] });
const stranger = choice({ id: 5, name: 'مريم', gender: 'female' });
const unknown = choice({ id: 6, name: 'سارة', gender: null });
const linked = new Map([founder, firstWife, secondWife, stranger].map((c) => [c.id, c]));

// A son of the founder by his second wife, married twice: to 5 (widowed), then to 6.
const son = member({
  id: 3,
  name: 'عبدالله',
  generation: 3,
  parent: 1,
  mother_id: 2,
  spouse_id: 6,
  spouses: [
    { id: 5, order: 1, ended: 'widowed' },
    { id: 6, order: 2, ended: null },
  ],
  surname: 'آل نسب',
  birth: '1920',
});

describe('toMemberChoice', () => {
  it('keeps what the combobox shows and the spouses in order', () => {
    const row: MemberListRow = {
      ...member({
        id: 1,
        name: 'محمد',
        generation: 2,
        spouses: [
          { id: 7, order: 1, ended: null },
          { id: 2, order: 2, ended: 'divorced' },
        ],
        bio: 'a long biography',
      }),
      contact_phone: '',
      contact_email: '',
      contact_area: '',
      contact_visibility: 'nobody',
      relatives_see_full: true,
      nasab: 'محمد بن سالم',
      years: '1890–1952',
      children: 4,
      public_visibility: 'public',
      version: 1,
      editable: true,
    };
    expect(toMemberChoice(row)).toEqual(founder);
  });
});

describe('asMemberChoice', () => {
  it('accepts a chosen member and drops what an older draft kept (an id as text)', () => {
    expect(asMemberChoice(founder)).toBe(founder);
    expect(asMemberChoice('12')).toBeNull();
    expect(asMemberChoice(null)).toBeNull();
    expect(asMemberChoice({ id: '12' })).toBeNull();
  });
});

describe('a stored member in the form', () => {
  it('asks for its father, mother and spouses once each', () => {
    expect(linkedIds(son)).toEqual([1, 2, 5, 6]);
    expect(
      linkedIds(member({ id: 9, name: 'أ', parent: 1, spouses: [{ id: 1, order: 1, ended: null }] })),
    ).toEqual([1]);
    expect(linkedIds(member({ id: 9, name: 'أ' }))).toEqual([]);
  });

  it('labels its links, keeps the marriages in order with how they ended, and round-trips to a valid body', () => {
    const values = memberToFormValues(son, linked);
    expect(values.parent).toBe(founder);
    expect(values.mother_id).toBe(secondWife);
    expect(values.spouses.map((entry) => [entry.spouse?.name, entry.ended])).toEqual([
      ['مريم', 'widowed'],
      ['فرد غير موجود (6)', ''],
    ]);
    const body = familyMemberInputSchema.parse(formValuesToInput(values));
    expect(body).toMatchObject({
      name: 'عبدالله',
      generation: 3,
      parent: 1,
      mother_id: 2,
      spouses: [
        { id: 5, ended: 'widowed' },
        { id: 6, ended: null },
      ],
      gender: 'male',
      // An imported family name is not lost by a save from the form.
      surname: 'آل نسب',
      birth: '1920',
    });
  });

  it('sends an empty list when every marriage is removed, and skips rows left empty', () => {
    expect(formValuesToInput({ ...emptyMemberForm, spouses: [] }).spouses).toEqual([]);
    expect(
      formValuesToInput({
        ...emptyMemberForm,
        spouses: [
          { spouse: null, ended: '' },
          { spouse: firstWife, ended: 'divorced' },
        ],
      }).spouses,
    ).toEqual([{ id: 7, ended: 'divorced' }]);
  });

  it('carries the contact details and the relatives’ choice to the body, the phone stored one way', () => {
    const stored = {
      ...son,
      contact_phone: '+96599998888',
      contact_email: 'abdullah@example.com',
      contact_area: 'الروضة',
      contact_visibility: 'relatives' as const,
      relatives_see_full: false,
    };
    const values = memberToFormValues(stored, linked);
    expect(values).toMatchObject({ contact_area: 'الروضة', relatives_see_full: false });
    const body = familyMemberInputSchema.parse({ ...formValuesToInput(values), contact_phone: '٩٩٩٩ ٨٨٨٨' });
    expect(body).toMatchObject({
      contact_phone: '+96599998888',
      contact_email: 'abdullah@example.com',
      contact_area: 'الروضة',
      contact_visibility: 'relatives',
      relatives_see_full: false,
    });
    // A member from an older tab's answer has none of them: shared with nobody, seen in full by kin.
    expect(memberToFormValues(son, linked)).toMatchObject({
      contact_visibility: 'nobody',
      relatives_see_full: true,
    });
  });

  it('refuses a phone that is no number and an e-mail without its @, under their own fields', () => {
    const result = familyMemberInputSchema.safeParse({
      ...formValuesToInput(memberToFormValues(son, linked)),
      contact_phone: '12345',
      contact_email: 'abdullah.example.com',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'contact_email',
      'contact_phone',
    ]);
  });

  it('an empty form fails with the documented message', () => {
    const result = familyMemberInputSchema.safeParse(formValuesToInput(emptyMemberForm));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('الاسم والجيل مطلوبان');
  });
});

describe('prefill («إضافة ابن/ابنة/زوجة»)', () => {
  it('reads back what paths.admin.familyMembersNewWith writes, and ignores what is not an id', () => {
    const url = paths.admin.familyMembersNewWith({ parent: 1, mother: 2, gender: 'female' });
    const search = new URL(url, 'http://x').searchParams;
    expect(parsePrefill(search)).toEqual({ parent: 1, mother: 2, gender: 'female' });
    expect(parsePrefill(new URLSearchParams('parent=abc&spouse=0&mother=-3&gender=x'))).toEqual({});
    expect(prefillIds({ parent: 1, mother: 2, spouse: 1 })).toEqual([1, 2]);
  });

  it("fills the links, the gender and the generation below the father's", () => {
    const values = prefillFormValues({ parent: 1, mother: 2, gender: 'male' }, linked);
    expect(values).toMatchObject({ parent: founder, mother_id: secondWife, gender: 'male', generation: '3' });
    expect(prefillFormValues({ mother: 2 }, linked).generation).toBe('2');
  });

  it("a spouse gets a row of the marriage list and the spouse's generation", () => {
    const values = prefillFormValues({ spouse: 1, gender: 'female' }, linked);
    expect(values.spouses).toEqual([{ spouse: founder, ended: '', married_on: '', place: null }]);
    expect(values.generation).toBe('2');
    expect(values.parent).toBeNull();
  });

  it('offers son, daughter and the spouse of the other gender, with the only wife as mother', () => {
    const husband = member({ id: 1, name: 'محمد', spouses: [{ id: 7, order: 1, ended: null }] });
    expect(relativePrefills(husband)).toEqual([
      { kind: 'son', prefill: { parent: 1, mother: 7, gender: 'male' } },
      { kind: 'daughter', prefill: { parent: 1, mother: 7, gender: 'female' } },
      { kind: 'spouse', prefill: { spouse: 1, gender: 'female' } },
    ]);
    const wife = member({ id: 7, name: 'نورة', gender: 'female' });
    expect(relativePrefills(wife).map((link) => link.prefill)).toEqual([
      { parent: undefined, mother: 7, gender: 'male' },
      { parent: undefined, mother: 7, gender: 'female' },
      { spouse: 7, gender: 'male' },
    ]);
    expect(paths.admin.familyMembersNewWith(relativePrefills(wife)[0]!.prefill)).toBe(
      '/admin/family-members/new?mother=7&gender=male',
    );
    expect(relativePrefills(member({ id: 8, name: 'أ', gender: null }))).toEqual([]);
  });
});

describe('the link searches', () => {
  it("puts the chosen father's wives first, in his order, and never a man or the member itself", () => {
    const found = [stranger, secondWife, choice({ id: 9, name: 'خالد' }), unknown, firstWife];
    expect(orderMothers(found, founder, 6).map((c) => c.id)).toEqual([7, 2, 5]);
    expect(orderMothers(found, null, null).map((c) => c.id)).toEqual([5, 2, 6, 7]);
  });

  it('offers each spouse once: not the member, not one chosen in another row, not the parents', () => {
    const values = {
      parent: null,
      mother_id: null,
      spouses: [
        { spouse: firstWife, ended: '' as const },
        { spouse: null, ended: '' as const },
      ],
    };
    expect(availableSpouses([firstWife, secondWife, stranger], values, 1, 5).map((c) => c.id)).toEqual([2]);
    // Its own row's spouse is still offered (a reopened list shows the chosen one).
    expect(availableSpouses([firstWife, secondWife], values, 0, null).map((c) => c.id)).toEqual([7, 2]);
    // His own mother is never offered as his wife.
    const withMother = { ...values, mother_id: secondWife };
    expect(availableSpouses([firstWife, secondWife, stranger], withMother, 0, null).map((c) => c.id)).toEqual(
      [7, 5],
    );
  });

  it('searches the other gender for a spouse when the member’s is known', () => {
    expect(spouseGender('male')).toBe('female');
    expect(spouseGender('female')).toBe('male');
    expect(spouseGender('')).toBeUndefined();
  });
});

describe('generations', () => {
  it('offers 1 to 6, and more for a family that is deeper', () => {
    expect(generationChoices(0)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(generationChoices(3)).toHaveLength(6);
    expect(generationChoices(9).at(-1)).toBe('10');
    // The value and a chosen father's child are always among them.
    expect(generationChoices(4, '12', '').at(-1)).toBe('12');
    expect(generationChoices(98).at(-1)).toBe('99');
  });

  it('puts a child one below its parent, within the limit', () => {
    expect(generationBelow({ generation: 2 })).toBe('3');
    expect(generationBelow({ generation: 99 })).toBe('');
    // A member the server no longer has (generation 0) suggests nothing.
    expect(generationBelow({ generation: 0 })).toBe('');
  });
});

describe('a member’s life in the form (decision 056)', () => {
  const qibla = { id: 30, name: 'حي القبلة', full_name: 'حي القبلة، مدينة الكويت' };
  const sea = { id: 31, name: 'البحر', full_name: 'البحر' };
  const life: MemberLife = {
    birth_place_id: 30,
    death_place_id: null,
    events: [
      { id: 9, kind: 'occupation', date: '1925', end_date: '', place_id: 31, value: 'نوخذة', version: 2 },
      { id: 10, kind: 'residence', date: '1930', end_date: '1950', place_id: 30, value: '', version: 1 },
    ],
    marriages: [{ id: 4, spouse_id: 6, married_on: '1938', place_id: 30 }],
    places: [qibla, sea],
  };

  it('reads the places by their labels, the events in order and each marriage’s facts', () => {
    const values = memberToFormValues({ ...son, life }, linked);
    expect(values.birth_place_id).toEqual(qibla);
    expect(values.death_place_id).toBeNull();
    expect(values.events).toEqual([
      { id: 9, kind: 'occupation', date: '1925', end_date: '', place: sea, value: 'نوخذة' },
      { id: 10, kind: 'residence', date: '1930', end_date: '1950', place: qibla, value: '' },
    ]);
    expect(values.spouses.map(({ married_on, place }) => [married_on, place])).toEqual([
      ['', null],
      ['1938', qibla],
    ]);
  });

  it('sends them back by id, each event with its own, and what the schema accepts', () => {
    const values = memberToFormValues({ ...son, life }, linked);
    const input = formValuesToInput({
      ...values,
      events: [...values.events!, { kind: 'title', date: '', end_date: 'x', place: null, value: 'الحاج' }],
    });
    expect(input).toMatchObject({
      birth_place_id: 30,
      death_place_id: null,
      events: [
        { id: 9, kind: 'occupation', date: '1925', end_date: '', place_id: 31, value: 'نوخذة' },
        { id: 10, kind: 'residence', date: '1930', end_date: '1950', place_id: 30, value: '' },
        { kind: 'title', date: '', end_date: '', place_id: null, value: 'الحاج' },
      ],
      spouses: [
        { id: 5, ended: 'widowed', married_on: '', place_id: null },
        { id: 6, ended: null, married_on: '1938', place_id: 30 },
      ],
    });
    expect(familyMemberInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends nothing of the life from a draft kept before it was asked: what is stored stays', () => {
    const {
      birth_place_id: _birth,
      death_place_id: _death,
      events: _events,
      ...older
    } = memberToFormValues(son, linked);
    const input = formValuesToInput(older);
    expect(input).not.toHaveProperty('events');
    expect(input).not.toHaveProperty('birth_place_id');
    expect(input.spouses).toEqual([
      { id: 5, ended: 'widowed' },
      { id: 6, ended: null },
    ]);
  });
});
