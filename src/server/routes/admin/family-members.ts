import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { familyMemberSavedResponseSchema } from '#shared/schemas/family-member.ts';
import { familyMemberInputSchema } from '#shared/schemas/family-member-input.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import { notFound } from '#server/lib/http-error.ts';
import { describedMemberWrites, savedData } from '#server/lib/member-writes.ts';

const m = adminMessages.members;

/**
 * The API (docs/product.md#admin-endpoints) puts the member writes under the public base path
 * (/api/family-members/); they are registered inside the guarded admin scope all the same, so one guard
 * covers every admin write.
 */
export const familyMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = describedMemberWrites(app);

  app.post(
    api.familyMembers.create,
    {
      config: { access: 'members', audit: { type: 'member', id: 'created' } },
      schema: { body: familyMemberInputSchema, response: { 201: familyMemberSavedResponseSchema } },
    },
    async (request, reply) => {
      const saved = (await writes.save(request, null, request.body))!;
      return reply.status(201).send({ success: true, message: m.created, data: savedData(saved) });
    },
  );

  app.put(
    api.familyMembers.update,
    {
      config: { access: 'members', audit: { type: 'member', id: 'query' } },
      schema: {
        querystring: idQuerySchema,
        body: familyMemberInputSchema,
        response: { 200: familyMemberSavedResponseSchema },
      },
    },
    async (request) => {
      const saved = await writes.save(request, request.query.id, request.body);
      if (!saved) throw notFound(m.loadMemberError);
      return { success: true as const, message: m.updated, data: savedData(saved) };
    },
  );

  app.delete(
    api.familyMembers.delete,
    {
      config: { access: 'members', audit: { type: 'member', id: 'query' } },
      schema: { querystring: idQuerySchema, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      await writes.delete(request, request.query.id);
      return { success: true as const, message: m.deleted };
    },
  );
};
