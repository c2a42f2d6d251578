import type { TreeUnit } from './build-tree';
import type { TreeMember } from './members';

// «طباعة الفرع» (issue #10): a member and their descendants laid out for a sheet of paper.

/** The member's own generation and three below: what a landscape sheet holds legibly. */
export const PRINT_GENERATIONS = 4;

/** One card of the printed branch. */
export interface PrintNode<M extends TreeMember = TreeMember> {
  member: M;
  spouses: M[];
  /** Children under their mother; the mother is named only when `groupedByMother`. */
  groups: { mother: M | null; children: PrintNode<M>[] }[];
  groupedByMother: boolean;
  /** Children left off because this card is on the last printed generation. */
  childrenNotShown: number;
  /** 1 for the branch's own member. */
  generation: number;
}

/**
 * The branch below a card, cut after `generations` generations. For a wife who married into the
 * line the card is her husband's, and only her own children are kept (her co-wives' are not her
 * descendants). Depth is at most `generations`, so the recursion is shallow.
 */
export function branchForPrint<M extends TreeMember>(
  card: TreeUnit<M>,
  options: { generations?: number; motherId?: number } = {},
): PrintNode<M> {
  const generations = Math.max(1, options.generations ?? PRINT_GENERATIONS);
  const node = (unit: TreeUnit<M>, generation: number, motherId?: number): PrintNode<M> => {
    const groups =
      motherId === undefined || !unit.groupedByMother
        ? unit.groups
        : unit.groups.filter((group) => group.mother?.id === motherId);
    const children = (group: (typeof groups)[number]) => [...group.sons, ...group.daughters];
    const count = groups.reduce((sum, group) => sum + children(group).length, 0);
    const last = generation >= generations;
    return {
      member: unit.member,
      spouses: unit.spouses,
      groups: last
        ? []
        : groups.map((group) => ({
            mother: group.mother,
            children: children(group).map((child) => node(child, generation + 1)),
          })),
      groupedByMother: unit.groupedByMother && groups.length > 1,
      childrenNotShown: last ? count : 0,
      generation,
    };
  };
  return node(card, 1, options.motherId);
}

/** Landscape sheets, in millimetres. */
export const PAPER_SIZES = {
  A4: { width: 297, height: 210 },
  A3: { width: 420, height: 297 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;
export const PRINT_MARGIN_MM = 10;

// CSS pixels are defined as 1/96 inch, in print as on screen.
const CSS_PIXELS_PER_MM = 96 / 25.4;

/** What the page's margins leave of a landscape sheet, in CSS pixels. */
export function printableArea(paper: PaperSize): { width: number; height: number } {
  const { width, height } = PAPER_SIZES[paper];
  return {
    width: Math.floor((width - 2 * PRINT_MARGIN_MM) * CSS_PIXELS_PER_MM),
    height: Math.floor((height - 2 * PRINT_MARGIN_MM) * CSS_PIXELS_PER_MM),
  };
}

/** The scale that fits the chart on the sheet: never enlarged, shrunk as much as it must be. */
export function fitScale(
  content: { width: number; height: number },
  area: { width: number; height: number },
): number {
  if (content.width <= 0 || content.height <= 0) return 1;
  return Math.min(1, area.width / content.width, area.height / content.height);
}
