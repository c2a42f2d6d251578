import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import { memberSuggestionInputSchema } from '#shared/schemas/member-suggestion-input.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import { notFound, tooManyRequests } from '#server/lib/http-error.ts';

/**
 * «اقترح تصحيحاً» (decision 021): a visitor's correction to a member, stored for the administrator
 * and never applied by itself. Limited like the contact form.
 */
export const memberSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    api.familyMembers.suggest,
    {
      schema: { body: memberSuggestionInputSchema, response: { 200: successMessageResponseSchema } },
      // Counted before the body is read: a flood of malformed suggestions is limited too.
      onRequest: async (request) => {
        const wait = app.limits.suggestions.hit(request.ip);
        if (wait > 0) throw tooManyRequests(wait);
      },
    },
    async (request) => {
      const suggestion = request.body;
      // Only a member the public can see may be corrected: a hidden one does not exist for them
      // (decision 015), and its «—» must not be confirmed by a different answer.
      const member = (await app.publicFamily()).byId.get(suggestion.member_id);
      if (!member || member.visibility === 'hidden') throw notFound(m.memberNotFound);
      // The name is kept with it: all the admin has to go on if the member is deleted later.
      await app.repos.memberSuggestions.create({ ...suggestion, member_name: member.name });
      return { success: true as const, message: m.sent };
    },
  );
};
