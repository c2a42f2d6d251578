import { createRequire } from 'node:module';
import sharp, { type OverlayOptions } from 'sharp';
import { escapeMarkup } from '#server/seo/escape.ts';
import { BRAND_MARK_SVG } from './brand-mark';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  type CardColumn,
  type CardLine,
  type CardLineRole,
  type ShareCardContent,
} from './card-content';

// Decision 054: the share card is drawn by sharp (libvips), its Arabic text shaped by Pango and
// HarfBuzz in the site's own font, Cairo. Pango reads TrueType and OpenType files, not the WOFF2
// files the browser gets (@fontsource/cairo), so the same font comes as TTF from
// @expo-google-fonts/cairo. Everything here runs in libuv's threads: the event loop only waits.

const require = createRequire(import.meta.url);
/** The font files, by weight: each text passes its own, so Pango finds the face it names. */
export const cardFonts = {
  regular: require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf'),
} as const;

/** The site's colours (src/web/styles.css): its sand, its teal and its gold. */
export const cardColours = {
  paper: '#faf5ea',
  band: '#0f3d3e',
  gold: '#d4a940',
  badge: '#e9c46a',
  ink: '#0a2627',
  heading: '#0f3d3e',
  muted: '#334155',
  white: '#ffffff',
} as const;

export interface TextStyle {
  size: number;
  weight: keyof typeof cardFonts;
  colour: string;
}

/** How each line is set, and the space above it. */
export const lineStyles: Record<CardLineRole, TextStyle & { gapBefore: number }> = {
  blessing: { size: 28, weight: 'regular', colour: cardColours.muted, gapBefore: 0 },
  opening: { size: 36, weight: 'regular', colour: cardColours.ink, gapBefore: 10 },
  heading: { size: 60, weight: 'bold', colour: cardColours.heading, gapBefore: 14 },
  date: { size: 28, weight: 'regular', colour: cardColours.muted, gapBefore: 10 },
  detail: { size: 27, weight: 'regular', colour: cardColours.ink, gapBefore: 14 },
  body: { size: 30, weight: 'regular', colour: cardColours.ink, gapBefore: 30 },
};

const BAND_HEIGHT = 104;
const RULE_HEIGHT = 6;
const FOOT_HEIGHT = 18;
const MARGIN = 56;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN - 24;
const MARK_SIZE = 68;
const BADGE_PADDING = { x: 26, y: 6 };
const FAMILY_NAME_STYLE: TextStyle = { size: 38, weight: 'bold', colour: cardColours.white };
const BADGE_STYLE: TextStyle = { size: 28, weight: 'bold', colour: cardColours.ink };
const COLUMN_TITLE_STYLE: TextStyle = { size: 27, weight: 'bold', colour: cardColours.heading };
const COLUMN_LINE_STYLE: TextStyle = { size: 26, weight: 'regular', colour: cardColours.ink };
const COLUMN_GAP = 40;
const COLUMN_LINE_GAP = 8;
/** Of the font's size, between the baselines of a text wrapped on two lines. */
export const LINE_HEIGHT = 0.75;
/** Where the lines go: between the band's gold rule and the foot, with some air. */
const BODY_TOP = BAND_HEIGHT + RULE_HEIGHT + 20;
const BODY_BOTTOM = CARD_HEIGHT - FOOT_HEIGHT - 20;

/** Pixels of one text, its alpha carrying the glyphs' edges. */
export interface TextPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * One text, shaped and laid out right to left by Pango (the direction follows the text's first
 * strong letter), wrapped at `width` and centred. Markup-escaped: the text is the family's.
 */
export async function renderText(text: string, style: TextStyle, width = TEXT_WIDTH): Promise<TextPixels> {
  const { data, info } = await sharp({
    text: {
      // Cairo's own line height spaces a wrapped line farther than a card can afford.
      text: `<span foreground="${style.colour}" line_height="${LINE_HEIGHT}">${escapeMarkup(text)}</span>`,
      font: `Cairo ${style.weight === 'bold' ? 'Bold ' : ''}${style.size}`,
      fontfile: cardFonts[style.weight],
      // 72 dots per inch: a font size in points is that many pixels.
      dpi: 72,
      width,
      align: 'centre',
      wrap: 'word-char',
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const overlay = (pixels: TextPixels, left: number, top: number): OverlayOptions => ({
  input: pixels.data,
  raw: { width: pixels.width, height: pixels.height, channels: 4 },
  left: Math.round(left),
  top: Math.round(top),
});

/** Something set under the band: its height, the space above it, and where its pixels go. */
interface Block {
  height: number;
  gapBefore: number;
  optional: boolean;
  place(top: number, overlays: OverlayOptions[], shapes: string[]): void;
}

const lineBlock = (line: CardLine, pixels: TextPixels): Block => ({
  height: pixels.height,
  gapBefore: lineStyles[line.role].gapBefore,
  optional: line.optional,
  place: (top, overlays) => overlays.push(overlay(pixels, (CARD_WIDTH - pixels.width) / 2, top)),
});

const RULE = { width: 140, height: 3, gap: 18 };

/** A death notice's عزاء side by side under a short gold rule, the first at the start (the right). */
async function columnsBlock(columns: CardColumn[]): Promise<Block | null> {
  if (columns.length === 0) return null;
  const width = Math.floor((TEXT_WIDTH - COLUMN_GAP * (columns.length - 1)) / columns.length);
  const set = await Promise.all(
    columns.map(async (column) => [
      await renderText(column.title, COLUMN_TITLE_STYLE, width),
      ...(await Promise.all(column.lines.map((text) => renderText(text, COLUMN_LINE_STYLE, width)))),
    ]),
  );
  const heightOf = (texts: TextPixels[]) =>
    texts.reduce((sum, text, index) => sum + text.height + (index ? COLUMN_LINE_GAP : 0), 0);
  const textHeight = Math.max(...set.map(heightOf));
  return {
    height: RULE.height + RULE.gap + textHeight,
    gapBefore: RULE.gap,
    optional: false,
    place(top, overlays, shapes) {
      shapes.push(
        `<rect x="${(CARD_WIDTH - RULE.width) / 2}" y="${top}" width="${RULE.width}" height="${RULE.height}" fill="${cardColours.gold}"/>`,
      );
      const blockWidth = width * columns.length + COLUMN_GAP * (columns.length - 1);
      set.forEach((texts, index) => {
        // Right to left: the first column's right edge is the block's.
        const columnRight = (CARD_WIDTH + blockWidth) / 2 - index * (width + COLUMN_GAP);
        const centre = columnRight - width / 2;
        let y = top + RULE.height + RULE.gap;
        for (const text of texts) {
          overlays.push(overlay(text, centre - text.width / 2, y));
          y += text.height + COLUMN_LINE_GAP;
        }
      });
    },
  };
}

/** The blocks that fit between the band and the foot: optional ones dropped, the last first. */
function blocksThatFit(blocks: Block[]): { kept: Block[]; height: number } {
  const heightOf = (kept: Block[]) =>
    kept.reduce((sum, block, index) => sum + block.height + (index ? block.gapBefore : 0), 0);
  let kept = [...blocks];
  while (heightOf(kept) > BODY_BOTTOM - BODY_TOP) {
    const last = kept.findLastIndex((block) => block.optional);
    if (last === -1) break;
    kept = kept.filter((_, index) => index !== last);
  }
  return { kept, height: heightOf(kept) };
}

interface Badge {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The paper, the band with its rule, the family's mark, the badge's shape, the foot, and `shapes`. */
function background(badge: Badge, shapes: string[]): Buffer {
  const markLeft = CARD_WIDTH - MARGIN - MARK_SIZE;
  const markTop = (BAND_HEIGHT - MARK_SIZE) / 2;
  const mark = BRAND_MARK_SVG.replace(
    '<svg ',
    `<svg x="${markLeft}" y="${markTop}" width="${MARK_SIZE}" height="${MARK_SIZE}" `,
  );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${cardColours.paper}"/>` +
      `<rect width="${CARD_WIDTH}" height="${BAND_HEIGHT}" fill="${cardColours.band}"/>` +
      `<rect y="${BAND_HEIGHT}" width="${CARD_WIDTH}" height="${RULE_HEIGHT}" fill="${cardColours.gold}"/>` +
      `<rect y="${CARD_HEIGHT - FOOT_HEIGHT}" width="${CARD_WIDTH}" height="${FOOT_HEIGHT}" fill="${cardColours.band}"/>` +
      `<rect x="${badge.left}" y="${badge.top}" width="${badge.width}" height="${badge.height}" rx="${badge.height / 2}" fill="${cardColours.badge}"/>` +
      mark +
      shapes.join('') +
      '</svg>',
  );
}

/** The band's texts: the kind's badge at the end (the left), the family's name before the mark. */
async function bandOverlays(
  content: ShareCardContent,
): Promise<{ badge: Badge; overlays: OverlayOptions[] }> {
  const nameRight = CARD_WIDTH - MARGIN - MARK_SIZE - 24;
  const [familyName, kind] = await Promise.all([
    content.familyName ? renderText(content.familyName, FAMILY_NAME_STYLE, nameRight - 320) : null,
    renderText(content.kind, BADGE_STYLE, 240),
  ]);
  const height = Math.max(kind.height + 2 * BADGE_PADDING.y, 48);
  const badge = {
    left: MARGIN,
    top: Math.round((BAND_HEIGHT - height) / 2),
    width: kind.width + 2 * BADGE_PADDING.x,
    height,
  };
  const overlays = [overlay(kind, badge.left + BADGE_PADDING.x, badge.top + (height - kind.height) / 2)];
  if (familyName) {
    overlays.push(overlay(familyName, nameRight - familyName.width, (BAND_HEIGHT - familyName.height) / 2));
  }
  return { badge, overlays };
}

/**
 * The card as a PNG of 1200 × 630: in the band, the family's mark and name at the start (the
 * right) and the kind's badge at the end; below, the lines centred one under the other, and a
 * death notice's عزاء side by side.
 */
export async function renderShareCard(content: ShareCardContent): Promise<Buffer> {
  const [band, columns, ...lines] = await Promise.all([
    bandOverlays(content),
    columnsBlock(content.columns),
    ...content.lines.map(async (line) => lineBlock(line, await renderText(line.text, lineStyles[line.role]))),
  ]);
  const { kept, height } = blocksThatFit(columns ? [...lines, columns] : lines);
  const overlays = [...band.overlays];
  const shapes: string[] = [];
  let top = BODY_TOP + Math.max(0, (BODY_BOTTOM - BODY_TOP - height) / 2);
  kept.forEach((block, index) => {
    if (index > 0) top += block.gapBefore;
    // Past the foot only when even the required blocks do not fit: left out rather than fail.
    if (top + block.height <= CARD_HEIGHT) block.place(Math.round(top), overlays, shapes);
    top += block.height;
  });
  return sharp(background(band.badge, shapes)).composite(overlays).png().toBuffer();
}
