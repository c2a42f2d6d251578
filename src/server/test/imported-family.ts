import { emptyPerson, type ImportedMarriage, type ImportedPerson } from '../import/family-data';

// A person and a marriage as the file readers produce them, for the reader and writer tests.

export function importedPerson(key: string, overrides: Partial<ImportedPerson> = {}): ImportedPerson {
  return { ...emptyPerson(key, 0), name: key, ...overrides };
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
    place: '',
    source: { line: 0 },
    ...overrides,
  };
}
