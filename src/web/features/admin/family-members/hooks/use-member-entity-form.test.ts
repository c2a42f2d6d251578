import { describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/messages/admin.ts';
import { emptyMemberForm, type MemberChoice } from '../member-form-values';
import { conflictText, memberResolver } from './use-member-entity-form';

const m = adminMessages.members;

function choice(overrides: Partial<MemberChoice> & Pick<MemberChoice, 'id' | 'name'>): MemberChoice {
  return { nasab: overrides.name, years: '', generation: 1, gender: 'female', spouseIds: [], ...overrides };
}

describe('the conflict dialog’s words for a member', () => {
  const describe_ = conflictText.describe!;

  it('names the gender and the visibility by their labels', () => {
    expect(describe_('gender', 'female')).toBe(m.fields.female);
    expect(describe_('gender', '')).toBe(m.fields.noGender);
    expect(describe_('visibility', 'hidden')).toBe(m.fields.visibilityChoices.hidden);
  });

  it('tells the marriages by nasab, with how each ended, skipping empty rows', () => {
    const spouses = [
      { spouse: choice({ id: 5, name: 'مريم', nasab: 'مريم بنت سالم' }), ended: 'widowed' },
      { spouse: null, ended: '' },
      { spouse: choice({ id: 6, name: 'سارة', nasab: '' }), ended: '' },
    ];
    expect(describe_('spouses', spouses)).toBe(`مريم بنت سالم (${m.fields.marriageWidowed})، سارة`);
    expect(describe_('spouses', [])).toBe(m.fields.noMarriages);
    expect(describe_('name', 'فهد')).toBeUndefined();
  });
});

describe('the member form’s checks', () => {
  const check = (values: Partial<typeof emptyMemberForm>) =>
    memberResolver({ ...emptyMemberForm, ...values }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('puts the shared schema’s messages under the fields', async () => {
    const { errors } = await check({ name: ' ' });
    expect(errors).toMatchObject({
      name: { type: 'validation', message: m.nameAndGenerationRequired },
      generation: { type: 'validation' },
    });
  });

  it('hands the body the server will be sent to the save', async () => {
    const { values, errors } = await check({ name: 'فهد', generation: '3', gender: 'male' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'فهد', generation: 3, gender: 'male', parent: null });
  });
});
