import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  demoFamilyMembers,
  demoHistoryBlocks,
  demoHistoryPage,
  demoHistoryTimeline,
  demoSiteSettings,
} from '#server/db/seed/demo-content.ts';

// The demo family exists only in the seed data (decision 017). The code a family installs (the web
// app and what it shares with the server) speaks of no family: its words are the family's own,
// written in the admin. Tests are walked too: their fixtures use generic names (a «سالم» is any
// Salem), never the demo family's name or its story.

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [here, path.resolve(here, '../web')];
const thisFile = fileURLToPath(import.meta.url);

/** A sentence long enough to be the demo's own rather than a common phrase. */
const LONG = 25;
const long = (texts: readonly (string | null | undefined)[]) =>
  texts.filter((text): text is string => typeof text === 'string' && text.trim().length >= LONG);

const founder = demoFamilyMembers.find((member) => member.highlights)!;

/** What may not appear: the family's name and story, taken from the seed so the list cannot go stale. */
const forbidden = [
  ...new Set([
    'المثال',
    'الجد سالم',
    'الجهراء',
    '1951',
    ...long([
      demoHistoryPage.intro,
      demoHistoryPage.home_intro,
      demoHistoryPage.map_alt,
      demoHistoryPage.map_caption,
    ]),
    ...long(demoHistoryTimeline.flatMap((entry) => [entry.summary, entry.body])),
    ...long(demoHistoryBlocks.map((block) => block.body)),
    ...(founder.highlights ?? '').split('\n').filter((line) => line.trim() !== ''),
    ...long([demoSiteSettings.heroText, demoSiteSettings.tagline]),
  ]),
];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('no demo family text in src/web and src/shared', () => {
  it('takes its list from the seed', () => {
    expect(forbidden.length).toBeGreaterThan(15);
    expect(forbidden).toContain(demoHistoryTimeline[0]!.body);
  });

  it('finds none of it in any file', () => {
    const files = roots.flatMap(filesUnder).filter((file) => file !== thisFile);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const phrase of forbidden) {
        if (text.includes(phrase)) found.push(`${path.relative(here, file)}: «${phrase.slice(0, 40)}»`);
      }
    }
    expect(found).toEqual([]);
  });
});
