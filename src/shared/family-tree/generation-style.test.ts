import { describe, expect, it } from 'vitest';
import { generationColour } from './generation-style';

describe('generationColour', () => {
  it('follows the generation colours: 1 blue, 2 teal, 3 green, 4 amber, 5 orange, otherwise gray', () => {
    expect([1, 2, 3, 4, 5, 6].map(generationColour)).toEqual([
      'blue',
      'teal',
      'green',
      'amber',
      'orange',
      'gray',
    ]);
    expect(generationColour(0)).toBe('gray');
    expect(generationColour(-1)).toBe('gray');
    expect(generationColour(2.5)).toBe('gray');
    expect(generationColour(Number.NaN)).toBe('gray');
  });
});
