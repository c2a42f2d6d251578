import { describe, expect, it } from 'vitest';
import { importMessages } from '#shared/messages/import.ts';
import { MAX_IMPORT_MEGABYTES, importableFile } from './use-family-import';

const megabytes = (count: number) => count * 1024 * 1024;

describe('importableFile', () => {
  it('reads a GEDCOM or a spreadsheet by its name', () => {
    expect(importableFile({ name: 'شجرة.GED', size: 10 })).toEqual({ format: 'gedcom' });
    expect(importableFile({ name: 'family.gedcom', size: 10 })).toEqual({ format: 'gedcom' });
    expect(importableFile({ name: 'family.csv', size: 10 })).toEqual({ format: 'csv' });
  });

  it('refuses another type, and a file over the server’s limit, before any upload', () => {
    expect(importableFile({ name: 'family.xlsx', size: 10 })).toEqual({
      refusal: importMessages.screen.unknownType,
    });
    expect(importableFile({ name: 'family.ged', size: megabytes(MAX_IMPORT_MEGABYTES) })).toEqual({
      format: 'gedcom',
    });
    expect(importableFile({ name: 'family.ged', size: megabytes(MAX_IMPORT_MEGABYTES) + 1 })).toEqual({
      refusal: importMessages.fileTooLarge(MAX_IMPORT_MEGABYTES),
    });
  });
});
