import { publicMessages } from '../messages/public';
import { isFemale, type TreeMember } from './members';

const LINK_WORD = /\s+(بن|بنت)\s+/;

/** The given name: what precedes the first «بن»/«بنت» of a recorded name, or the whole name. */
export function givenName(name: string): string {
  const trimmed = name.trim();
  const match = LINK_WORD.exec(trimmed);
  return match ? trimmed.slice(0, match.index) : trimmed;
}

/**
 * The lineage a recorded name spells: «سالم بن عبدالله بن حمد الفلاني» is سالم, عبدالله, «حمد الفلاني»
 * (the family name stays with the last). A name without «بن»/«بنت» is itself alone.
 */
export function writtenLineage(name: string): string[] {
  return name
    .trim()
    .split(new RegExp(LINK_WORD.source, 'g'))
    .filter((part, index) => index % 2 === 0);
}

export interface NasabOptions {
  /** How many people the chain names at most, the member included. */
  maxNames?: number;
}

export const DEFAULT_NASAB_NAMES = 6;

/**
 * «ريم بنت عبدالله بن خالد بن …»: the member's given name, then the fathers' given names, بنت after
 * a daughter's own name and بن everywhere else (docs/genealogy.md#names-and-the-nasab). When the chain
 * reaches the top of the recorded line, that ancestor's full recorded name closes it, since it usually
 * carries his own nasab and the family name. The visited set stops cyclic data.
 */
export function buildNasab<M extends TreeMember>(
  member: M,
  fatherOf: (member: M) => M | null,
  options: NasabOptions = {},
): string {
  const maxNames = Math.max(1, options.maxNames ?? DEFAULT_NASAB_NAMES);
  const chain: M[] = [member];
  const visited = new Set<number>([member.id]);
  let reachedTop = false;
  for (;;) {
    const current = chain[chain.length - 1]!;
    const father = fatherOf(current);
    if (!father || visited.has(father.id)) {
      reachedTop = true;
      break;
    }
    if (chain.length >= maxNames) break;
    visited.add(father.id);
    chain.push(father);
  }
  if (chain.length === 1) return member.name.trim();
  return chain
    .map((person, index) => {
      const isLast = index === chain.length - 1;
      const name = isLast && reachedTop ? person.name.trim() : givenName(person.name);
      if (isLast) return name;
      const word =
        index === 0 && isFemale(person) ? publicMessages.familyTree.daughter : publicMessages.familyTree.son;
      return `${name} ${word}`;
    })
    .join(' ');
}
