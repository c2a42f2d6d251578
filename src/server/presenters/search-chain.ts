import { givenName } from '../../shared/family-tree/nasab';

/**
 * How many given names the search reads up a member's father line: deep enough for «محمد بن سالم
 * بن حمد …» as people type it, shallow enough that a common ancestor's name does not match a whole
 * 30-generation import.
 */
const SEARCH_CHAIN_NAMES = 8;

/**
 * The member's given name, then the father's, the grandfather's …: what search reads of a member
 * (the admin's directory and the public search alike). A cycle in bad data ends the chain.
 */
export function searchChain<M extends { id: number; name: string }>(
  member: M,
  fatherOf: (member: M) => M | null,
): string[] {
  const chain = [givenName(member.name)];
  const seen = new Set([member.id]);
  for (let father = fatherOf(member); father && !seen.has(father.id); father = fatherOf(father)) {
    if (chain.length >= SEARCH_CHAIN_NAMES) break;
    seen.add(father.id);
    chain.push(givenName(father.name));
  }
  return chain;
}
