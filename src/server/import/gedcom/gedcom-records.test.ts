import { describe, expect, it } from 'vitest';
import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import { UnreadableFileError } from '../family-data';
import { gedcomText, type GedcomNode, parseGedcomRecords, unescaperOf } from './gedcom-records';

/** A record tree without line numbers, to compare shapes. */
function shape(node: GedcomNode): unknown {
  const { tag, value, xref, children } = node;
  return children.length > 0 ? { tag, value, xref, children: children.map(shape) } : { tag, value, xref };
}

describe('parseGedcomRecords', () => {
  it('nests lines by level under their level-0 records, up to the trailer', () => {
    const parsed = parseGedcomRecords(
      [
        '0 HEAD',
        '1 GEDC',
        '2 VERS 5.5.1',
        '0 @I1@ indi',
        '1 NAME Ali /Salem/',
        '2 GIVN Ali',
        '1 SEX M',
        '0 TRLR',
        '0 @I2@ INDI',
      ].join('\r\n'),
    );
    expect(parsed.trailer).toBe(true);
    expect(parsed.records.map(shape)).toEqual([
      {
        tag: 'HEAD',
        value: '',
        xref: null,
        children: [
          { tag: 'GEDC', value: '', xref: null, children: [{ tag: 'VERS', value: '5.5.1', xref: null }] },
        ],
      },
      {
        tag: 'INDI',
        value: '',
        xref: 'I1',
        children: [
          {
            tag: 'NAME',
            value: 'Ali /Salem/',
            xref: null,
            children: [{ tag: 'GIVN', value: 'Ali', xref: null }],
          },
          { tag: 'SEX', value: 'M', xref: null },
        ],
      },
    ]);
    expect(parsed.records[1]?.children[1]?.line).toBe(7);
  });

  it('puts a line that skips a level under the last line above it', () => {
    const { records } = parseGedcomRecords('0 HEAD\n0 @I1@ INDI\n1 BIRT\n3 DATE 1850\n2 PLAC Kuwait\n');
    expect(records[1]?.children.map(shape)).toEqual([
      {
        tag: 'BIRT',
        value: '',
        xref: null,
        children: [
          { tag: 'DATE', value: '1850', xref: null },
          { tag: 'PLAC', value: 'Kuwait', xref: null },
        ],
      },
    ]);
  });

  it('keeps a line that is not a GEDCOM line as text of the line before, and counts it', () => {
    const parsed = parseGedcomRecords(
      [
        '0 HEAD',
        '0 @I1@ INDI',
        '1 NOTE first',
        '2 CONT second',
        'third, written without CONT',
        '\u001a',
      ].join('\n'),
    );
    const note = parsed.records[1]?.children[0];
    expect(note?.children.map(shape)).toEqual([
      { tag: 'CONT', value: 'second', xref: null },
      { tag: 'CONT', value: 'third, written without CONT', xref: null },
    ]);
    expect(parsed).toMatchObject({ trailer: false, malformed: 1, firstMalformed: 5 });
  });

  it('reads lines indented with spaces, as some programs write them', () => {
    const parsed = parseGedcomRecords(' 0 HEAD\n1 CHAR UTF-8\n 1 SOUR x\n');
    expect(parsed.records).toHaveLength(1);
    expect(parsed.records[0]?.children).toHaveLength(2);
  });

  it.each([
    ['', m.emptyFile],
    ['\n \n', m.emptyFile],
    ['Dear family,', m.notGedcom],
    ['1 NAME Ali', m.notGedcom],
    ['0 @I1@ INDI', m.notGedcom],
  ])('refuses %j', (text, message) => {
    expect(() => parseGedcomRecords(text)).toThrow(UnreadableFileError);
    expect(() => parseGedcomRecords(text)).toThrow(message);
  });
});

describe('unescaperOf and gedcomText', () => {
  const header = (version: string) => parseGedcomRecords(`0 HEAD\n1 GEDC\n2 VERS ${version}\n`).records;

  it('undoes GEDCOM 5’s doubled @ everywhere, GEDCOM 7’s only at the start', () => {
    expect(unescaperOf(header('5.5.1'))('@@me and a@@b')).toBe('@me and a@b');
    expect(unescaperOf(header('7.0'))('@@me and a@@b')).toBe('@me and a@@b');
  });

  it('joins CONC to the line and starts a new one at CONT', () => {
    const [, note] = parseGedcomRecords('0 HEAD\n0 @N1@ NOTE one @@\n1 CONC  two\n1 CONT three\n').records;
    expect(gedcomText(note!, unescaperOf(header('5.5')))).toBe('one @ two\nthree');
  });
});
