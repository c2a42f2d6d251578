import { describe, expect, it } from 'vitest';
import { type FamilyMember } from '../../../../shared/schemas/family-member';
import { familyMemberInputSchema } from '../../../../shared/schemas/family-member-input';
import {
  emptyMemberForm,
  formValuesToInput,
  generationChoices,
  memberToFormValues,
  motherChoices,
  parentChoices,
  spouseChoices,
} from './member-form-values';

function member(overrides: Partial<FamilyMember> & Pick<FamilyMember, 'id' | 'name'>): FamilyMember {
  return {
    generation: 1,
    parent: null,
    spouse_id: null,
    spouses: [],
    mother_id: null,
    gender: 'male',
    surname: '',
    birth: '',
    death: '',
    role: '',
    image: '',
    bio: '',
    ...overrides,
  };
}

const founder = member({
  id: 1,
  name: 'أ المؤسس',
  spouse_id: 2,
  spouses: [{ id: 2, order: 1, ended: null }],
});
// Her name sorts last: she is first among the mothers because she is the father's wife.
const wife = member({
  id: 2,
  name: 'ي الزوجة',
  gender: 'female',
  spouse_id: 1,
  spouses: [{ id: 1, order: 1, ended: null }],
});
const son = member({ id: 3, name: 'ج الابن', parent: 1, generation: 2 });
const grandson = member({ id: 4, name: 'د الحفيد', parent: 3, generation: 3 });
const other = member({ id: 5, name: 'هـ آخر', gender: 'female' });
const all = [grandson, son, founder, wife, other];

describe('parentChoices', () => {
  it('excludes the member itself and every descendant', () => {
    expect(parentChoices(all, 3).map((m) => m.id)).toEqual([1, 5, 2]);
  });

  it('offers everyone for a new member', () => {
    expect(parentChoices(all, null)).toHaveLength(5);
  });
});

describe('motherChoices', () => {
  it("puts the father's wife first and leaves out men, self and descendants", () => {
    expect(motherChoices(all, 3, 1).map((m) => m.id)).toEqual([2, 5]);
  });
});

describe('spouseChoices', () => {
  it('never offers the member itself', () => {
    expect(spouseChoices(all, 2).map((m) => m.id)).not.toContain(2);
  });
});

describe('form values', () => {
  it('round-trip a member into a body the shared schema accepts', () => {
    const parsed = familyMemberInputSchema.parse(formValuesToInput(memberToFormValues(grandson)));
    expect(parsed).toMatchObject({
      name: grandson.name,
      generation: 3,
      parent: 3,
      spouse_id: null,
      gender: 'male',
    });
  });

  it('an empty form fails with the spec message', () => {
    const result = familyMemberInputSchema.safeParse(formValuesToInput(emptyMemberForm));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('الاسم والجيل مطلوبان');
  });
});

describe('generationChoices', () => {
  it('offers 1 to 6 (SPEC §9), and more for a family that is deeper', () => {
    expect(generationChoices([])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(generationChoices([member({ id: 1, name: 'أ', generation: 3 })])).toHaveLength(6);
    expect(generationChoices([member({ id: 1, name: 'أ', generation: 9 })]).at(-1)).toBe('10');
  });
});
