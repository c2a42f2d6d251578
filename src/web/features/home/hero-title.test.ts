import { describe, expect, it } from 'vitest';
import { heroTitle } from './hero-title';

describe('heroTitle', () => {
  it('keeps a name that already starts with «عائلة»', () => {
    expect(heroTitle('عائلة الفلاني')).toBe('عائلة الفلاني في الكويت');
  });

  it('adds «عائلة» to a bare name', () => {
    expect(heroTitle(' الفلاني ')).toBe('عائلة الفلاني في الكويت');
  });
});
