import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from './ids';

describe('parseId', () => {
  it('reads positive whole numbers up to the int4 limit', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(7)).toBe(7);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses everything else', () => {
    for (const bad of [
      undefined,
      null,
      '',
      '0',
      '-1',
      '1.5',
      'abc',
      '01',
      '1e3',
      ' 1',
      String(MAX_ID + 1),
      0,
      1.5,
    ])
      expect(parseId(bad)).toBeNull();
  });
});
