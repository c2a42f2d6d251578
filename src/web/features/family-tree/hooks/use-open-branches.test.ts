import { describe, expect, it } from 'vitest';
import { idsIn, MAX_OPEN } from './use-open-branches';

describe('?open= in the address', () => {
  it('reads each id once, in order, and skips what cannot be an id', () => {
    expect(idsIn('12,45,12')).toEqual([12, 45]);
    expect(idsIn('12,,abc,0,-3,1.5,07,45')).toEqual([12, 45]);
    expect(idsIn(null)).toEqual([]);
    expect(idsIn('')).toEqual([]);
  });

  it('is not a way to ask the server for hundreds of branches at once', () => {
    const many = Array.from({ length: 200 }, (_, index) => index + 1).join(',');
    expect(idsIn(many)).toHaveLength(MAX_OPEN);
  });
});
