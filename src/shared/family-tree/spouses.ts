import { hasRecordedParent, isFemale, type TreeMember } from './members';
import { MEMBERS_PER_STEP, runToEnd, type Steps } from './steps';

/**
 * Each member's spouses, in order: from the marriages (`spouses`: a man's wives first to last, a
 * woman's husbands as she married them) when the data has them (decision 013). Older data: the
 * member's own `spouse_id` first, then every member whose `spouse_id` points at them.
 *
 * Only when no row carries a spouse link at all (data from before the field existed) the old
 * rule applies (docs/product.md#data): a member of the lineage is paired with the first still-unpaired member
 * of the same generation who has no parent and no children.
 */
export function buildSpouseIndex<M extends TreeMember>(
  members: readonly M[],
  byId: ReadonlyMap<number, M>,
  childrenOf: ReadonlyMap<number, readonly M[]>,
  rootId: number | null = null,
): Map<number, M[]> {
  return runToEnd(buildSpouseIndexSteps(members, byId, childrenOf, rootId));
}

/** `buildSpouseIndex`, offering to pause (the server's rebuild). */
export function* buildSpouseIndexSteps<M extends TreeMember>(
  members: readonly M[],
  byId: ReadonlyMap<number, M>,
  childrenOf: ReadonlyMap<number, readonly M[]>,
  rootId: number | null = null,
): Steps<Map<number, M[]>> {
  let done = 0;
  const spousesOf = new Map<number, M[]>();
  const link = (a: M, b: M) => {
    const list = spousesOf.get(a.id);
    if (!list) spousesOf.set(a.id, [b]);
    else if (!list.includes(b)) list.push(b);
  };

  if (members.some((m) => (m.spouses?.length ?? 0) > 0)) {
    for (const member of members) {
      for (const { id } of member.spouses ?? []) {
        const spouse = byId.get(id);
        if (spouse && spouse.id !== member.id) link(member, spouse);
      }
      if (++done % MEMBERS_PER_STEP === 0) yield;
    }
    return spousesOf;
  }

  const hasLinks = members.some((m) => m.spouse_id !== null && m.spouse_id !== m.id && byId.has(m.spouse_id));
  if (hasLinks) {
    for (const member of members) {
      const spouse = member.spouse_id === null ? undefined : byId.get(member.spouse_id);
      if (spouse && spouse.id !== member.id) link(member, spouse);
      if (++done % MEMBERS_PER_STEP === 0) yield;
    }
    for (const member of members) {
      const spouse = member.spouse_id === null ? undefined : byId.get(member.spouse_id);
      if (spouse && spouse.id !== member.id) link(spouse, member);
      if (++done % MEMBERS_PER_STEP === 0) yield;
    }
    return spousesOf;
  }

  const candidates = members.filter(
    (m) => m.id !== rootId && !hasRecordedParent(m, byId) && !childrenOf.has(m.id),
  );
  const taken = new Set<number>();
  for (const member of members) {
    if (++done % MEMBERS_PER_STEP === 0) yield;
    const inLineage = member.id === rootId || hasRecordedParent(member, byId);
    if (!inLineage || taken.has(member.id)) continue;
    const spouse = candidates.find(
      (c) =>
        !taken.has(c.id) &&
        c.id !== member.id &&
        c.generation === member.generation &&
        (c.gender === null || member.gender === null || isFemale(c) !== isFemale(member)),
    );
    if (!spouse) continue;
    taken.add(spouse.id);
    taken.add(member.id);
    link(member, spouse);
    link(spouse, member);
  }
  return spousesOf;
}
