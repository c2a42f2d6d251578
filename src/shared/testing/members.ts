import type { FamilyMember, PublicFamilyMember } from '../schemas/family-member';

// Members for the tests of both sides: a man of the first generation with no links, to which each
// test adds only what it is about.

const UNLINKED_MAN = {
  generation: 1,
  parent: null,
  spouse_id: null,
  spouses: [],
  mother_id: null,
  gender: 'male',
  surname: '',
  role: '',
  image: '',
  bio: '',
} as const;

/** A stored member as the repositories return it, dead long ago unless told otherwise. */
export function memberRecord(id: number, name: string, overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    id,
    name,
    ...UNLINKED_MAN,
    spouses: [],
    name_prefix: '',
    name_suffix: '',
    birth: '1900',
    death: '1970',
    highlights: '',
    visibility: 'auto',
    ...overrides,
  };
}

/** A member as the public API sends it, with no dates unless told otherwise. */
export function publicMember(
  id: number,
  name: string,
  overrides: Partial<PublicFamilyMember> = {},
): PublicFamilyMember {
  return { id, name, ...UNLINKED_MAN, spouses: [], birth: '', death: '', visibility: 'public', ...overrides };
}
