import type { PublicFamilyMember } from '../../shared/schemas/family-member';

/** A member as the public API sends it, for the tree's tests: a man of the first generation. */
export function publicMember(
  id: number,
  name: string,
  overrides: Partial<PublicFamilyMember> = {},
): PublicFamilyMember {
  return {
    id,
    name,
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
    visibility: 'public',
    ...overrides,
  };
}
