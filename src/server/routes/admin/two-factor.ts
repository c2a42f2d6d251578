import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { twoFactorMessages as m } from '#shared/messages/two-factor.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import {
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '#shared/schemas/two-factor.ts';
import { twoFactorConfirmInputSchema, twoFactorEnableInputSchema } from '#shared/schemas/two-factor-input.ts';
import type { AdminUserRow } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import {
  acceptedStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
} from '#server/lib/two-factor.ts';
import { assertStepUp } from '#server/lib/step-up.ts';
import { appendOwnEntry } from '#server/plugins/audit.ts';

/** The keeper signed in, as stored. */
async function me(app: FastifyInstance, request: FastifyRequest): Promise<AdminUserRow> {
  const user = await app.repos.admins.findUser(request.admin!.userId);
  if (!user) throw new HttpError(401, m.failed);
  return user;
}

const log = (request: FastifyRequest, summary: string) =>
  appendOwnEntry(request, {
    action: 'two_factor',
    recordType: 'account',
    recordId: request.admin!.userId,
    summary,
  });

/** The password and a current code (decision 035's step-up), on an account with it on. */
async function confirm(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AdminUserRow,
  password: string,
  code: string,
) {
  if (user.totp_enabled_at === null) throw new HttpError(400, m.off);
  await assertStepUp(app, request, user, {
    password,
    code,
    fields: { password: 'password', code: 'code' },
  });
}

function issueCodes(): { codes: string[]; hashes: string[] } {
  const codes = newRecoveryCodes();
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/**
 * Each keeper's own second factor (decision 024): enrol with a QR code and a code,
 * ten recovery codes shown once. Turning it on, replacing it, turning it off and renewing the
 * codes each ask for the password and, when it is on, a current code (decision 035's step-up).
 * Every keeper may (`self`, so an owner the site requires to enrol can reach it); each change is
 * logged.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor, siteSettings } = app.repos;
  const self = { access: 'self' as const, audit: 'self' as const };

  app.get(
    api.admin.twoFactor.status,
    { config: { access: 'self' }, schema: { response: { 200: twoFactorStatusResponseSchema } } },
    async (request) => {
      const user = await me(app, request);
      const settings = await siteSettings.get();
      return {
        success: true as const,
        enabled: user.totp_enabled_at !== null,
        recovery_codes_left: await twoFactor.recoveryCodesLeft(user.id),
        required: user.role === 'owner' && settings?.require_owner_two_factor === 1,
      };
    },
  );

  app.post(
    api.admin.twoFactor.setup,
    { config: self, schema: { response: { 200: twoFactorSetupResponseSchema } } },
    async (request) => {
      const user = await me(app, request);
      const secret = newTotpSecret();
      await twoFactor.setPending(user.id, secret);
      const issuer = (await siteSettings.get())?.family_name || 'نسب';
      const url = otpauthUrl(secret, user.username, issuer);
      return { success: true as const, secret, otpauth_url: url, qr_svg: await qrSvg(url) };
    },
  );

  app.post(
    api.admin.twoFactor.enable,
    {
      config: self,
      schema: { body: twoFactorEnableInputSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request) => {
      const user = await me(app, request);
      const { code, password, currentCode } = request.body;
      const pending = user.totp_pending_secret;
      const step = pending === null ? null : acceptedStep(pending, code, null);
      // The new secret's code first: a typo there is not a guess at the keeper's secrets.
      if (pending === null || step === null) throw new HttpError(400, m.codeWrong, { code: m.codeWrong });
      // Turning it on or replacing it changes how the keeper signs in: a session alone may not,
      // or whoever held it could lock the keeper out behind an authenticator of their own.
      await assertStepUp(app, request, user, {
        password,
        code: currentCode,
        fields: { password: 'password', code: 'currentCode' },
      });
      const { codes, hashes } = issueCodes();
      const replacing = user.totp_enabled_at !== null;
      await twoFactor.enable(user.id, pending, step, hashes);
      await log(request, replacing ? 'replace' : 'enable');
      return { success: true as const, message: replacing ? m.replaced : m.enabled, recovery_codes: codes };
    },
  );

  app.post(
    api.admin.twoFactor.disable,
    {
      config: self,
      schema: { body: twoFactorConfirmInputSchema, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      const user = await me(app, request);
      await confirm(app, request, user, request.body.password, request.body.code);
      await twoFactor.disable(user.id);
      await log(request, 'disable');
      return { success: true as const, message: m.disabled };
    },
  );

  app.post(
    api.admin.twoFactor.recoveryCodes,
    {
      config: self,
      schema: { body: twoFactorConfirmInputSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request) => {
      const user = await me(app, request);
      await confirm(app, request, user, request.body.password, request.body.code);
      const { codes, hashes } = issueCodes();
      await twoFactor.replaceRecoveryCodes(user.id, hashes);
      await log(request, 'new recovery codes');
      return { success: true as const, message: m.newCodesDone, recovery_codes: codes };
    },
  );
};
