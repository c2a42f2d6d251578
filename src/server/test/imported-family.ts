import type { ImportedMarriage, ImportedPerson } from '../import/family-data';

// A person and a marriage as the file readers produce them, for the reader and writer tests.

export function importedPerson(key: string, overrides: Partial<ImportedPerson> = {}): ImportedPerson {
  return {
    key,
    name: key,
    namePrefix: '',
    nameSuffix: '',
    surname: '',
    gender: null,
    birth: '',
    death: '',
    role: '',
    bio: '',
    visibility: 'auto',
    fatherKey: null,
    motherKey: null,
    source: { line: 0 },
    ...overrides,
  };
}

export function importedMarriage(
  husbandKey: string,
  wifeKey: string,
  overrides: Partial<ImportedMarriage> = {},
): ImportedMarriage {
  return {
    husbandKey,
    wifeKey,
    order: 1,
    ended: null,
    married: '',
    endedOn: '',
    source: { line: 0 },
    ...overrides,
  };
}
