import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';
import { passwordStrengthProblems } from './password-strength';

const judge = (password: string, username = 'ed') =>
  passwordProblems(password, { username, strength: passwordStrengthProblems });

describe('the strength of a password (zxcvbn-ts, decision 035)', () => {
  it('refuses the four weak passwords that used to pass, each for its reason', () => {
    expect(judge('aaaaaaaaaaaa')).toEqual(['repetition']);
    // The username written twice, reversed, in capitals: still the username.
    expect(judge('keeperkeeper', 'keeper')).toContain('sameAsUsername');
    expect(judge('KeeperREPEEK', 'keeper')).toContain('sameAsUsername');
    expect(judge('repeek-Keeper!', 'keeper')).toContain('sameAsUsername');
    expect(judge('ed1ed1ed1ed1', 'someone')).toEqual(['repetition']);
    // «السلام عليكم» typed with the English layout left on.
    expect(judge('hgsghl ugd;l')).toEqual(['commonWords']);
    expect(judge('السلام عليكم')).toEqual(['commonWords']);
  });

  it('finds keyboard walks on either layout, Arabic digits and Latin', () => {
    expect(judge('qwertyuiop[]')).toContain('keyboardWalk');
    expect(judge('1qaz2wsx3edc4rfv')).toContain('keyboardWalk');
    // The same keys with the Arabic layout on.
    expect(judge('ضصثقفغعهخحجد')).toContain('keyboardWalk');
    expect(judge('١٢٣٤٥٦٧٨٩٠١٢')).not.toEqual([]);
  });

  it('lets long, unusual passwords and passphrases through, in Arabic or Latin', () => {
    for (const good of [
      'نخلة-الديوان-على-البحر',
      'مفتاح-الديوان-القديم',
      'correct horse battery staple',
      'a-brand-new-password',
      'Tr0ub4dor&3xyz',
    ]) {
      expect(judge(good), good).toEqual([]);
    }
  });

  it('still names a password of the common list as common', () => {
    expect(judge('password1234')).toContain('common');
    expect(judge('lpl]123456789')).toContain('common');
  });
});
