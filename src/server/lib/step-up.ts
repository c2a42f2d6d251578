import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages } from '#shared/messages/admin.ts';
import type { AdminUserRow } from '../db/schema';
import { verifyPassword } from '../plugins/auth';
import { HttpError } from './http-error';
import { signInGuard } from './sign-in-guard';
import { spendSecondFactor } from './two-factor';

/** What a step-up asks for, and the names of the request's fields that carry it. */
export interface StepUpProof {
  password: string;
  /** A current code (TOTP or recovery), asked for when two-factor is on. */
  code: string | undefined;
  fields: { password: string; code: string };
}

/**
 * Step-up (decision 035): a change to how the keeper signs in (password, second factor, recovery
 * codes) needs what a sign-in needs, not just the session: the current password and, when
 * two-factor is on, a current code. The tries count on the sign-in's throttle, on the lane of the
 * device the session was opened from, and a refusal is one message for both fields, so it never
 * tells which of the two was right.
 */
export async function assertStepUp(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AdminUserRow,
  proof: StepUpProof,
): Promise<void> {
  const guard = signInGuard(app);
  const attempt = { username: user.username, address: request.ip, device: request.admin?.deviceId ?? null };
  guard.assertNotThrottled(attempt);
  const twoFactorOn = user.totp_enabled_at !== null && user.totp_secret !== null;
  // The code is only tried (and so spent) after a right password.
  const ok =
    (await verifyPassword(user.password_hash, proof.password)) &&
    (!twoFactorOn || (await spendSecondFactor(app.repos.twoFactor, user, proof.code ?? '')));
  if (ok) {
    guard.succeeded(attempt);
    return;
  }
  const message = adminMessages.auth.stepUpFailed;
  const fields = {
    [proof.fields.password]: message,
    ...(twoFactorOn ? { [proof.fields.code]: message } : {}),
  };
  throw await guard.failed(request, attempt, user.id, new HttpError(400, message, fields), 'step-up');
}
