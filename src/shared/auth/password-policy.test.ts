import { describe, expect, it } from 'vitest';
import { arabicOnLatinKeys, isCommonPassword, latinOnArabicKeys } from './common-passwords';
import { passwordProblems } from './password-policy';
import { passwordStrengthProblems } from './password-strength';

describe('the password rules (decisions 023 and 035)', () => {
  it('need 12 characters, counted as characters, not the username, not the current one', () => {
    expect(passwordProblems('short')).toEqual(['tooShort']);
    expect(passwordProblems('كلمةمرورطويلة')).toEqual([]);
    expect(passwordProblems('Keeper-2026!!', { username: 'keeper' })).toEqual(['sameAsUsername']);
    // In any form: repeated, reversed, in capitals.
    expect(passwordProblems('KEEPERkeeper', { username: 'keeper' })).toEqual(['sameAsUsername']);
    expect(passwordProblems('repeek.keeper', { username: 'Keeper' })).toEqual(['sameAsUsername']);
    expect(passwordProblems('keeper-of-the-diwan', { username: 'keeper' })).toEqual([]);
    expect(passwordProblems('123456789012', { username: '12' })).toEqual([]);
    expect(passwordProblems('same-as-before-1', { currentPassword: 'same-as-before-1' })).toEqual([
      'sameAsCurrent',
    ]);
  });

  it('refuse the common list, Arabic words and Arabic typed on the English layout included', () => {
    expect(arabicOnLatinKeys('محمد')).toBe('lpl]');
    expect(arabicOnLatinKeys('الله')).toBe('hggi');
    expect(latinOnArabicKeys('qwerty')).toBe('ضصثقفغ');
    for (const common of [
      'password1234',
      'Password1234',
      'lpl]123456',
      'الكويت2026',
      'hggi123456',
      'ضصثقفغ',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword('نخلة-الديوان-على-البحر')).toBe(false);
    const problems = passwordProblems('password1234', { strength: passwordStrengthProblems });
    expect(problems).toEqual(['common']);
  });
});
