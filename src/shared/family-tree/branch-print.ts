import type { TreeUnit } from './build-tree';
import type { TreeMember } from './members';

// «طباعة الفرع»: a member and their descendants laid out for a sheet of paper.

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

/** Sheets upright (portrait), in millimetres; landscape turns them. */
export const PAPER_SIZES = {
  A4: { width: 210, height: 297 },
  A3: { width: 297, height: 420 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;
export type Orientation = 'landscape' | 'portrait';
export const PRINT_MARGIN_MM = 10;

// CSS pixels are defined as 1/96 inch, in print as on screen.
const CSS_PIXELS_PER_MM = 96 / 25.4;

/** What the page's margins leave of a sheet, in CSS pixels. */
export function printableArea(
  paper: PaperSize,
  orientation: Orientation = 'landscape',
): { width: number; height: number } {
  const { width, height } = PAPER_SIZES[paper];
  const [across, down] = orientation === 'landscape' ? [height, width] : [width, height];
  return {
    width: Math.floor((across - 2 * PRINT_MARGIN_MM) * CSS_PIXELS_PER_MM),
    height: Math.floor((down - 2 * PRINT_MARGIN_MM) * CSS_PIXELS_PER_MM),
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

/**
 * Shrunk further than this, a card's 12 px text prints under 6 pt: a branch that would need it is
 * split across sheets instead, to be laid side by side.
 */
export const MIN_READABLE_SCALE = 0.7;

/** A stretch of the chart along its rows, in the chart's own pixels from its inline-start edge. */
export interface Span {
  start: number;
  end: number;
}

export interface PrintLayout {
  orientation: Orientation;
  scale: number;
  /** The chart at its own size, as measured. */
  chart: { width: number; height: number };
  /** What each sheet shows of the chart, in order from the inline-start edge (the right in Arabic). */
  pages: Span[];
}

export interface PrintMeasure {
  chart: { width: number; height: number };
  /** Where each card lies along the rows: a sheet is cut only between cards. */
  cards: readonly Span[];
  /** What the sheet keeps above and below the chart (the title, a page number), in CSS pixels. */
  reserved: number;
}

/**
 * Where each sheet ends, `scale` given: as far along as the sheet reaches, pulled back to the last
 * place no card straddles (in every row at once), so no card is cut in two. Only a card wider than
 * a whole sheet is cut, where the sheet ends.
 */
export function cutIntoPages(
  width: number,
  cards: readonly Span[],
  sheetWidth: number,
  scale: number,
): Span[] {
  const reach = sheetWidth / scale;
  const straddled = (at: number) => cards.some((card) => card.start < at && at < card.end);
  const pages: Span[] = [];
  for (let start = 0; start < width;) {
    const limit = start + reach;
    if (limit >= width) {
      pages.push({ start, end: width });
      break;
    }
    let end = start;
    for (const card of cards) {
      if (card.end > end && card.end <= limit && !straddled(card.end)) end = card.end;
    }
    if (end <= start) end = limit;
    pages.push({ start, end });
    start = end;
  }
  return pages.length > 0 ? pages : [{ start: 0, end: width }];
}

function layoutFor(measure: PrintMeasure, paper: PaperSize, orientation: Orientation): PrintLayout {
  const { chart, cards, reserved } = measure;
  const sheet = printableArea(paper, orientation);
  const area = { width: sheet.width, height: sheet.height - reserved };
  const whole = fitScale(chart, area);
  if (whole >= MIN_READABLE_SCALE || chart.width <= 0) {
    return { orientation, scale: whole, chart, pages: [{ start: 0, end: chart.width }] };
  }
  // Too wide for one sheet: as few sheets as a readable scale allows, then as large as those
  // sheets allow. The chart is never split down the page: four generations fit its height.
  const tallest = chart.height > 0 ? Math.min(1, area.height / chart.height) : 1;
  const least = Math.min(MIN_READABLE_SCALE, tallest);
  const fewest = cutIntoPages(chart.width, cards, area.width, least).length;
  let [low, high] = [least, tallest];
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (cutIntoPages(chart.width, cards, area.width, middle).length <= fewest) low = middle;
    else high = middle;
  }
  const scale = Math.floor(low * 1000) / 1000;
  return { orientation, scale, chart, pages: cutIntoPages(chart.width, cards, area.width, scale) };
}

/**
 * How a branch prints on the paper chosen: the sheet turned whichever way holds it on fewer sheets
 * at a larger scale (landscape when both do as well), shrunk to fit one sheet while it stays
 * readable, split across sheets beyond that.
 */
export function planPrint(measure: PrintMeasure, paper: PaperSize): PrintLayout {
  const [landscape, portrait] = (['landscape', 'portrait'] as const).map((orientation) =>
    layoutFor(measure, paper, orientation),
  );
  const better =
    portrait!.pages.length < landscape!.pages.length ||
    (portrait!.pages.length === landscape!.pages.length && portrait!.scale > landscape!.scale);
  return better ? portrait! : landscape!;
}
