import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { familyMemberSavedResponseSchema } from '#shared/schemas/family-member.ts';
import { familyMemberInputSchema, type FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import { HttpError, notFound, throwIfRefused } from '#server/lib/http-error.ts';
import { presentFamilyMember, presentMemberCircle } from '#server/presenters/presenters.ts';
import type { PublicFamilyView } from '#server/presenters/public-family.ts';
import { describeFamilyChange } from '#server/presenters/public-family-change.ts';
import type { MemberWithSpouses, Touching } from '#server/repositories/family-member-rows.ts';
import { MemberLinksRefused, OutsideBranch } from '#server/repositories/family-member-writes.ts';
import { versionedUpdate } from '#server/lib/record-version.ts';
import { yieldToEventLoop } from '#server/lib/yield-to-event-loop.ts';
import { writeScope } from '#server/plugins/auth.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';

const m = adminMessages.members;

/** The saved member as the admin's form reloads it: with its new version (decision 026). */
const savedData = (saved: MemberWithSpouses) => ({
  ...presentFamilyMember(saved),
  ...presentMemberCircle(saved.row),
  version: saved.row.version,
});

/**
 * A member's save and delete, each followed by what it changed for the public (decision 032):
 * the link rules and the branch editor's scope refuse inside the write's transaction.
 */
export function describedMemberWrites(app: FastifyInstance) {
  const members = app.repos.familyMembers;

  /**
   * Decision 032: the public family before a write, to tell after it what the public sees
   * differently; null when it cannot be read (the write then forgets everything at once).
   */
  const publicFamilyBefore = () => app.publicFamily().catch(() => null);

  /**
   * Says what the write changed (`invalidateOnWrite` applies it); on any doubt, nothing is said.
   * `touched`: the members whose stored record the write changed, which are all the kept family
   * must read again (lib/family-source.ts).
   */
  async function describeWrite(
    request: FastifyRequest,
    before: PublicFamilyView | null,
    { touched }: Touching,
  ) {
    if (!before) return;
    try {
      // The save's transaction read every member's links: what waited meanwhile goes first.
      await yieldToEventLoop();
      // The new content is read once: the view built here is the one the public reads next.
      const contentVersion = app.publicCache.contentChanged();
      app.familySource.touched(contentVersion, touched);
      const [after, settings] = await Promise.all([app.publicFamily(), app.repos.siteSettings.get()]);
      request.publicChange = {
        ...(await describeFamilyChange(before, after, settings?.founder_name)),
        contentVersion,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'member write not described: the public cache forgets everything');
    }
  }

  /** The link rules run inside the write's transaction (decision 013); a refusal is a 400 per field. */
  async function save(request: FastifyRequest, id: number | null, values: FamilyMemberValues) {
    const before = await publicFamilyBefore();
    try {
      const saved = await versionedUpdate(
        request,
        // A create has no version to compare.
        id === null ? undefined : values.version,
        (expected) => members.save(id, values, writeScope(request), id === null ? undefined : expected),
        async () => {
          const current = id === null ? undefined : await members.findWithSpouses(id);
          return current && savedData(current);
        },
      );
      if (saved) await describeWrite(request, before, saved);
      return saved;
    } catch (error) {
      if (error instanceof MemberLinksRefused) throwIfRefused(error.fields);
      if (error instanceof OutsideBranch) throw new HttpError(403, branchMessages.outsideBranch);
      throw error;
    }
  }

  /** Refused rather than orphaning the children. */
  async function remove(request: FastifyRequest, id: number) {
    const before = await publicFamilyBefore();
    const deleted = await members.delete(id, writeScope(request)).catch((error: unknown) => {
      if (error instanceof OutsideBranch) throw new HttpError(403, branchMessages.outsideBranch);
      throw error;
    });
    if (deleted === 'has-children') throw new HttpError(409, m.hasChildren);
    if (!deleted) throw notFound(m.loadMemberError);
    await describeWrite(request, before, deleted);
  }

  return { save, delete: remove };
}

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
