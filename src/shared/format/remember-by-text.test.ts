import { describe, expect, it, vi } from 'vitest';
import { rememberByText } from './remember-by-text';

describe('rememberByText', () => {
  it('reads each distinct text once, null answers included', () => {
    const read = vi.fn((text: string) => (text === '' ? null : text.length));
    const remembered = rememberByText(read);
    expect([remembered('abc'), remembered('abc'), remembered(''), remembered('')]).toEqual([
      3,
      3,
      null,
      null,
    ]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('starts over past its bound rather than growing', () => {
    const read = vi.fn((text: string) => text.toUpperCase());
    const remembered = rememberByText(read, 2);
    remembered('a');
    remembered('b');
    remembered('c'); // the third text empties what was remembered
    remembered('a');
    expect(read).toHaveBeenCalledTimes(4);
  });
});
