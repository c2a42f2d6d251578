import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { checkMemberLinks } from '../../../shared/family-tree/lineage-guard';
import { adminMessages } from '../../../shared/messages/admin';
import { familyMemberSavedResponseSchema } from '../../../shared/schemas/family-member';
import {
  familyMemberInputSchema,
  type FamilyMemberValues,
} from '../../../shared/schemas/family-member-input';
import { idQuerySchema } from '../../../shared/schemas/input';
import { successMessageResponseSchema } from '../../../shared/schemas/responses';
import { HttpError, notFound, throwIfRefused } from '../../lib/http-error';
import { presentFamilyMember } from '../../presenters/presenters';

const m = adminMessages.members;

/**
 * SPEC §7 puts the member writes under the public base path (/api/family-members/); they are
 * registered inside the guarded admin scope all the same, so one guard covers every admin write.
 */
export const familyMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.repos.familyMembers;

  /** The shared link rules (decision 004 and issue #7: father and mother lines alike). */
  async function checkLinks(values: FamilyMemberValues, selfId: number | null): Promise<void> {
    const links = (await members.listLinks()).map((row) => ({
      id: row.id,
      parent: row.parent_id,
      mother_id: row.mother_id,
    }));
    throwIfRefused(checkMemberLinks(links, selfId, values));
  }

  app.post(
    api.familyMembers.create,
    { schema: { body: familyMemberInputSchema, response: { 201: familyMemberSavedResponseSchema } } },
    async (request, reply) => {
      await checkLinks(request.body, null);
      const row = await members.create(request.body);
      return reply.status(201).send({ success: true, message: m.created, data: presentFamilyMember(row) });
    },
  );

  app.put(
    api.familyMembers.update,
    {
      schema: {
        querystring: idQuerySchema,
        body: familyMemberInputSchema,
        response: { 200: familyMemberSavedResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.query;
      if (!(await members.find(id))) throw notFound(m.loadMemberError);
      await checkLinks(request.body, id);
      const row = await members.update(id, request.body);
      if (!row) throw notFound(m.loadMemberError);
      return { success: true as const, message: m.updated, data: presentFamilyMember(row) };
    },
  );

  app.delete(
    api.familyMembers.delete,
    { schema: { querystring: idQuerySchema, response: { 200: successMessageResponseSchema } } },
    async (request) => {
      const { id } = request.query;
      if (!(await members.find(id))) throw notFound(m.loadMemberError);
      // Refused rather than orphaning the children (issue #2).
      if (await members.hasChildren(id)) throw new HttpError(409, m.hasChildren);
      await members.delete(id);
      return { success: true as const, message: m.deleted };
    },
  );
};
