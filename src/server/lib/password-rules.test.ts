import { describe, expect, it } from 'vitest';
import { passwordRuleMessages } from '#shared/messages/password-rules.ts';
import { HttpError } from './http-error';
import { assertPasswordAllowed } from './password-rules';

describe('assertPasswordAllowed (decision 023)', () => {
  it('lets a good password through and names every broken rule under the field', () => {
    expect(() => assertPasswordAllowed('نخلة-الديوان-على-البحر', { username: 'keeper' })).not.toThrow();
    let refused: unknown;
    try {
      // The username, and a common password as well.
      assertPasswordAllowed('password1234', { username: 'password' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    const { statusCode, fields } = refused as HttpError;
    expect(statusCode).toBe(400);
    const { sameAsUsername, common } = passwordRuleMessages.refused;
    expect(fields).toEqual({ newPassword: `${sameAsUsername}. ${common}` });
  });
});
