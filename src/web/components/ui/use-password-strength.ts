import { useEffect, useState } from 'react';
import type { PasswordStrengthCheck } from '#shared/auth/password-policy.ts';

/**
 * The strength estimate of decision 035 (zxcvbn-ts, its dictionaries and the common list: about
 * a megabyte), loaded when a screen that sets a password opens, never before; null until then.
 */
export function usePasswordStrength(): PasswordStrengthCheck | null {
  const [strength, setStrength] = useState<PasswordStrengthCheck | null>(null);
  useEffect(() => {
    let live = true;
    void import('#shared/auth/password-strength.ts').then((module) => {
      if (live) setStrength(() => module.passwordStrengthProblems);
    });
    return () => {
      live = false;
    };
  }, []);
  return strength;
}
