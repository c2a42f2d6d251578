// Small demo images for the seeded content, drawn as SVG (shapes only: librsvg has no Arabic
// fonts here, so no text) and written as WebP into the uploads directory when missing.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Each demo image stays under this size on disk. */
export const MAX_DEMO_IMAGE_BYTES = 30 * 1024;

const NEWS_SIZE = { width: 1200, height: 800 };
const SQUARE_SIZE = { width: 600, height: 600 };

interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

const palettes = {
  sea: { from: '#0b3954', to: '#1f7a8c', accent: '#f2c14e', ink: '#f6f1e7' },
  dusk: { from: '#2d1e4f', to: '#c0565b', accent: '#f7d08a', ink: '#fbeee0' },
  sand: { from: '#7a4e2d', to: '#e0b872', accent: '#fff3d6', ink: '#3b2414' },
  palm: { from: '#0f3d3e', to: '#5c946e', accent: '#e9c46a', ink: '#f1faee' },
  royal: { from: '#14213d', to: '#3a5a98', accent: '#fca311', ink: '#f5f5f5' },
  night: { from: '#0d1b2a', to: '#415a77', accent: '#e0c97a', ink: '#e0e1dd' },
  sepia: { from: '#4a3426', to: '#b08a63', accent: '#f3e1c4', ink: '#2a1c12' },
  rose: { from: '#5e2b47', to: '#c98b9f', accent: '#ffe3b3', ink: '#fff6ee' },
} satisfies Record<string, Palette>;

// ---------------------------------------------------------------------------------------------
// Backgrounds

function background(width: number, height: number, p: Palette): string {
  const star = starPath(0, 0, 22, 9);
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.7" cy="0.3" r="0.6">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="stars" width="80" height="80" patternUnits="userSpaceOnUse">
      <path d="${star}" transform="translate(40 40)" fill="none" stroke="${p.ink}" stroke-opacity="0.07" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#stars)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>`;
}

/** An eight-pointed star (two overlapping squares), the classic Islamic geometric motif. */
function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? outer : inner + (outer - inner) * 0.45;
    const a = (Math.PI / 8) * i - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${points.join(' L')} Z`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Motifs, each drawn in a 200 x 200 box and placed with translate/scale.

function place(x: number, y: number, scale: number, body: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>`;
}

function dhow(p: Palette): string {
  return `
    <path d="M95 22 L92 128" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>
    <path d="M60 30 Q120 20 175 118 L70 118 Z" fill="${p.ink}" fill-opacity="0.92"/>
    <path d="M88 60 Q70 90 40 118 L86 118 Z" fill="${p.ink}" fill-opacity="0.7"/>
    <path d="M10 124 L190 124 Q182 140 168 152 L42 152 Q22 140 10 124 Z" fill="${p.accent}"/>
    <path d="M30 134 L178 134" stroke="${p.from}" stroke-width="3" stroke-opacity="0.5"/>`;
}

function waves(width: number, y: number, p: Palette, opacity = 0.5): string {
  const rows: string[] = [];
  for (let row = 0; row < 3; row++) {
    const yy = y + row * 28;
    let d = `M0 ${yy}`;
    for (let x = 0; x < width; x += 80) d += ` q20 -12 40 0 t40 0`;
    rows.push(
      `<path d="${d}" fill="none" stroke="${p.ink}" stroke-opacity="${opacity - row * 0.12}" stroke-width="4"/>`,
    );
  }
  return rows.join('');
}

function palmTree(p: Palette): string {
  // Fronds radiate from the crown and droop at their tips; those pointing left are mirrored.
  const leaves = [-172, -140, -110, -70, -40, -8]
    .map((angle) => {
      const mirror = Math.cos((angle * Math.PI) / 180) < 0 ? ' scale(1 -1)' : '';
      return `<path d="M0 0 Q40 -22 82 10 Q38 -6 0 0 Z" transform="translate(100 52) rotate(${angle})${mirror}" fill="${p.ink}" fill-opacity="0.9"/>`;
    })
    .join('');
  return `
    <path d="M100 52 Q92 120 104 196" stroke="${p.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
    ${leaves}
    <circle cx="94" cy="62" r="5" fill="${p.accent}"/><circle cx="104" cy="64" r="5" fill="${p.accent}"/>
    <circle cx="99" cy="70" r="5" fill="${p.accent}"/>`;
}

function building(p: Palette): string {
  const crenels = [30, 55, 80, 105, 130, 155].map((x) => `<rect x="${x}" y="62" width="14" height="12"/>`);
  return `
    <g fill="${p.ink}" fill-opacity="0.92">
      ${crenels.join('')}
      <rect x="26" y="72" width="150" height="110"/>
      <rect x="132" y="26" width="34" height="50"/>
    </g>
    <g fill="${p.from}">
      <path d="M84 182 L84 132 Q100 110 116 132 L116 182 Z"/>
      <path d="M42 150 L42 118 Q52 104 62 118 L62 150 Z"/>
      <path d="M138 150 L138 118 Q148 104 158 118 L158 150 Z"/>
      <rect x="137" y="34" width="8" height="30"/><rect x="153" y="34" width="8" height="30"/>
    </g>
    <rect x="10" y="182" width="180" height="8" fill="${p.accent}"/>`;
}

function book(p: Palette): string {
  const lines = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M36 ${78 + i * 16} Q62 ${72 + i * 16} 90 ${80 + i * 16}" /><path d="M110 ${80 + i * 16} Q138 ${72 + i * 16} 164 ${78 + i * 16}" />`,
    )
    .join('');
  return `
    <path d="M100 56 Q60 36 20 50 L20 168 Q60 154 100 174 Z" fill="${p.ink}"/>
    <path d="M100 56 Q140 36 180 50 L180 168 Q140 154 100 174 Z" fill="${p.ink}" fill-opacity="0.85"/>
    <path d="M100 56 L100 174" stroke="${p.accent}" stroke-width="4"/>
    <g fill="none" stroke="${p.from}" stroke-opacity="0.35" stroke-width="3">${lines}</g>
    <path d="M150 40 L150 96 L160 86 L170 96 L170 44" fill="${p.accent}"/>`;
}

function trophy(p: Palette): string {
  return `
    <path d="M58 30 L142 30 L138 84 Q132 118 100 124 Q68 118 62 84 Z" fill="${p.accent}"/>
    <path d="M60 42 Q28 42 32 72 Q36 96 66 98" fill="none" stroke="${p.accent}" stroke-width="8"/>
    <path d="M140 42 Q172 42 168 72 Q164 96 134 98" fill="none" stroke="${p.accent}" stroke-width="8"/>
    <rect x="92" y="122" width="16" height="30" fill="${p.accent}"/>
    <rect x="66" y="150" width="68" height="14" rx="3" fill="${p.ink}"/>
    <rect x="56" y="164" width="88" height="18" rx="3" fill="${p.ink}" fill-opacity="0.85"/>
    <path d="${starPath(100, 70, 22, 10)}" fill="${p.from}" fill-opacity="0.6"/>`;
}

function graduationCap(p: Palette): string {
  return `
    <path d="M100 40 L190 82 L100 124 L10 82 Z" fill="${p.ink}"/>
    <path d="M48 100 L48 144 Q100 176 152 144 L152 100 L100 124 Z" fill="${p.ink}" fill-opacity="0.82"/>
    <path d="M100 82 L168 96 L168 150" fill="none" stroke="${p.accent}" stroke-width="4"/>
    <path d="M160 150 L176 150 L172 178 L164 178 Z" fill="${p.accent}"/>`;
}

function crescentAndLantern(p: Palette): string {
  return `
    <path d="M70 20 A48 48 0 1 0 118 92 A38 38 0 1 1 70 20 Z" fill="${p.accent}"/>
    <path d="M150 10 L150 52" stroke="${p.ink}" stroke-width="3"/>
    <path d="M134 62 Q150 44 166 62 Z" fill="${p.ink}"/>
    <path d="M134 62 L166 62 L172 100 L160 128 L140 128 L128 100 Z" fill="${p.ink}" fill-opacity="0.9"/>
    <path d="M140 70 L160 70 L164 100 L156 120 L144 120 L136 100 Z" fill="${p.accent}" fill-opacity="0.85"/>
    <rect x="138" y="128" width="24" height="8" fill="${p.ink}"/>`;
}

/** A figure in ghutra and bisht: no face, just the outline. */
function portrait(p: Palette): string {
  return `
    <path d="M20 200 Q24 132 100 122 Q176 132 180 200 Z" fill="${p.ink}" fill-opacity="0.9"/>
    <path d="M100 122 L84 200 L116 200 Z" fill="${p.accent}" fill-opacity="0.9"/>
    <path d="M62 70 Q62 24 100 24 Q138 24 138 70 L150 142 Q122 128 100 128 Q78 128 50 142 Z" fill="${p.accent}"/>
    <ellipse cx="100" cy="74" rx="28" ry="34" fill="${p.ink}"/>
    <path d="M66 46 Q100 30 134 46" fill="none" stroke="${p.from}" stroke-width="7"/>`;
}

/** A rosette of stars: used for women, whose photos families often prefer not to publish. */
function rosette(p: Palette): string {
  return `
    <circle cx="100" cy="100" r="84" fill="none" stroke="${p.accent}" stroke-width="4"/>
    <path d="${starPath(100, 100, 74, 30)}" fill="${p.ink}" fill-opacity="0.9"/>
    <path d="${starPath(100, 100, 40, 16)}" fill="${p.accent}"/>
    <circle cx="100" cy="100" r="10" fill="${p.from}"/>`;
}

function sun(x: number, y: number, r: number, p: Palette): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}" fill-opacity="0.85"/>`;
}

function ground(width: number, height: number, y: number, p: Palette): string {
  return `<path d="M0 ${y} Q${width * 0.3} ${y - 30} ${width * 0.6} ${y} T${width} ${y - 10} L${width} ${height} L0 ${height} Z" fill="${p.from}" fill-opacity="0.55"/>`;
}

// ---------------------------------------------------------------------------------------------
// The images

interface DemoImage {
  file: string;
  width: number;
  height: number;
  svg: string;
}

function newsImage(file: string, p: Palette, scene: (w: number, h: number) => string): DemoImage {
  const { width, height } = NEWS_SIZE;
  return {
    file,
    width,
    height,
    svg: svg(width, height, background(width, height, p) + scene(width, height)),
  };
}

function squareImage(file: string, p: Palette, motif: string, frame = true): DemoImage {
  const { width, height } = SQUARE_SIZE;
  const ring = frame
    ? `<circle cx="300" cy="300" r="270" fill="none" stroke="${p.accent}" stroke-opacity="0.5" stroke-width="6"/>`
    : '';
  return {
    file,
    width,
    height,
    svg: svg(width, height, background(width, height, p) + ring + place(100, 110, 2, motif)),
  };
}

function buildDemoImages(): DemoImage[] {
  const { sea, dusk, sand, palm, royal, night, sepia, rose } = palettes;
  return [
    // News
    newsImage(
      'demo-news-1.webp',
      night,
      (w, h) =>
        ground(w, h, 640, night) +
        place(380, 120, 2.6, crescentAndLantern(night)) +
        place(80, 380, 1.6, palmTree(night)),
    ),
    newsImage(
      'demo-news-2.webp',
      royal,
      (w, h) =>
        ground(w, h, 660, royal) +
        place(330, 150, 2.7, graduationCap(royal)) +
        place(900, 420, 1.3, book(royal)),
    ),
    newsImage(
      'demo-news-3.webp',
      sand,
      (w, h) => ground(w, h, 690, sand) + place(420, 130, 2.7, trophy(sand)),
    ),
    newsImage(
      'demo-news-4.webp',
      sea,
      (w) => sun(930, 190, 90, sea) + place(300, 130, 2.9, dhow(sea)) + waves(w, 600, sea),
    ),
    newsImage(
      'demo-news-5.webp',
      dusk,
      (w, h) =>
        sun(880, 220, 110, dusk) +
        ground(w, h, 650, dusk) +
        place(140, 260, 2.1, building(dusk)) +
        place(720, 330, 1.7, palmTree(dusk)),
    ),
    newsImage(
      'demo-news-6.webp',
      palm,
      (w, h) =>
        ground(w, h, 690, palm) + place(360, 120, 2.5, book(palm)) + place(40, 400, 1.4, palmTree(palm)),
    ),
    // Notable people
    squareImage('demo-person-1.webp', royal, portrait(royal)),
    squareImage('demo-person-2.webp', sea, portrait(sea)),
    squareImage('demo-person-3.webp', sand, portrait(sand)),
    squareImage('demo-person-4.webp', rose, rosette(rose)),
    squareImage('demo-person-5.webp', night, portrait(night)),
    squareImage('demo-person-6.webp', palm, rosette(palm)),
    // Family members: sepia, like old photographs
    squareImage('demo-member-1.webp', sepia, portrait(sepia), false),
    squareImage('demo-member-2.webp', sepia, dhow(sepia), false),
    squareImage('demo-member-3.webp', sepia, building(sepia), false),
    squareImage('demo-member-4.webp', sepia, book(sepia), false),
  ];
}

/** File names of every demo image (demo-news-N, demo-person-N, demo-member-N .webp). */
export const demoImageFiles: readonly string[] = buildDemoImages().map((image) => image.file);

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function encode(image: DemoImage): Promise<Buffer> {
  let last: Buffer | undefined;
  for (const quality of [75, 62, 50, 38, 26]) {
    last = await sharp(Buffer.from(image.svg))
      .resize(image.width, image.height)
      .webp({ quality, effort: 5 })
      .toBuffer();
    if (last.length <= MAX_DEMO_IMAGE_BYTES) return last;
  }
  throw new Error(`Demo image ${image.file} is larger than ${MAX_DEMO_IMAGE_BYTES} bytes (${last?.length})`);
}

/**
 * Writes the demo images that are missing from `uploadsDir` (all of them, or only those whose
 * names pass `include`) and returns the names of the files it wrote. Existing files are never
 * overwritten, so an admin's replacement survives a restart.
 */
export async function writeDemoImages(
  uploadsDir: string,
  include: (file: string) => boolean = () => true,
): Promise<string[]> {
  await fs.mkdir(uploadsDir, { recursive: true });
  const written: string[] = [];
  for (const image of buildDemoImages()) {
    if (!include(image.file)) continue;
    const target = path.join(uploadsDir, image.file);
    if (await exists(target)) continue;
    const data = await encode(image);
    // Write beside the target and rename, so a crash never leaves a half-written image behind.
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
    written.push(image.file);
  }
  return written;
}
