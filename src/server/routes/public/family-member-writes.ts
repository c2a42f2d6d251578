import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared/api-paths';
import { descendantIds } from '../../../shared/family-tree/lineage-guard';
import { adminMessages } from '../../../shared/messages/admin';
import { familyMemberInputSchema, type FamilyMemberValues } from '../../../shared/schemas/family-member';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { requireAdmin } from '../../plugins/auth';
import { presentFamilyMember } from '../../presenters/presenters';
import { MAX_ID, idFrom } from '../query';

const m = adminMessages.members;

/** SPEC §7 puts member writes under the public base; they are admin-only all the same. */
export async function familyMemberWriteRoutes(app: FastifyInstance): Promise<void> {
  const members = app.repos.familyMembers;
  const guard = { onRequest: requireAdmin(app) };

  /** A linked member; an id beyond the id range cannot exist (and PostgreSQL would error on it). */
  const findLinked = async (id: number) => (id > MAX_ID ? undefined : members.find(id));

  async function isDescendant(ancestorId: number, candidateId: number): Promise<boolean> {
    const links = (await members.listLinks()).map((l) => ({ id: l.id, parent: l.parent_id }));
    return descendantIds(links, ancestorId).has(candidateId);
  }

  /** The parent must exist and may not be the member or one of its descendants. */
  async function checkLinks(values: FamilyMemberValues, selfId: number | null): Promise<void> {
    if (values.parent !== null) {
      if (values.parent === selfId) throw new HttpError(400, m.parentIsSelf, { parent: m.parentIsSelf });
      if (!(await findLinked(values.parent))) {
        throw new HttpError(400, m.parentNotFound, { parent: m.parentNotFound });
      }
      if (selfId !== null && (await isDescendant(selfId, values.parent))) {
        {
          throw new HttpError(400, m.parentIsDescendant, { parent: m.parentIsDescendant });
        }
      }
    }
    if (values.mother_id !== null) {
      if (!(await findLinked(values.mother_id))) {
        throw new HttpError(400, m.motherNotFound, { mother_id: m.motherNotFound });
      }
      if (
        values.mother_id === selfId ||
        (selfId !== null && (await isDescendant(selfId, values.mother_id)))
      ) {
        throw new HttpError(400, m.motherInvalid, { mother_id: m.motherInvalid });
      }
    }
    if (values.spouse_id !== null) {
      if (values.spouse_id === selfId)
        throw new HttpError(400, m.spouseIsSelf, { spouse_id: m.spouseIsSelf });
      if (!(await findLinked(values.spouse_id))) {
        throw new HttpError(400, m.spouseNotFound, { spouse_id: m.spouseNotFound });
      }
    }
  }

  app.post(api.familyMembers.create, guard, async (request, reply) => {
    const values = parseInput(familyMemberInputSchema, request.body);
    await checkLinks(values, null);
    const row = await members.create(values);
    return reply.status(201).send({ success: true, message: m.created, data: presentFamilyMember(row) });
  });

  app.put(api.familyMembers.update, guard, async (request) => {
    const id = idFrom(request.query);
    const values = parseInput(familyMemberInputSchema, request.body);
    if (!(await members.find(id))) throw notFound(m.loadMemberError);
    await checkLinks(values, id);
    const row = await members.update(id, values);
    if (!row) throw notFound(m.loadMemberError);
    return { success: true, message: m.updated, data: presentFamilyMember(row) };
  });

  app.delete(api.familyMembers.delete, guard, async (request) => {
    const id = idFrom(request.query);
    if (!(await members.find(id))) throw notFound(m.loadMemberError);
    // Refused rather than orphaning the children (issue #2).
    if (await members.hasChildren(id)) throw new HttpError(409, m.hasChildren);
    await members.delete(id);
    return { success: true, message: m.deleted };
  });
}
