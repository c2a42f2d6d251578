import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction, AuditRecordType } from '#shared/audit/audit-types.ts';
import type { AppRepositories } from '../repositories';
import type { AuditEntryInput } from '../repositories/audit-repository';

/**
 * A history of every change (decision 025). Each write route of the guarded admin
 * scope declares what it changes (`config.audit`); this plugin reads the record before the handler
 * runs and after it answered successfully, and appends one entry (who, when, from where, which
 * record, before and after) before the answer leaves. A route that logs in its own way (sign-in,
 * password, accounts) says `audit: 'self'`. A write route that declares nothing does not start.
 */
export interface AuditDeclaration {
  type: AuditRecordType;
  /**
   * Where the record's id is: `?id=` (updates, deletes), the answer's `data.id` or `batch_id`
   * (creates, imports), or none.
   */
  id?: 'query' | 'created';
  /** Defaults from the method: POST without id create, PUT/POST with id update, DELETE delete. */
  action?: AuditAction;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditDeclaration | 'self';
  }
  interface FastifyRequest {
    auditBefore?: unknown;
  }
}

type Loader = (repos: AppRepositories, id: number) => Promise<unknown>;

/** The stored record, as a restore needs it: the row and the links that are part of it. */
export const auditLoaders: Partial<Record<AuditRecordType, Loader>> = {
  member: async (repos, id) => {
    const member = await repos.familyMembers.findWithLife(id);
    return member && { ...member.row, spouses: member.spouses, life: member.life };
  },
  news: (repos, id) => repos.news.findWithMembers(id),
  occasion: (repos, id) => repos.occasions.find(id),
  notable_person: (repos, id) => repos.notablePeople.find(id),
  place: (repos, id) => repos.places.find(id),
  diwan: (repos) => repos.diwan.get(),
  site_settings: (repos) => repos.siteSettings.get(),
  history_entry: (repos, id) => repos.history.findEntry(id),
  history_block: (repos, id) => repos.history.findBlock(id),
  history_page: (repos) => repos.history.page(),
  suggestion: (repos, id) => repos.memberSuggestions.find(id),
  // The batch's file and counts; the members themselves are the batch's, undone as one.
  import_batch: (repos, id) => repos.importBatches.find(id),
};

const singletons = new Set<AuditRecordType>(['diwan', 'site_settings', 'history_page']);

function queryId(request: FastifyRequest): number | null {
  const id = (request.query as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

function actionOf(request: FastifyRequest, declared: AuditDeclaration, id: number | null): AuditAction {
  if (declared.action) return declared.action;
  if (request.method === 'DELETE') return 'delete';
  return declared.id === 'created' || (id === null && !singletons.has(declared.type)) ? 'create' : 'update';
}

const isWrite = (method: string, config: { writesContent?: boolean } | undefined) =>
  method !== 'GET' && method !== 'HEAD' ? true : config?.writesContent === true;

export function auditScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { audit?: unknown; writesContent?: boolean } | undefined;
    if (methods.some((method) => isWrite(method, config)) && !config?.audit) {
      throw new Error(`${String(route.method)} ${route.url} declares no config.audit (decision 025)`);
    }
  });

  scope.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config.audit;
    if (!declared || declared === 'self' || declared.id === 'created') return;
    const load = auditLoaders[declared.type];
    const id = queryId(request);
    if (load && (id !== null || singletons.has(declared.type))) {
      request.auditBefore = (await load(scope.repos, id ?? 0)) ?? null;
    }
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config.audit;
    if (!declared || declared === 'self' || reply.statusCode >= 300 || !request.admin) return payload;
    // An import's preview changes nothing.
    if ((request.query as { dry_run?: unknown } | undefined)?.dry_run === true) return payload;
    let id = queryId(request);
    if (declared.id === 'created' && typeof payload === 'string') {
      // A new record answers its id in `data`; an import answers its batch's.
      const answer = JSON.parse(payload) as { data?: { id?: unknown }; batch_id?: unknown };
      const created = answer.data?.id ?? answer.batch_id;
      id = typeof created === 'number' ? created : Number(created) || null;
    }
    const load = auditLoaders[declared.type];
    const action = actionOf(request, declared, id);
    const after =
      load && action !== 'delete' && (id !== null || singletons.has(declared.type))
        ? ((await load(scope.repos, id ?? 0)) ?? null)
        : null;
    await scope.repos.audit.append({
      userId: request.admin.userId,
      username: request.admin.username,
      action,
      recordType: declared.type,
      recordId: id,
      summary: `${request.method} ${request.routeOptions.url ?? request.url}`,
      before: request.auditBefore,
      after,
      ip: request.ip,
    });
    return payload;
  });
}

/**
 * An entry of a route that logs in its own way (`audit: 'self'`): by the keeper signed in (or
 * `by`, the account as stored), from the request's address.
 */
export function appendOwnEntry(
  request: FastifyRequest,
  entry: Omit<AuditEntryInput, 'userId' | 'username' | 'ip'>,
  by: { userId: number; username: string } = request.admin!,
): Promise<void> {
  return request.server.repos.audit.append({
    userId: by.userId,
    username: by.username,
    ...entry,
    ip: request.ip,
  });
}
