import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AdminUserRow } from '../db/schema';
import type { TwoFactorRepository } from '../repositories/two-factor-repository';

/**
 * Two-factor sign-in (decision 024): TOTP as RFC 6238 and every authenticator app has
 * it (SHA-1, 6 digits, 30 seconds), accepting the step before and after for a phone's clock, and
 * each step once. Recovery codes are 10 random codes of 40 bits, stored as SHA-256: with that much
 * entropy a fast hash is enough, and a leaked database holds no usable code.
 */
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

function totp(secret: string, label = '', issuer = '') {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function otpauthUrl(secret: string, username: string, issuer: string): string {
  return totp(secret, username, issuer).toString();
}

/** The enrolment QR code as SVG, drawn on the server: the admin bundle carries no QR library. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The 30-second step a right code belongs to, or null; `lastStep` refuses a code used before. */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: number = Date.now(),
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** «abcd-efgh»: ten of them, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/\s/g, '')).digest('hex');

export const looksLikeRecoveryCode = (code: string) => /^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(code.trim());

/**
 * A current code of the account's second factor, spent: a TOTP code of a step not used before,
 * or one of its recovery codes (a keeper without the phone). False for anything else.
 */
export async function spendSecondFactor(
  twoFactor: Pick<TwoFactorRepository, 'acceptStep' | 'spendRecoveryCode'>,
  user: Pick<AdminUserRow, 'id' | 'totp_secret' | 'totp_last_step'>,
  code: string,
): Promise<boolean> {
  if (user.totp_secret === null) return false;
  if (looksLikeRecoveryCode(code)) return twoFactor.spendRecoveryCode(user.id, hashRecoveryCode(code));
  const step = acceptedStep(user.totp_secret, code, user.totp_last_step);
  return step !== null && (await twoFactor.acceptStep(user.id, step));
}
