import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages } from '#shared/messages/admin.ts';
import { HttpError } from './http-error';
import type { SignInAttempt } from './login-throttle';

/** Whose sign-in: the keepers', or the relatives' (docs/product.md#relatives-accounts). */
export type SignInKind = 'keeper' | 'relative';

/**
 * The one gate in front of an account's secrets (decisions 023 and 035): the sign-in, its
 * two-factor step and every step-up check go through it, so each try counts on the same throttle
 * lane and each failure is in the owner's list of failed sign-ins. The relatives' sign-in goes
 * through the same gate with a throttle of its own: their usernames and devices are another set
 * than the keepers', and a family's guesses at a shared address must not hold a keeper back.
 */
export function signInGuard(app: FastifyInstance, kind: SignInKind = 'keeper') {
  const throttle = () => (kind === 'keeper' ? app.limits.login : app.limits.relativeLogin);
  return {
    /** 429 while the attempt's lane (or, from an unknown device, its address) must wait. */
    assertNotThrottled(attempt: SignInAttempt): void {
      const wait = throttle().waitSeconds(attempt);
      if (wait > 0) {
        throw new HttpError(429, adminMessages.auth.tooManyAttempts(wait), undefined, {
          'Retry-After': String(wait),
        });
      }
    },
    /** Counts and logs a failure; returns the refusal to throw. */
    async failed(
      request: FastifyRequest,
      attempt: SignInAttempt,
      userId: number | null,
      refusal: HttpError,
      summary = '',
    ): Promise<HttpError> {
      throttle().recordFailure(attempt);
      const who = kind === 'keeper' ? 'admin' : 'relative';
      request.log.info({ ip: request.ip }, summary ? `${who} ${summary} failed` : `${who} login failed`);
      await app.repos.audit.append({
        userId,
        username: attempt.username.slice(0, 100),
        action: 'login_failed',
        recordType: kind === 'keeper' ? 'session' : 'relative',
        recordId: null,
        summary,
        ip: request.ip,
      });
      return refusal;
    },
    succeeded(attempt: Omit<SignInAttempt, 'address'>): void {
      throttle().recordSuccess(attempt);
    },
  };
}
export type SignInGuard = ReturnType<typeof signInGuard>;
