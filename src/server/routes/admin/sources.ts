import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { api } from '#shared/api-paths.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import { sourcesAdminMessages } from '#shared/messages/sources-admin.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import {
  dataResponseSchema,
  savedResponseSchema,
  successMessageResponseSchema,
  uploadResponseSchema,
} from '#shared/schemas/responses.ts';
import { adminCitationSchema, adminSourceSchema } from '#shared/schemas/source.ts';
import {
  citationInputSchema,
  memberCitationsQuerySchema,
  sourceInputSchema,
} from '#shared/schemas/source-input.ts';
import { everythingAtOnce } from '#server/lib/content-change.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { versionedUpdate } from '#server/lib/record-version.ts';
import { writeScope } from '#server/plugins/auth.ts';
import { receiveImage } from '#server/plugins/uploads.ts';
import { presentAdminCitation, presentAdminSource } from '#server/presenters/sources.ts';
import {
  CitationOutsideBranch,
  CitationRefused,
  SourceInUse,
} from '#server/repositories/sources-repository.ts';
import { registerAdminResource } from './admin-resource';

const m = sourcesAdminMessages;
const ok = true as const;

/** A save or a delete the sources' rules refuse, as the admin reads it. */
function sourceRefusal(error: unknown): HttpError | undefined {
  if (error instanceof CitationRefused) {
    const message = {
      source_id: m.validation.sourceNotFound,
      member_id: m.validation.memberNotFound,
      author_member_id: m.validation.memberNotFound,
      marriage_id: m.validation.factNotFound,
      event_id: m.validation.factNotFound,
    }[error.field];
    return new HttpError(400, message, { [error.field]: message });
  }
  if (error instanceof CitationOutsideBranch) return new HttpError(403, branchMessages.outsideBranch);
  if (error instanceof SourceInUse) return new HttpError(409, m.validation.inUse(error.uses));
  return undefined;
}

async function refused<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    throw sourceRefusal(error) ?? error;
  }
}

/**
 * «المصادر» (docs/product.md#admin-endpoints, decision 060): the family's sources and the
 * citations that tie a member's facts to them. Every keeper reads them; whoever edits members
 * adds a source (a branch editor while citing a fact of his branch) and cites his members' facts;
 * changing or deleting a source, which every fact it supports shows, is an editor's.
 *
 * The citations are written by hand rather than through registerAdminResource: they are listed
 * per member, not all at once, and every write is checked against the branch editor's branch,
 * which needs the request (the resource's store never sees it).
 */
export const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sources } = app.repos;

  registerAdminResource(app, {
    auditType: 'source',
    access: { read: 'keeper', write: 'editor', create: 'members' },
    paths: api.admin.sources,
    input: sourceInputSchema,
    item: adminSourceSchema,
    present: presentAdminSource,
    store: sources,
    versionTag: 'source',
    messages: m.form,
    refusal: sourceRefusal,
    // Its own tables only: no member or marriage changes with it.
    leavesMembers: true,
  });

  // Multipart: the file is read and checked by receiveImage, not by a schema.
  app.post(
    api.admin.sources.upload,
    {
      config: { access: 'members', audit: { type: 'image', action: 'create' } },
      schema: { response: { 200: uploadResponseSchema } },
    },
    async (request) => ({ success: ok, ...(await receiveImage(request)) }),
  );

  const paths = api.admin.citations;
  const saved = savedResponseSchema(adminCitationSchema);
  const branchOf = (request: Parameters<typeof writeScope>[0]) => writeScope(request).branchRootId;
  const membersKept = {
    // A citation changes no member's record: the stored family is kept (lib/family-source.ts).
    preHandler: async (request: Parameters<typeof writeScope>[0]) => {
      request.publicChange = { ...everythingAtOnce, membersKept: true };
    },
  };

  app.get(
    paths.list,
    {
      config: { access: 'keeper' },
      schema: {
        querystring: memberCitationsQuerySchema,
        response: { 200: dataResponseSchema(z.array(adminCitationSchema)) },
      },
    },
    async (request) => ({
      success: ok,
      data: (await sources.citationsOfMember(request.query.member)).map(presentAdminCitation),
    }),
  );

  app.post(
    paths.create,
    {
      config: { access: 'members', audit: { type: 'citation', id: 'created' } },
      schema: { body: citationInputSchema, response: { 201: saved } },
      ...membersKept,
    },
    async (request, reply) => {
      const row = await refused(() => sources.createCitation(request.body, branchOf(request)));
      return reply
        .status(201)
        .send({ success: ok, message: m.citations.created, data: presentAdminCitation(row) });
    },
  );

  app.put(
    paths.update,
    {
      config: { access: 'members', audit: { type: 'citation', id: 'query' } },
      schema: { querystring: idQuerySchema, body: citationInputSchema, response: { 200: saved } },
      ...membersKept,
    },
    async (request) => {
      const { id } = request.query;
      const row = await versionedUpdate(
        request,
        request.body.version,
        (expected) => refused(() => sources.updateCitation(id, request.body, branchOf(request), expected)),
        async () => {
          const current = await sources.findCitation(id);
          return current && presentAdminCitation(current);
        },
      );
      if (!row) throw notFound(m.citations.notFound);
      return { success: ok, message: m.citations.updated, data: presentAdminCitation(row) };
    },
  );

  app.delete(
    paths.delete,
    {
      config: { access: 'members', audit: { type: 'citation', id: 'query' } },
      schema: { querystring: idQuerySchema, response: { 200: successMessageResponseSchema } },
      ...membersKept,
    },
    async (request) => {
      if (!(await refused(() => sources.deleteCitation(request.query.id, branchOf(request))))) {
        throw notFound(m.citations.notFound);
      }
      return { success: ok, message: m.citations.deleted };
    },
  );
};
