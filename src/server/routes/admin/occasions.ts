import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { occasionAdminMessages } from '#shared/messages/occasions-admin.ts';
import { adminOccasionSchema } from '#shared/schemas/occasion.ts';
import { occasionInputSchema, type OccasionValues } from '#shared/schemas/occasion-input.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { appendOwnEntry, auditLoaders } from '#server/plugins/audit.ts';
import { presentAdminOccasion } from '#server/presenters/occasions.ts';
import {
  UnknownOccasionMembers,
  type OccasionWithMembers,
} from '#server/repositories/occasions-repository.ts';
import { registerAdminResource } from './admin-resource';

const m = occasionAdminMessages;

/** A save naming a member that is not there (deleted meanwhile) is refused under its field. */
function unknownMembersRefusal(error: unknown): HttpError | undefined {
  if (!(error instanceof UnknownOccasionMembers)) return undefined;
  return new HttpError(400, m.validation.unknownMembers, { member_ids: m.validation.unknownMembers });
}

/**
 * A death notice published with «تسجيل تاريخ الوفاة»: its day becomes the deceased's death date
 * when none is recorded, through the member repository, with its own entry in the change history
 * (the keeper changed the member too). Not for a draft: nothing is announced yet.
 */
async function recordDeath(app: FastifyInstance, request: FastifyRequest, values: OccasionValues) {
  const deceased = values.member_ids[0];
  if (values.kind !== 'death' || !values.apply_death_date || values.status === 'draft') return;
  if (deceased === undefined) return;
  const before = await auditLoaders.member!(app.repos, deceased);
  const recorded = await app.repos.familyMembers.recordDeathIfEmpty(deceased, values.date);
  if (!recorded) return;
  await appendOwnEntry(request, {
    action: 'update',
    recordType: 'member',
    recordId: deceased,
    summary: `${request.method} ${request.routeOptions.url ?? request.url}`,
    before,
    after: await auditLoaders.member!(app.repos, deceased),
  });
}

/** «المناسبات» (docs/product.md#admin-endpoints): read by every keeper, written by editors. */
export const occasionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { occasions } = app.repos;
  registerAdminResource<OccasionWithMembers, OccasionValues>(app, {
    auditType: 'occasion',
    access: { read: 'keeper', write: 'editor' },
    paths: {
      list: api.admin.occasions.list,
      get: api.admin.occasions.item,
      create: api.admin.occasions.create,
      update: api.admin.occasions.update,
      delete: api.admin.occasions.delete,
    },
    input: occasionInputSchema,
    item: adminOccasionSchema,
    present: presentAdminOccasion,
    store: occasions,
    versionTag: 'occasion',
    messages: {
      created: m.form.created,
      updated: m.form.updated,
      deleted: m.list.deleted,
      notFound: m.form.notFound,
    },
    refusal: unknownMembersRefusal,
    async afterSave(request, row, values) {
      await recordDeath(app, request, values);
      // Published now, or scheduled: the announcer looks again, without the keeper waiting for it.
      app.occasionAnnouncer.wake();
      return row;
    },
  });
};
