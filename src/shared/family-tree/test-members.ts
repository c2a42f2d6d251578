import type { TreeMember } from './members';

/** A tree member for tests, with overrides. */
export function member(id: number, name: string, overrides: Partial<TreeMember> = {}): TreeMember {
  return { id, name, generation: 1, parent: null, spouse_id: null, gender: 'male', ...overrides };
}
