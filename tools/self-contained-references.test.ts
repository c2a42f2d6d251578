import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: a comment, a test name or a document points to docs/product.md,
// docs/genealogy.md, docs/architecture.md or a decision record, never to a section of a
// specification, an issue number or a document kept outside the repository, none of which a later
// maintainer has. Anchors into those three documents must name one of their headings.

const root = path.resolve(import.meta.dirname, '..');

/** Generated or vendored: what a person wrote is elsewhere. */
const SKIPPED = new Set(['package-lock.json']);
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  '.ci-build',
  'test-results',
  'playwright-report',
]);

/** The tracked files, or every file under the root when this is not a git checkout. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
    return listed.split('\0').filter(Boolean);
  } catch {
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
        const relative = path.posix.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
        } else if (entry.isFile()) found.push(relative);
      }
    };
    walk('');
    return found;
  }
}

/** Text files only: an image may hold any bytes. */
function readTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of repositoryFiles()) {
    if (SKIPPED.has(path.basename(file))) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      continue; // deleted in the working tree, not yet in the index
    }
    if (bytes.includes(0)) continue;
    texts.set(file, bytes.toString('utf8'));
  }
  return texts;
}

// A specification's section sign after its name, with or without a space; the word issue or issues
// (any case) before a number sign and digits, also when a wrapped comment put the word at the end
// of one line and the number at the start of the next (after its `//` or ` * `).
const SPEC_SECTION = /SPEC\s*§/;
const ISSUE_NUMBER = /\bissues?(?:[ \t]*(?:\r?\n)[ \t]*(?:\/\/|\*|#(?!\d))?)?[ \t]*#\d+/i;
// The documents the project was first written from, kept beside the repository and not in it: by
// name, whatever path leads to them (`../shared/…`) and whatever follows (a section, an anchor).
const OUTSIDE_DOCUMENT = /\b(?:FAMILY-TREE|CONVENTIONS|SPEC)\.md\b/;

function offending(texts: Map<string, string>, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const [file, text] of texts) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    for (const match of text.matchAll(global)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line}: ${match[0].replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown document offers, a repeated heading numbered as GitHub numbers it. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const anchor = headingAnchor(heading[1]!);
    const times = seen.get(anchor) ?? 0;
    seen.set(anchor, times + 1);
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
  }
  return anchors;
}

/** The documents comments point into by heading. */
const LINKED_DOCUMENTS = ['docs/product.md', 'docs/genealogy.md', 'docs/architecture.md'];

/**
 * Every anchor into `document` that names no heading of it: `docs/genealogy.md#scale` anywhere,
 * a Markdown link from another document (`](../genealogy.md#scale)`), and the document's own
 * `](#scale)`.
 */
export function brokenAnchors(texts: Map<string, string>, document: string, anchors: Set<string>): string[] {
  const broken: string[] = [];
  const named = new RegExp(`${document.replace(/[./]/g, '\\$&')}#([\\p{L}\\p{N}_-]+)`, 'gu');
  for (const [file, text] of texts) {
    const found = [...text.matchAll(named)].map((match) => match[1]!);
    if (file.endsWith('.md')) {
      for (const match of text.matchAll(/\]\(([^)#\s]*)#([\p{L}\p{N}_-]+)\)/gu)) {
        const target = match[1] === '' ? file : path.posix.join(path.posix.dirname(file), match[1]!);
        if (target === document) found.push(match[2]!);
      }
    }
    for (const anchor of found) if (!anchors.has(anchor)) broken.push(`${file}: ${document}#${anchor}`);
  }
  return broken;
}

describe('references a maintainer can follow', () => {
  const texts = readTexts();

  it('finds the repository files it checks', () => {
    expect(texts.has('README.md')).toBe(true);
    expect(texts.size).toBeGreaterThan(100);
  });

  it('never points to a section of an outside specification', () => {
    expect(offending(texts, SPEC_SECTION)).toEqual([]);
  });

  it('never points to an issue number', () => {
    expect(offending(texts, ISSUE_NUMBER)).toEqual([]);
  });

  it('never points to a document kept outside the repository', () => {
    expect(offending(texts, OUTSIDE_DOCUMENT)).toEqual([]);
  });

  it.each(LINKED_DOCUMENTS)('points into %s only at headings it has', (document) => {
    const markdown = texts.get(document);
    expect(markdown, `${document} is in the repository`).toBeDefined();
    expect(brokenAnchors(texts, document, anchorsOf(markdown!))).toEqual([]);
  });

  it('names only decisions that exist', () => {
    const decisions = new Set(
      [...texts.keys()]
        .map((file) => /^docs\/decisions\/(\d{3})-/.exec(file)?.[1])
        .filter((number): number is string => number !== undefined),
    );
    const missing: string[] = [];
    for (const [file, text] of texts) {
      for (const match of text.matchAll(/\b[Dd]ecision (\d{3})\b|docs\/decisions\/(\d{3})-/g)) {
        const number = match[1] ?? match[2]!;
        if (!decisions.has(number)) missing.push(`${file}: ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('catch every form of a reference', () => {
    const catches = (pattern: RegExp, text: string) => offending(new Map([['f', text]]), pattern).length;
    const spec = ['SPEC', '§7'];
    expect(catches(SPEC_SECTION, `// ${spec.join(' ')}: the API`)).toBe(1);
    expect(catches(SPEC_SECTION, `/* ${spec.join('')} */`)).toBe(1);
    const word = 'issue';
    expect(catches(ISSUE_NUMBER, `// ${word} #12: roles`)).toBe(1);
    expect(catches(ISSUE_NUMBER, `it('x (${word.toUpperCase()} #9)')`)).toBe(1);
    expect(catches(ISSUE_NUMBER, `// ${word[0]!.toUpperCase()}${word.slice(1)}s #11 and #12`)).toBe(1);
    expect(catches(ISSUE_NUMBER, ` * a manifest (${word}\n * #13): it must`)).toBe(1);
    expect(catches(ISSUE_NUMBER, `log of ${word}\n#13's backups`)).toBe(1);
    // Not references: a colour, an HTML entity, another project's tracker, a decision.
    expect(catches(ISSUE_NUMBER, "color: '#336699'; '&#39;' nodejs/node#65446 (decision 026)")).toBe(0);
    const [tree, conventions, specification] = ['FAMILY-TREE', 'CONVENTIONS', 'SPEC'].map((n) => `${n}.md`);
    expect(catches(OUTSIDE_DOCUMENT, `// the nasab (${tree}: names and lineage)`)).toBe(1);
    expect(catches(OUTSIDE_DOCUMENT, `see ../shared/${tree} §Scale and ${conventions}`)).toBe(2);
    expect(catches(OUTSIDE_DOCUMENT, `[the spec](../../shared/${specification}#api)`)).toBe(1);
    expect(catches(OUTSIDE_DOCUMENT, ` * as ${specification} §3 has it`)).toBe(1);
    // Not references: the documents that replace them, and test files.
    expect(catches(OUTSIDE_DOCUMENT, 'docs/genealogy.md#scale e2e/family-tree.spec.ts spec.md')).toBe(0);
  });

  it('find anchors that name no heading, however the link is written', () => {
    // Put together, so that this file itself holds no broken anchor.
    const genealogy = ['docs', 'genealogy.md'].join('/');
    const texts = new Map([
      ['src/a.ts', `// ${genealogy}#scale and ${genealogy}#no-such`],
      ['docs/decisions/001-x.md', '[scale](../genealogy.md#scale), [gone](../genealogy.md#gone)'],
      [genealogy, '## Scale\n[up](#scale) [down](#missing) [product](product.md#x)'],
    ]);
    expect(brokenAnchors(texts, genealogy, anchorsOf('## Scale'))).toEqual([
      `src/a.ts: ${genealogy}#no-such`,
      `docs/decisions/001-x.md: ${genealogy}#gone`,
      `${genealogy}: ${genealogy}#missing`,
    ]);
  });

  it('read anchors as GitHub writes them', () => {
    expect([
      ...anchorsOf('# Product\n## The API\n### Why `.php`?\n## The API\n```\n# not a heading\n```'),
    ]).toEqual(['product', 'the-api', 'why-php', 'the-api-1']);
    expect(headingAnchor('Privacy of the living')).toBe('privacy-of-the-living');
  });
});
