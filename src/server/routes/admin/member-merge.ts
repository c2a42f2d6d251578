import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { branchOfMembers } from '#shared/family-tree/branch-scope.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { duplicatesAdminMessages } from '#shared/messages/duplicates-admin.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import {
  duplicatesResponseSchema,
  memberMergeResponseSchema,
  memberMergesResponseSchema,
  undoMergeResponseSchema,
} from '#shared/schemas/member-merge.ts';
import { memberMergeInputSchema, pageQuerySchema } from '#shared/schemas/member-merge-input.ts';
import { cachedUntilContentChanges } from '#server/lib/generation-cache.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { likelyDuplicatesInWorker } from '#server/lib/likely-duplicates-in-worker.ts';
import { describedMemberWrites, savedData } from '#server/lib/member-writes.ts';
import { StaleVersion, staleVersionError } from '#server/lib/record-version.ts';
import { writeScope } from '#server/plugins/auth.ts';
import { duplicateList, presentDuplicatesPage, presentMemberMerges } from '#server/presenters/duplicates.ts';
import { OutsideBranch } from '#server/repositories/family-member-writes.ts';
import { MergeRefused, type MergeActor } from '#server/repositories/member-merge.ts';

const m = duplicatesAdminMessages;
const PER_PAGE = 20;

/** Who merges: the keeper signed in, from the request's address. */
const actorOf = (request: FastifyRequest): MergeActor => ({
  userId: request.admin!.userId,
  username: request.admin!.username,
  ip: request.ip,
});

/** A refusal in the keeper's words: 409 for what the family's data forbids, 403 outside a branch. */
function refusal(error: unknown): unknown {
  if (error instanceof MergeRefused) {
    const message = error.fields
      ? (Object.values(error.fields)[0] ?? m.errors[error.reason])
      : m.errors[error.reason];
    return new HttpError(409, message, error.fields);
  }
  if (error instanceof OutsideBranch) return new HttpError(403, branchMessages.outsideBranch);
  return error;
}

/**
 * «الأفراد المكررون» (decision 057): the likely pairs, a merge of two members into one, the merges
 * made, and an undo. Each merge and undo writes its own entry in the change history inside its
 * transaction (`audit: 'self'`), one per merge.
 */
export const memberMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = describedMemberWrites(app);
  const { familyMembers, memberMerges } = app.repos;

  // Found once per state of the family, from the family kept in memory; a merge changes it. The
  // search runs in a thread of its own, whose heap its garbage grows and which ends with it.
  const duplicates = cachedUntilContentChanges(app, async () => {
    const members = await app.familySource.at(app.publicCache.generation);
    const candidates = await likelyDuplicatesInWorker(members);
    return { members, list: duplicateList(members, candidates) };
  });

  app.get(
    api.admin.familyMembers.duplicates,
    {
      config: { access: 'keeper' },
      schema: { querystring: pageQuerySchema, response: { 200: duplicatesResponseSchema } },
    },
    async (request) => {
      const { members, list } = await duplicates();
      const rootId = writeScope(request).branchRootId;
      // A branch editor sees the pairs they may merge: both members in their branch.
      const branch = rootId === null ? undefined : branchOfMembers(members, rootId);
      return presentDuplicatesPage(list, request.query.page, PER_PAGE, branch);
    },
  );

  app.post(
    api.admin.familyMembers.merge,
    {
      config: { access: 'members', audit: 'self' },
      schema: { body: memberMergeInputSchema, response: { 200: memberMergeResponseSchema } },
    },
    async (request) => {
      const body = request.body;
      const done = await writes
        .described(request, () => memberMerges.merge(body, writeScope(request), actorOf(request)))
        .catch(async (error: unknown) => {
          if (!(error instanceof StaleVersion)) throw refusal(error);
          // Decision 026: both members as they are now, for the screen to show again.
          const [survivor, absorbed] = await Promise.all([
            familyMembers.findWithSpouses(body.survivor_id),
            familyMembers.findWithSpouses(body.absorbed_id),
          ]);
          throw staleVersionError({
            survivor: survivor ? savedData(survivor) : null,
            absorbed: absorbed ? savedData(absorbed) : null,
          });
        });
      if (!done) throw notFound(m.errors.memberNotFound);
      return {
        success: true as const,
        message: m.merged,
        data: { merge_id: done.mergeId, survivor_id: body.survivor_id, absorbed_id: body.absorbed_id },
      };
    },
  );

  app.get(
    api.admin.familyMembers.merges,
    {
      config: { access: 'keeper' },
      schema: { querystring: pageQuerySchema, response: { 200: memberMergesResponseSchema } },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await memberMerges.listMerges(page, PER_PAGE);
      return presentMemberMerges(rows, total, page, PER_PAGE);
    },
  );

  app.post(
    api.admin.familyMembers.undoMerge,
    {
      config: { access: 'members', audit: 'self' },
      schema: { querystring: idQuerySchema, response: { 200: undoMergeResponseSchema } },
    },
    async (request) => {
      const id = request.query.id;
      const done = await writes
        .described(request, () => memberMerges.undo(id, writeScope(request), actorOf(request)))
        .catch((error: unknown) => {
          throw refusal(error);
        });
      if (!done) throw notFound(m.errors.mergeNotFound);
      return {
        success: true as const,
        message: m.undone,
        data: { merge_id: id, survivor_id: done.survivorId, absorbed_id: done.absorbedId },
      };
    },
  );
};
