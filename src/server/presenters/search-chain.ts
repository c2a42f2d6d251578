import { givenName, writtenLineage } from '#shared/family-tree/nasab.ts';

/**
 * How many given names the search reads up a member's father line: deep enough for «محمد بن سالم
 * بن حمد …» as people type it, shallow enough that a common ancestor's name does not match a whole
 * 30-generation import.
 */
const SEARCH_CHAIN_NAMES = 8;

/**
 * The member's given name, then the father's, the grandfather's …: what search reads of a member
 * (the admin's directory and the public search alike). At the first recorded ancestor it goes on
 * with the lineage his own name spells, as his nasab does: «سالم بن عبدالله المثال» heads the
 * family without his father being a member, and «محمد بن سالم بن عبدالله», as the nasab reads,
 * must still find his son. A cycle in bad data ends the chain.
 */
export function searchChain<M extends { id: number; name: string }>(
  member: M,
  fatherOf: (member: M) => M | null,
): string[] {
  const chain = [givenName(member.name)];
  const seen = new Set([member.id]);
  let top: M | null = member;
  for (let father = fatherOf(member); father; father = fatherOf(father)) {
    if (chain.length >= SEARCH_CHAIN_NAMES || seen.has(father.id)) {
      top = null;
      break;
    }
    seen.add(father.id);
    chain.push(givenName(father.name));
    top = father;
  }
  if (top) chain.push(...writtenLineage(top.name).slice(1));
  return chain.slice(0, SEARCH_CHAIN_NAMES);
}
