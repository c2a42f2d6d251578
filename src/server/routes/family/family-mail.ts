import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { familyMailMessages as m } from '#shared/messages/family-mail.ts';
import { notificationKinds } from '#shared/push/kinds.ts';
import { familyMailInputSchema } from '#shared/schemas/family-mail-input.ts';
import {
  familyMailResponseSchema,
  familyMailSavedResponseSchema,
  type FamilyMail,
} from '#shared/schemas/family-mail.ts';
import { signedInRelative } from './directory';

/** The relative's e-mail choices as «حسابي» shows them: the kinds, his address, whether mail is sent. */
async function mailChoices(app: FastifyInstance, accountId: number): Promise<FamilyMail> {
  const account = await app.repos.relatives.findAccount(accountId);
  const member = account && (await app.repos.familyMembers.find(account.member_id));
  const chosen = new Set((account?.mail_kinds ?? '').split(','));
  return {
    available: app.config.smtpUrl !== undefined,
    // His own member's, which he keeps himself on «بياناتي».
    email: member?.contact_email ?? '',
    kinds: notificationKinds.filter((kind) => chosen.has(kind)),
  };
}

/**
 * E-mail of what is published (docs/product.md#notifications, decision 058): a signed-in
 * relative's choice of kinds, read and saved. The mail goes to the e-mail of his own member.
 */
export const familyMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(api.family.mail, { schema: { response: { 200: familyMailResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await mailChoices(app, signedInRelative(request).accountId),
  }));

  app.post(
    api.family.mailUpdate,
    { schema: { body: familyMailInputSchema, response: { 200: familyMailSavedResponseSchema } } },
    async (request) => {
      const { accountId } = signedInRelative(request);
      await app.repos.relatives.setMailKinds(accountId, request.body.kinds);
      return {
        success: true as const,
        message: request.body.kinds.length > 0 ? m.saved : m.stopped,
        data: await mailChoices(app, accountId),
      };
    },
  );
};
