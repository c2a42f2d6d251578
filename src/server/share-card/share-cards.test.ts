import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK_SVG } from './brand-mark';
import { shareCardVersion, type ShareCardContent } from './card-content';
import { ShareCards } from './share-cards';

const content = (name: string): ShareCardContent => ({
  familyName: 'عائلة المثال',
  kind: 'زواج',
  lines: [{ role: 'heading', text: name, optional: false }],
  columns: [],
});

describe('the share cards kept', () => {
  it('draws a card once for everyone asking at the same time', async () => {
    const cards = new ShareCards();
    const wedding = content('زواج محمد ونورة');
    const version = shareCardVersion(wedding);
    const [first, second] = await Promise.all([cards.card(version, wedding), cards.card(version, wedding)]);
    expect(first).toBe(second);
    expect(await cards.card(version, wedding)).toBe(first);
    expect(cards.size.cards).toBe(1);
  });

  it('keeps no more bytes than its bound: the oldest card goes', async () => {
    const probe = new ShareCards();
    const one = content('زواج محمد ونورة');
    const bytes = (await probe.card(shareCardVersion(one), one)).length;
    const cards = new ShareCards(Math.floor(bytes * 2.5));
    for (const name of ['زواج محمد ونورة', 'زواج سالم وفاطمة', 'زواج خالد ومريم']) {
      const card = content(name);
      await cards.card(shareCardVersion(card), card);
    }
    expect(cards.size.cards).toBe(2);
    expect(cards.size.bytes).toBeLessThanOrEqual(bytes * 2.5);
  });

  it('draws the site’s own mark: the icon the pages show', () => {
    const icon = fs.readFileSync(new URL('../../web/public/favicon.svg', import.meta.url), 'utf8');
    expect(BRAND_MARK_SVG).toBe(icon.trim());
  });
});
