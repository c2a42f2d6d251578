import { describe, expect, it } from 'vitest';
import { importMessages } from '#shared/messages/import.ts';
import { UnreadableFileError } from '../family-data';
import { inPieces } from '#server/test/file-pieces.ts';
import { GedcomPeopleCounter, readGedcomFile } from './read-gedcom-file';
import { readGedcom } from './read-gedcom';

const family = [
  '0 HEAD',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME محمد /الاختبار/',
  '1 SEX M',
  '1 FAMS @F1@',
  '0 @I2@ INDI',
  '1 NAME نورة',
  '1 SEX F',
  '1 FAMS @F1@',
  '0 @N1@ NOTE 0 @I9@ INDI is a note, not a record',
  '1 CONT 0 @I8@ INDI',
  '0 @I3@ indi',
  '1 NAME سالم',
  '1 FAMC @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 CHIL @I3@',
  '0 TRLR',
  '0 @I4@ INDI',
];

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const bytes: number[] = bom ? (endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (endian === 'le') bytes.push(unit & 0xff, unit >> 8);
    else bytes.push(unit >> 8, unit & 0xff);
  }
  return Uint8Array.from(bytes);
}

function countInPieces(bytes: Uint8Array, size: number): number {
  const counter = new GedcomPeopleCounter();
  // The first piece holds the first 200 bytes, as readGedcomFile gives them.
  counter.add(bytes.subarray(0, Math.max(size, 200)));
  for (let start = Math.max(size, 200); start < bytes.length; start += size)
    counter.add(bytes.subarray(start, start + size));
  return counter.finish();
}

describe('GedcomPeopleCounter', () => {
  it('counts the person records up to the trailer, in any line ends, however the file is cut', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const bytes = new TextEncoder().encode(family.join(eol) + eol);
      for (const size of [1, 2, 7, 300, bytes.length]) expect(countInPieces(bytes, size), eol).toBe(3);
    }
  });

  it('counts a UTF-16 file, with a byte-order mark or without one', () => {
    const text = family.join('\r\n');
    for (const [endian, bom] of [
      ['le', true],
      ['be', true],
      ['le', false],
      ['be', false],
    ] as const)
      expect(countInPieces(utf16(text, endian, bom), 3), `${endian} ${bom}`).toBe(3);
  });

  it('counts what the reader reads as people, no fewer', async () => {
    const bytes = new TextEncoder().encode(family.join('\n'));
    expect(readGedcom(bytes).people).toHaveLength(3);
  });
});

describe('readGedcomFile', () => {
  const bytes = new TextEncoder().encode(family.join('\r\n') + '\r\n');

  it('reads a file from its pieces as readGedcom reads it whole', async () => {
    expect(await readGedcomFile(inPieces(bytes, 5))).toEqual(readGedcom(bytes));
    expect(await readGedcomFile(bytes)).toEqual(readGedcom(bytes));
  });

  it('takes as many people as the limit', async () => {
    expect((await readGedcomFile(inPieces(bytes, 64), { maxPeople: 3 })).people).toHaveLength(3);
  });

  it('refuses a file at the record past the limit, without reading the rest of it', async () => {
    const records = Array.from({ length: 100_000 }, (_, i) => `0 @I${i}@ INDI\n1 NAME فرد ${i}\n`);
    const big = new TextEncoder().encode(`0 HEAD\n1 CHAR UTF-8\n${records.join('')}0 TRLR\n`);
    const source = inPieces(big, 4096);
    await expect(readGedcomFile(source, { maxPeople: 3 })).rejects.toThrow(
      new UnreadableFileError(importMessages.tooManyMembers(3)),
    );
    expect(source.asked).toBe(1);
  });
});
