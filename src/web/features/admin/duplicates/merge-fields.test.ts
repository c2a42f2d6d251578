import { describe, expect, it } from 'vitest';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import { defaultChoices, differingFields, mergeBody } from './merge-fields';

function row(overrides: Partial<MemberListRow>): MemberListRow {
  return {
    id: 1,
    name: 'صالح',
    generation: 2,
    parent: null,
    spouse_id: null,
    spouses: [],
    mother_id: null,
    gender: 'male',
    surname: '',
    name_prefix: '',
    name_suffix: '',
    birth: '',
    death: '',
    role: '',
    image: '',
    bio: '',
    highlights: '',
    visibility: 'auto',
    contact_phone: '',
    contact_email: '',
    contact_area: '',
    contact_visibility: 'nobody',
    relatives_see_full: true,
    nasab: 'صالح',
    years: '',
    children: 0,
    public_visibility: 'public',
    version: 1,
    editable: true,
    ...overrides,
  };
}

describe('the merge screen’s choices', () => {
  const survivor = row({ id: 1, parent: 9, birth: '1880', bio: '', version: 3 });
  const absorbed = row({ id: 2, birth: 'ABT 1880', bio: 'نبذة', contact_phone: '+96599998888', version: 5 });

  it('asks only about the fields the two differ in', () => {
    expect(differingFields(survivor, absorbed)).toEqual(['father', 'birth', 'bio', 'contact']);
  });

  it('keeps the survivor’s value, unless it has none and the other has one', () => {
    expect(defaultChoices(survivor, absorbed)).toEqual({ father: 1, birth: 1, bio: 2, contact: 2 });
  });

  it('sends the versions it read and the fields the other member’s value wins', () => {
    expect(mergeBody(survivor, absorbed, { father: 1, birth: 2, bio: 2, contact: 1 })).toEqual({
      survivor_id: 1,
      absorbed_id: 2,
      fields: { birth: 'absorbed', bio: 'absorbed' },
      survivor_version: 3,
      absorbed_version: 5,
    });
  });

  it('choosing the other member to stay keeps each field’s value where it came from', () => {
    const choices = defaultChoices(survivor, absorbed);
    expect(mergeBody(absorbed, survivor, choices).fields).toEqual({ father: 'absorbed', birth: 'absorbed' });
  });
});
