import { describe, expect, it } from 'vitest';
import { escapeDate, GedcomLineWriter, oneLine, pieces } from './gedcom-line-writer';

const linesOf = (out: GedcomLineWriter) => out.text().split('\r\n').slice(0, -1);

describe('pieces', () => {
  it('fills the first room, then the next ones, cutting between two letters', () => {
    expect(pieces('abcdefghij', 4, 3)).toEqual(['abcd', 'efg', 'hij']);
    expect(pieces('ab cd', 3, 10)).toEqual(['a', 'b cd']);
  });

  it('counts @ twice and keeps a mark with its letter', () => {
    expect(pieces('a@b', 2, 5)).toEqual(['a', '@b']);
    expect(pieces('بَبَ', 3, 4)).toEqual(['بَ', 'بَ']);
  });

  it('has no piece for an empty text', () => {
    expect(pieces('', 10, 10)).toEqual([]);
  });
});

describe('GedcomLineWriter', () => {
  it('writes line breaks as CONT and overflow as CONC, escaping @', () => {
    const out = new GedcomLineWriter();
    out.put(0, 'HEAD');
    out.put(1, 'NOTE', `a@b\n${'x'.repeat(300)}`);
    out.link(1, 'FAMS', 'F1');
    expect(linesOf(out)).toEqual([
      '0 HEAD',
      '1 NOTE a@@b',
      `2 CONT ${'x'.repeat(248)}`,
      `2 CONC ${'x'.repeat(52)}`,
      '1 FAMS @F1@',
    ]);
    for (const line of linesOf(out)) expect(line.length).toBeLessThanOrEqual(255);
    expect(out.text().endsWith('\r\n')).toBe(true);
  });

  it('takes another escape for dates', () => {
    const out = new GedcomLineWriter();
    out.put(2, 'DATE', '@#DJULIAN@ 1700', escapeDate);
    expect(linesOf(out)).toEqual(['2 DATE @#DJULIAN@ 1700']);
  });
});

describe('oneLine', () => {
  it('joins lines with a space and trims', () => {
    expect(oneLine(' a\r\nb\n')).toBe('a b');
  });
});
