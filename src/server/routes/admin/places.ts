import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { adminPlaceSavedResponseSchema, adminPlaceSchema } from '#shared/schemas/place.ts';
import { placeInputSchema, placeMergeInputSchema, type PlaceValues } from '#shared/schemas/place-input.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { staleVersionError, StaleVersion } from '#server/lib/record-version.ts';
import { placeRecord, presentAdminPlace, type PlaceRecord } from '#server/presenters/places.ts';
import { PlaceMergeRefused } from '#server/repositories/place-merge.ts';
import { PlaceInUse, PlaceLoop, PlaceParentMissing } from '#server/repositories/places-repository.ts';
import { registerAdminResource, type RecordStore } from './admin-resource';

const m = placesAdminMessages;

/** A save or a delete the places' rules refuse, as the admin reads it. */
function placeRefusal(error: unknown): HttpError | undefined {
  if (error instanceof PlaceLoop) {
    return new HttpError(400, m.validation.parentIsSelf, { parent_id: m.validation.parentIsSelf });
  }
  if (error instanceof PlaceParentMissing) {
    return new HttpError(400, m.validation.parentNotFound, { parent_id: m.validation.parentNotFound });
  }
  if (error instanceof PlaceInUse) return new HttpError(409, m.validation.inUse(error.members, error.within));
  if (error instanceof PlaceMergeRefused) {
    const message = error.reason === 'same' ? m.validation.mergeSame : m.validation.mergeWithin;
    return new HttpError(400, message, { into_id: message });
  }
  return undefined;
}

/**
 * «الأماكن» (docs/product.md#admin-endpoints, decision 056): the family's places. Every keeper reads
 * them (the member form's picker); whoever edits members adds one, a branch editor too, from the
 * form he edits his branch in; renaming, moving or deleting one, which every fact there shows, is
 * an editor's. A place is shown on member pages and its own: its writes are the family's. A merge
 * of two places changes facts of members anywhere in the tree, so it is an editor's too, never a
 * branch editor's (decision 061).
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { places } = app.repos;
  const recordOf = async (row: Parameters<typeof placeRecord>[0] | undefined) => {
    if (!row) return undefined;
    const [nodes, uses, members] = await Promise.all([
      places.nodes(),
      places.uses(row.id),
      places.membersAt(),
    ]);
    return placeRecord(row, nodes, uses, members);
  };
  const store: RecordStore<PlaceRecord, PlaceValues> = {
    async list() {
      const [rows, nodes, uses, members] = await Promise.all([
        places.list(),
        places.nodes(),
        places.uses(),
        places.membersAt(),
      ]);
      return rows.map((row) => placeRecord(row, nodes, uses, members));
    },
    find: async (id) => recordOf(await places.find(id)),
    create: async (values) => (await recordOf(await places.create(values)))!,
    update: async (id, values, expected) => recordOf(await places.update(id, values, expected)),
    delete: (id) => places.delete(id),
  };

  registerAdminResource(app, {
    auditType: 'place',
    access: { read: 'keeper', write: 'editor', create: 'members' },
    paths: api.admin.places,
    input: placeInputSchema,
    item: adminPlaceSchema,
    present: presentAdminPlace,
    store,
    versionTag: 'place',
    messages: { ...m.form, notFound: m.form.notFound },
    refusal: placeRefusal,
  });

  // One transaction that writes its own entry of the change history (`audit: 'self'`): the merged
  // place before, the kept one before and after, and how many facts moved.
  app.post(
    api.admin.places.merge,
    {
      config: { access: 'editor', audit: 'self' },
      schema: {
        querystring: idQuerySchema,
        body: placeMergeInputSchema,
        response: { 200: adminPlaceSavedResponseSchema },
      },
    },
    async (request) => {
      const { into_id: intoId, version, into_version: intoVersion } = request.body;
      const mergedId = request.query.id;
      const actor = { userId: request.admin!.userId, username: request.admin!.username, ip: request.ip };
      const done = await places
        .merge({ mergedId, intoId, version, intoVersion }, actor)
        .catch(async (error: unknown) => {
          if (!(error instanceof StaleVersion)) throw placeRefusal(error) ?? error;
          // Decision 026: both places as they are now, for the screen to show again.
          const [merged, into] = await Promise.all([
            recordOf(await places.find(mergedId)),
            recordOf(await places.find(intoId)),
          ]);
          throw staleVersionError({
            merged: merged ? presentAdminPlace(merged) : null,
            into: into ? presentAdminPlace(into) : null,
          });
        });
      if (!done) throw notFound(m.form.notFound);
      return {
        success: true as const,
        message: m.form.merged,
        data: presentAdminPlace((await recordOf(done.into))!),
      };
    },
  );
};
