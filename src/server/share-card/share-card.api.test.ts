import fs from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { deathNoticeBody, memberBody, occasionBody, siteSettingsBody } from '#server/test/factories.ts';
import { request, type Json } from '#server/test/http.ts';
import { signedInRelative } from '#server/test/relatives.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { makeWebDir, renderedPage } from '#server/test/web-dir.ts';
import { cardColours, cardFonts, LINE_HEIGHT, lineStyles, type TextStyle } from './render-card';

// An occasion's share card (docs/product.md#occasions): the picture of its link preview, drawn on
// the server, whose Arabic must be shaped and right to left. The test draws the card's own words
// alone, with the same font, and finds them in the card; the same words unshaped (each letter on
// its own) or in the wrong order are not found, so a renderer that did not shape would fail here.

let server: TestServer;
let webDir: string;
const ids = { man: 0, notice: 0, wedding: 0 };
const FAMILY = 'عائلة المثال';
const HEADING = 'المرحوم عبدالله بن سالم';
const WEDDING = 'زواج محمد ونورة';

const admin = (method: string, path: string, json?: unknown) =>
  request(server, method, path, { token: server.token, json });
const cardPath = (id: number) => `/occasions/${id}/card.png`;

async function created(body: Json): Promise<number> {
  const res = await admin('POST', api.admin.occasions.create, body);
  expect(res.status, res.text).toBe(201);
  return res.body.data.id;
}

/** The answer's bytes: the shared helper reads bodies as text, which would spoil a PNG. */
async function fetchCard(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseURL}${path}`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  webDir = makeWebDir();
  server = await startTestServer({ seedDemo: false, webDir });
  const settings = await admin(
    'POST',
    api.admin.site.update,
    siteSettingsBody({
      familyName: FAMILY,
      noticeOpening: 'انتقل إلى رحمة الله تعالى',
      noticeHonorificMale: 'المرحوم',
    }),
  );
  expect(settings.status, settings.text).toBe(200);
  const man = await admin(
    'POST',
    api.familyMembers.create,
    memberBody({ name: 'عبدالله بن سالم', generation: 2, gender: 'male', birth: '1940', death: '2030' }),
  );
  expect(man.status, man.text).toBe(201);
  ids.man = man.body.data.id;
  ids.notice = await created(deathNoticeBody(ids.man, { date: '2030-03-05' }));
  ids.wedding = await created(occasionBody({ title: WEDDING }));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** RGB pixels, without alpha. */
async function pixelsOf(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * `text` drawn alone in the card's font and style, on the card's paper. The line height is the
 * card's too: Pango puts the baseline of even a single line by it, and the glyphs' edges with it.
 */
async function reference(text: string, style: TextStyle): Promise<Pixels> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.colour}" line_height="${LINE_HEIGHT}">${text}</span>`,
      font: `Cairo ${style.weight === 'bold' ? 'Bold ' : ''}${style.size}`,
      fontfile: cardFonts[style.weight],
      dpi: 72,
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const paper = sharp({
    create: { width: info.width, height: info.height, channels: 3, background: cardColours.paper },
  }).composite([{ input: data, raw: { width: info.width, height: info.height, channels: 4 } }]);
  return pixelsOf(paper);
}

/**
 * The smallest mean difference (0–255 per channel) between the reference's inked pixels and the
 * card's, over every place the reference could sit in the card; Infinity where it sits nowhere
 * (more than one inked pixel in fifty plainly different). Only the ink is compared, since the
 * paper around it matches anywhere; two dozen pixels spread over the ink are looked at first,
 * which rules most places out at once and keeps the search over the whole card quick.
 */
function bestMatch(card: Pixels, ref: Pixels): number {
  const offsets: number[] = [];
  const colours: number[] = [];
  const paper = ref.data.subarray(0, 3);
  for (let i = 0; i < ref.width * ref.height; i += 1) {
    const rgb = ref.data.subarray(i * 3, i * 3 + 3);
    if (Math.abs(rgb[0]! - paper[0]!) + Math.abs(rgb[1]! - paper[1]!) + Math.abs(rgb[2]! - paper[2]!) <= 96) {
      continue;
    }
    offsets.push((Math.floor(i / ref.width) * card.width + (i % ref.width)) * 3);
    colours.push(rgb[0]!, rgb[1]!, rgb[2]!);
  }
  const count = offsets.length;
  const differenceAt = (base: number, k: number) => {
    const at = base + offsets[k]!;
    return (
      Math.abs(card.data[at]! - colours[k * 3]!) +
      Math.abs(card.data[at + 1]! - colours[k * 3 + 1]!) +
      Math.abs(card.data[at + 2]! - colours[k * 3 + 2]!)
    );
  };
  const anchors = Array.from({ length: 24 }, (_, j) => Math.floor((j * count) / 24));
  const allowedMisses = Math.floor(count / 50);
  let best = Infinity;
  for (let top = 0; top + ref.height <= card.height; top += 1) {
    for (let left = 0; left + ref.width <= card.width; left += 1) {
      const base = (top * card.width + left) * 3;
      if (anchors.filter((k) => differenceAt(base, k) > 90).length > 1) continue;
      let misses = 0;
      let total = 0;
      for (let k = 0; k < count && misses <= allowedMisses; k += 1) {
        const difference = differenceAt(base, k);
        total += difference;
        if (difference > 90) misses += 1;
      }
      if (misses <= allowedMisses) best = Math.min(best, total / count / 3);
    }
  }
  return best;
}

/** Each letter alone (a zero-width non-joiner between any two): what a renderer without shaping draws. */
const unjoined = (text: string) => Array.from(text).join('\u200c');
/** Forced left to right: the letters in the order they are typed, as a renderer without bidi draws them. */
const leftToRight = (text: string) => `\u202d${text}\u202c`;

describe('an occasion’s share card', () => {
  it('is a PNG of 1200 × 630 with the deceased’s name shaped right to left in the site’s font', async () => {
    const { response, bytes } = await fetchCard(cardPath(ids.notice));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    const card = await pixelsOf(sharp(bytes));
    const shaped = await reference(HEADING, lineStyles.heading);
    expect(bestMatch(card, shaped)).toBeLessThan(6);
    // The family's opening line, in the regular face, is there too.
    expect(bestMatch(card, await reference('انتقل إلى رحمة الله تعالى', lineStyles.opening))).toBeLessThan(6);
    for (const broken of [unjoined(HEADING), leftToRight(HEADING)]) {
      const wrong = await reference(broken, lineStyles.heading);
      // The broken drawing is another picture, and it is nowhere in the card.
      expect(wrong.width === shaped.width && wrong.data.equals(shaped.data)).toBe(false);
      expect(bestMatch(card, wrong)).toBe(Infinity);
    }
  });

  it('a wedding’s card has its title, the kind in the band', async () => {
    const { response, bytes } = await fetchCard(cardPath(ids.wedding));
    expect(response.status).toBe(200);
    const card = await pixelsOf(sharp(bytes));
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(bestMatch(card, await reference(WEDDING, lineStyles.heading))).toBeLessThan(6);
    expect(bestMatch(card, await reference(leftToRight(WEDDING), lineStyles.heading))).toBe(Infinity);
  });

  it('is a 404 for a draft, a waiting, a family-only and an unknown occasion, a relative asking too', async () => {
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const later = new Date(start.getTime() + 3_600_000).toISOString();
    const hidden = [
      await created(occasionBody({ status: 'draft' })),
      await created(occasionBody({ status: 'scheduled', publish_at: later })),
      await created(occasionBody({ audience: 'family' })),
      await created(deathNoticeBody(ids.man, { audience: 'family' })),
      999_999,
    ];
    const { cookie } = await signedInRelative(server, `card-${process.pid}`);
    for (const id of hidden) {
      expect((await fetchCard(cardPath(id))).response.status, String(id)).toBe(404);
      expect((await fetchCard(cardPath(id), { cookie })).response.status, String(id)).toBe(404);
    }
    expect((await fetchCard('/occasions/abc/card.png')).response.status).toBe(400);
    // The waiting one has its card once its time has come.
    vi.setSystemTime(new Date(Date.parse(later) + 1000));
    expect((await fetchCard(cardPath(hidden[1]!))).response.status).toBe(200);
  });

  it('the page’s preview is the card, named by its version, with its size and description', async () => {
    const first = await fetchCard(cardPath(ids.notice));
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const page = await renderedPage(server, `/occasions/${ids.notice}`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.html)?.[1];
    expect(image).toBe(`${server.baseURL}${cardPath(ids.notice)}?v=${etag.slice(1, -1)}`);
    expect(page.html).toContain('<meta property="og:image:width" content="1200" />');
    expect(page.html).toContain('<meta property="og:image:height" content="630" />');
    expect(page.html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(page.html).toMatch(/og:image:alt" content="نعي: المرحوم عبدالله بن سالم، 5 مارس 2030م/);
    expect(page.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The address the page gives answers the same card.
    const named = await fetchCard(new URL(image!).pathname + new URL(image!).search);
    expect(named.bytes.equals(first.bytes)).toBe(true);
  });

  it('is revalidated by its ETag, and drawn again when the notice or the family’s wording changes', async () => {
    const first = await fetchCard(cardPath(ids.notice));
    const etag = first.response.headers.get('etag')!;
    expect(first.response.headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=60',
    );
    const again = await fetchCard(cardPath(ids.notice), { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    const settings = (await admin('GET', api.admin.site.get)).body.data;
    const saved = await admin('POST', api.admin.site.update, {
      ...settings,
      noticeOpening: 'انتقل إلى جوار ربه',
    });
    expect(saved.status, saved.text).toBe(200);
    const reworded = await fetchCard(cardPath(ids.notice), { 'if-none-match': etag });
    expect(reworded.response.status).toBe(200);
    expect(reworded.response.headers.get('etag')).not.toBe(etag);
    const card = await pixelsOf(sharp(reworded.bytes));
    expect(bestMatch(card, await reference('انتقل إلى جوار ربه', lineStyles.opening))).toBeLessThan(6);
    const page = await renderedPage(server, `/occasions/${ids.notice}`);
    expect(page.html).toContain(`card.png?v=${reworded.response.headers.get('etag')!.slice(1, -1)}`);
  });

  it('a relative reading a family-only occasion’s page gets no card for it', async () => {
    const family = await created(occasionBody({ audience: 'family' }));
    const { cookie } = await signedInRelative(server, `card-page-${process.pid}`);
    const res = await request(server, 'GET', `/occasions/${family}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('og:image');
    expect(res.text).not.toContain('card.png');
  });
});
