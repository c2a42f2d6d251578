import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { placesAdminMessages } from '#shared/messages/places-admin.ts';
import { adminPlaceSchema } from '#shared/schemas/place.ts';
import { placeInputSchema, type PlaceValues } from '#shared/schemas/place-input.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { placeRecord, presentAdminPlace, type PlaceRecord } from '#server/presenters/places.ts';
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
  if (error instanceof PlaceInUse) return new HttpError(409, m.validation.inUse(error.uses));
  return undefined;
}

/**
 * «الأماكن» (docs/product.md#admin-endpoints, decision 056): the family's places. Every keeper reads
 * them (the member form's picker); whoever edits members adds one, a branch editor too, from the
 * form he edits his branch in; renaming, moving or deleting one, which every fact there shows, is
 * an editor's. A place is shown on member pages and its own: its writes are the family's.
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { places } = app.repos;
  const recordOf = async (row: Parameters<typeof placeRecord>[0] | undefined) => {
    if (!row) return undefined;
    const [nodes, uses] = await Promise.all([places.nodes(), places.uses(row.id)]);
    return placeRecord(row, nodes, uses);
  };
  const store: RecordStore<PlaceRecord, PlaceValues> = {
    async list() {
      const [rows, nodes, uses] = await Promise.all([places.list(), places.nodes(), places.uses()]);
      return rows.map((row) => placeRecord(row, nodes, uses));
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
};
