import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { mayReadRecordHistory } from '#shared/audit/audit-types.ts';
import { auditMessages } from '#shared/messages/audit.ts';
import { newsPublishingMessages } from '#shared/messages/news-publishing.ts';
import { occasionAdminMessages } from '#shared/messages/occasions-admin.ts';
import { serverMessages } from '#shared/messages/server.ts';
import {
  auditListResponseSchema,
  auditRecordResponseSchema,
  auditRestoreResponseSchema,
} from '#shared/schemas/audit.ts';
import { auditListQuerySchema, auditRecordQuerySchema } from '#shared/schemas/audit-input.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import type { AuditLogRow } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { appendOwnEntry, auditLoaders } from '#server/plugins/audit.ts';
import { isRestorable, presentAuditEntry, type RestorableType } from '#server/presenters/audit.ts';
import { recreatedSummary } from '#server/repositories/audit-repository.ts';
import { MemberLinksRefused } from '#server/repositories/family-member-writes.ts';
import { UnknownNewsMembers } from '#server/repositories/news-repository.ts';
import { UnknownOccasionMembers } from '#server/repositories/occasions-repository.ts';
import { memberValues, newsValues, occasionValues } from '#server/repositories/stored-values.ts';

const PER_PAGE = 50;
/** A Kuwait day's start as a UTC instant (Kuwait is UTC+3 all year). */
const kuwaitDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+03:00`) + plusDays * 86_400_000).toISOString();

/** The change history (decision 025): the owner's list, a record's own, and restores. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit } = app.repos;

  app.get(
    api.admin.audit.list,
    {
      config: { access: 'owner' },
      schema: { querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } },
    },
    async (request) => {
      const { user, type, action, from, to, page } = request.query;
      const { rows, total } = await audit.list(
        {
          user,
          type,
          action,
          fromIso: from && kuwaitDayStart(from),
          toIso: to && kuwaitDayStart(to, 1),
        },
        page,
        PER_PAGE,
      );
      return { success: true as const, data: rows.map(presentAuditEntry), total, page, per_page: PER_PAGE };
    },
  );

  app.get(
    api.admin.audit.record,
    {
      config: { access: 'keeper' },
      schema: { querystring: auditRecordQuerySchema, response: { 200: auditRecordResponseSchema } },
    },
    async (request) => {
      const { type, id } = request.query;
      // The route is any keeper's; each kind of record's history is for whoever may read it.
      if (!mayReadRecordHistory(request.admin!, type, id)) {
        throw new HttpError(403, serverMessages.errors.forbidden);
      }
      return { success: true as const, data: (await audit.forRecord(type, id)).map(presentAuditEntry) };
    },
  );

  app.post(
    api.admin.audit.restore,
    {
      // Logged here, as a restore, with the record before and after.
      config: { access: 'owner', audit: 'self' },
      schema: { querystring: idQuerySchema, response: { 200: auditRestoreResponseSchema } },
    },
    async (request) => {
      const entry = await audit.find(request.query.id);
      if (!entry) throw notFound();
      return restoreFromEntry(app, request, entry);
    },
  );
};

type Repositories = FastifyInstance['repos'];
/** A snapshot's `announced_at`, kept by a record brought back under a new id. */
const announcedAt = (state: Record<string, unknown>) =>
  typeof state.announced_at === 'string' ? state.announced_at : null;

/** How each restorable kind of record is written back from an entry's values: anew, or over itself. */
const restorers: Record<
  RestorableType,
  {
    create(repos: Repositories, state: Record<string, unknown>): Promise<number>;
    update(repos: Repositories, id: number, state: Record<string, unknown>): Promise<unknown>;
  }
> = {
  member: {
    create: async (repos, state) => (await repos.familyMembers.save(null, memberValues(state)))!.row.id,
    update: (repos, id, state) => repos.familyMembers.save(id, memberValues(state)),
  },
  news: {
    create: async (repos, state) => (await repos.news.create(newsValues(state), announcedAt(state))).id,
    update: (repos, id, state) => repos.news.update(id, newsValues(state)),
  },
  occasion: {
    create: async (repos, state) =>
      (await repos.occasions.create(occasionValues(state), announcedAt(state))).id,
    update: (repos, id, state) => repos.occasions.update(id, occasionValues(state)),
  },
};

/**
 * Brings a member, a news item or an occasion back as an entry's change left it: a deleted one as
 * a new record (once per entry), any other as an update of the record as it is now. Logged as a
 * restore, with the record before and after.
 */
async function restoreFromEntry(app: FastifyInstance, request: FastifyRequest, entry: AuditLogRow) {
  const { audit } = app.repos;
  const { type, id, state } = restorableState(entry);
  const load = auditLoaders[type]!;
  const restorer = restorers[type];
  const logRestore = (recordId: number, summary: string, before: unknown, after: unknown) =>
    appendOwnEntry(request, { action: 'restore', recordType: type, recordId, summary, before, after });

  if (entry.action === 'delete') {
    // A deleted record comes back as a new one (its old id may belong to someone else by now);
    // once per entry, so a second click cannot make a twin.
    if (await audit.recreatedFrom(entry.id)) throw new HttpError(409, auditMessages.alreadyRecreated);
    const recreatedId = await refusingBrokenLinks(() => restorer.create(app.repos, state));
    const after = await load(app.repos, recreatedId);
    await logRestore(recreatedId, recreatedSummary(entry.id), null, after);
    return {
      success: true as const,
      message: auditMessages.recreated,
      data: { record_type: type, record_id: recreatedId },
    };
  }

  const before = await load(app.repos, id);
  if (!before) throw new HttpError(409, auditMessages.recordGone);
  // No version is sent: a restore applies to whatever version is current (decision 026).
  await refusingBrokenLinks(() => restorer.update(app.repos, id, state));
  await logRestore(id, `restore of change ${entry.id}`, before, await load(app.repos, id));
  return {
    success: true as const,
    message: auditMessages.restored,
    data: { record_type: type, record_id: id },
  };
}

/** A father, mother, wife or named member deleted since: the link rules refuse, and say which. */
async function refusingBrokenLinks<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof MemberLinksRefused) {
      throw new HttpError(409, Object.values(error.fields)[0] ?? auditMessages.restoreFailed, error.fields);
    }
    if (error instanceof UnknownNewsMembers || error instanceof UnknownOccasionMembers) {
      const message =
        error instanceof UnknownNewsMembers
          ? newsPublishingMessages.validation.unknownMembers
          : occasionAdminMessages.validation.unknownMembers;
      throw new HttpError(409, message, { member_ids: message });
    }
    throw error;
  }
}

/**
 * The values a restore brings back: the record as an entry's change left it, or, for a deletion,
 * as it was just before (decision 025). Only members and news items can be restored.
 */
function restorableState(entry: AuditLogRow): {
  type: RestorableType;
  id: number;
  state: Record<string, unknown>;
} {
  if (!isRestorable(entry)) throw new HttpError(400, auditMessages.notRestorable);
  const json = entry.action === 'delete' ? entry.before_json : entry.after_json;
  return {
    type: entry.record_type as RestorableType,
    id: entry.record_id!,
    state: JSON.parse(json!) as Record<string, unknown>,
  };
}
