import { describe, expect, it } from 'vitest';
import { RecurringTrouble, storageTroubleOf } from './storage-trouble';

const withCode = (code: string, cause?: unknown) => Object.assign(new Error(code, { cause }), { code });

describe('storageTroubleOf', () => {
  it('names a lock and a full disk, from SQLite, the file system and PostgreSQL', () => {
    expect(storageTroubleOf(withCode('SQLITE_BUSY'))).toBe('busy');
    expect(storageTroubleOf(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe('busy');
    expect(storageTroubleOf(withCode('SQLITE_LOCKED'))).toBe('busy');
    expect(storageTroubleOf(withCode('SQLITE_FULL'))).toBe('diskFull');
    expect(storageTroubleOf(withCode('ENOSPC'))).toBe('diskFull');
    expect(storageTroubleOf(withCode('EDQUOT'))).toBe('diskFull');
    // PostgreSQL's disk_full.
    expect(storageTroubleOf(withCode('53100'))).toBe('diskFull');
    expect(storageTroubleOf(new Error('migration failed', { cause: withCode('SQLITE_FULL') }))).toBe(
      'diskFull',
    );
  });

  it('leaves every other error alone', () => {
    for (const error of [withCode('SQLITE_CONSTRAINT'), withCode('23505'), new Error('x'), null, 'text']) {
      expect(storageTroubleOf(error)).toBeNull();
    }
  });
});

describe('RecurringTrouble', () => {
  it('logs the first time, then once per interval with the count left unlogged', () => {
    const trouble = new RecurringTrouble(60_000);
    expect(trouble.occurred('diskFull', 0)).toBe(0);
    expect(trouble.occurred('diskFull', 1_000)).toBeNull();
    expect(trouble.occurred('diskFull', 59_999)).toBeNull();
    // Another kind has its own interval.
    expect(trouble.occurred('busy', 2_000)).toBe(0);
    expect(trouble.occurred('diskFull', 60_000)).toBe(2);
    expect(trouble.occurred('diskFull', 60_001)).toBeNull();
    expect(trouble.occurred('diskFull', 200_000)).toBe(1);
  });
});
