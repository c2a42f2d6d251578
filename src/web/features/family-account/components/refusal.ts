import { WebAuthnError } from '@simplewebauthn/browser';
import { commonMessages } from '#shared/messages/common.ts';
import { familyAccountMessages as m } from '#shared/messages/family-account.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** The server's Arabic refusal, or the connection message when it could not be reached. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status < 500 && !error.invalidResponse) {
    return error.message;
  }
  return commonMessages.connectionError;
}

/**
 * Why a passkey ceremony failed, in Arabic: the server's refusal, the person cancelled (or let the
 * prompt time out: browsers say the same for both), the authenticator holds this account's passkey
 * already, or anything else the browser reports.
 */
export function passkeyRefusal(error: unknown): string {
  if (error instanceof ApiError) return refusalOf(error);
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return m.errors.passkeyExists;
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return m.errors.passkeyCancelled;
  }
  return m.errors.passkeyFailed;
}
