import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { memberSuggestionAdminMessages as m } from '#shared/messages/member-suggestions-admin.ts';
import { markReadInputSchema } from '#shared/schemas/contact-input.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { suggestionsResponseSchema } from '#shared/schemas/member-suggestion.ts';
import { successMessageResponseSchema, successResponseSchema } from '#shared/schemas/responses.ts';
import { notFound } from '#server/lib/http-error.ts';
import { presentSuggestions } from '#server/presenters/member-suggestions.ts';

const ok = true as const;

/**
 * «التصحيحات المقترحة» (decision 021): the queue with each member's current values, and its states.
 * Applying is the member form's save; `apply.php` only records that it was done.
 */
export const suggestionQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberSuggestions, familyMembers } = app.repos;
  const byId = { querystring: idQuerySchema };

  app.get(
    api.admin.suggestions.list,
    { config: { access: 'keeper' }, schema: { response: { 200: suggestionsResponseSchema } } },
    async () => {
      const [rows, unreadCount] = await Promise.all([
        memberSuggestions.list(),
        memberSuggestions.countUnread(),
      ]);
      // The whole family only when there is something to show it beside (the nasab needs the fathers).
      const family = rows.length > 0 ? await familyMembers.listWithSpouses() : [];
      // Household proposals name their relative by the account's name now (decision 050).
      const accountIds = new Set(rows.flatMap((row) => row.relative_account_id ?? []));
      const accounts = await Promise.all([...accountIds].map((id) => app.repos.relatives.findAccount(id)));
      const usernames = new Map(
        accounts.flatMap((account) => (account ? [[account.id, account.username]] : [])),
      );
      return { success: ok, data: presentSuggestions(rows, family, usernames), unreadCount };
    },
  );

  app.post(
    api.admin.suggestions.markRead,
    {
      config: { access: 'editor', audit: { type: 'suggestion', id: 'query', action: 'update' } },
      schema: { ...byId, body: markReadInputSchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      if (!(await memberSuggestions.markRead(request.query.id, request.body.read)))
        throw notFound(m.notFound);
      return { success: ok };
    },
  );

  app.post(
    api.admin.suggestions.apply,
    {
      config: { access: 'editor', audit: { type: 'suggestion', id: 'query', action: 'update' } },
      schema: { ...byId, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      if (!(await memberSuggestions.markApplied(request.query.id))) throw notFound(m.notFound);
      return { success: ok, message: m.markedApplied };
    },
  );

  app.post(
    api.admin.suggestions.dismiss,
    {
      config: { access: 'editor', audit: { type: 'suggestion', id: 'query', action: 'update' } },
      schema: { ...byId, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      if (!(await memberSuggestions.dismiss(request.query.id))) throw notFound(m.notFound);
      return { success: ok, message: m.dismissed };
    },
  );
};
