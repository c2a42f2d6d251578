export interface ParentLink {
  id: number;
  parent: number | null;
}

/**
 * Every descendant of `rootId` (not the root itself). Walks with a visited set, so
 * cyclic or repeated links in old data cannot loop (FAMILY-TREE.md: scale).
 */
export function descendantIds(links: readonly ParentLink[], rootId: number): Set<number> {
  const childrenOf = new Map<number, number[]>();
  for (const link of links) {
    if (link.parent === null) continue;
    const siblings = childrenOf.get(link.parent);
    if (siblings) siblings.push(link.id);
    else childrenOf.set(link.parent, [link.id]);
  }
  const found = new Set<number>();
  const stack = [...(childrenOf.get(rootId) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id) || id === rootId) continue;
    found.add(id);
    stack.push(...(childrenOf.get(id) ?? []));
  }
  return found;
}

/** Members that may be chosen as `memberId`'s parent: not itself, not one of its descendants. */
export function allowedParentIds(links: readonly ParentLink[], memberId: number | null): Set<number> {
  const excluded = memberId === null ? new Set<number>() : descendantIds(links, memberId);
  if (memberId !== null) excluded.add(memberId);
  return new Set(links.map((l) => l.id).filter((id) => !excluded.has(id)));
}
