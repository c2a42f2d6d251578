import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AuditRecordType } from '#shared/audit/audit-types.ts';
import type { AccessLevel } from '#shared/auth/roles.ts';
import { historyReorderInputSchema as orderInputSchema } from '#shared/schemas/history-input.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import {
  dataResponseSchema,
  savedResponseSchema,
  successMessageResponseSchema,
} from '#shared/schemas/responses.ts';
import { everythingAtOnce } from '#server/lib/content-change.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { setVersionTag, versionedUpdate } from '#server/lib/record-version.ts';
import { OrderMismatch } from '#server/repositories/ordered-records.ts';

/**
 * The one shape of an admin resource a keeper edits in a form: a list, one record, a create, a
 * versioned update, a delete and, for records kept in the admin's order, a reorder. Every route
 * is registered in the guarded admin scope, which checks its `access`, writes its audit entry
 * (decision 025) and makes the public cache forget what it showed (decision 011): a resource
 * declares what each of those needs, and no route of this shape is written by hand (decision 044).
 */

/** The JSON the admin reads and writes (zod/mini, the shared schemas' own flavour). */
type Schema = z.ZodMiniType;

/** A stored record the admin edits: its id, and its version for the compare-and-set (decision 026). */
interface VersionedRow {
  id: number;
  version: number;
}

/** What a resource's routes call: its repository, or the part of one that stores this record. */
export interface RecordStore<Row extends VersionedRow, Values> {
  /** Every record, as the list and a reorder's answer show them. */
  list(): Promise<Row[]>;
  find(id: number): Promise<Row | undefined>;
  create(values: Values): Promise<Row>;
  /** Undefined when the record is gone; a stale `expectedVersion` throws StaleVersion. */
  update(id: number, values: Values, expectedVersion?: number): Promise<Row | undefined>;
  /** False when the record was already gone. */
  delete(id: number): Promise<boolean>;
  /** Throws OrderMismatch when `ids` does not name every stored record once. */
  reorder?(ids: readonly number[]): Promise<void>;
}

export interface AdminResource<Row extends VersionedRow, Values extends { version?: number }> {
  /** What its audit entries name; the audit plugin's loader reads the record before and after. */
  auditType: AuditRecordType;
  /**
   * Who may read it and who may change it (decision 022); `create`, when given, who may add one
   * (a branch editor adds a place while editing his branch, but may not rename the family's).
   */
  access: { read: AccessLevel; write: AccessLevel; create?: AccessLevel };
  /**
   * Its paths; an update and a delete may share one (PUT and DELETE). Without `list` or `get`
   * the admin reads it some other way (the history page reads all its parts at once).
   */
  paths: {
    list?: string;
    get?: string;
    create: string;
    update: string;
    delete: string;
    /** Records kept in the admin's order: the whole list's ids in the new order. */
    reorder?: string;
  };
  /** The body of a create and an update. */
  input: z.ZodMiniType<Values>;
  /** One record as the admin reads it; the list, the saves and the reorder answer with it. */
  item: Schema;
  present(row: Row): unknown;
  store: RecordStore<Row, Values>;
  /** The ETag's name for one record (`"news-12-v3"`), sent by the item's GET. */
  versionTag?: string;
  messages: {
    created: string;
    updated: string;
    deleted: string;
    notFound: string;
    /** A reorder from a list that changed since (another tab): refused whole with 409. */
    reorderMismatch?: string;
  };
  /**
   * A refusal of the store's during a create, an update or a delete (a field that names something
   * gone, a record still in use), as the answer the admin sees; undefined for anything else, which
   * is thrown as it is.
   */
  refusal?(error: unknown): HttpError | undefined;
  /**
   * After a create or an update is stored, before the answer: what the save also does beyond the
   * record (a death notice's offer to record the death on the member, with its own audit entry;
   * waking the announcer of published occasions). The saved row is what it answers with.
   */
  afterSave?(request: FastifyRequest, row: Row, values: Values): Promise<Row>;
  /**
   * Its writes change no member and no marriage (its own table only), so the stored family kept
   * between edits is not read again after them (lib/family-source.ts). Left out: read again.
   */
  leavesMembers?: true;
}

const ok = true as const;
const byId = { querystring: idQuerySchema };
const idOf = (request: FastifyRequest) => (request.query as z.infer<typeof idQuerySchema>).id;

/**
 * A write's route options when the resource changes no member: the change it makes (applied once
 * the write succeeds, decision 032) is still everything at once, only the stored family is kept.
 */
function leavingMembers(leaves: true | undefined) {
  if (!leaves) return {};
  return {
    preHandler: async (request: FastifyRequest) => {
      request.publicChange = { ...everythingAtOnce, membersKept: true };
    },
  };
}

/** The list, a record, a create, an update, a delete and a reorder of one resource. */
export function registerAdminResource<Row extends VersionedRow, Values extends { version?: number }>(
  app: FastifyInstance,
  resource: AdminResource<Row, Values>,
): void {
  const { paths, access, auditType: type, messages: m, store, present } = resource;
  const missing = () => notFound(m.notFound);
  const read = { access: access.read };
  const write = (audit: object, level = access.write) => ({ access: level, audit: { type, ...audit } });
  const leaves = leavingMembers(resource.leavesMembers);

  async function refused<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      throw resource.refusal?.(error) ?? error;
    }
  }

  if (paths.list) {
    const response = { 200: dataResponseSchema(z.array(resource.item)) };
    app.get(paths.list, { config: read, schema: { response } }, async () => ({
      success: ok,
      data: (await store.list()).map(present),
    }));
  }

  if (paths.get) {
    const response = { 200: dataResponseSchema(resource.item) };
    app.get(paths.get, { config: read, schema: { ...byId, response } }, async (request, reply) => {
      const row = await store.find(idOf(request));
      if (!row) throw missing();
      if (resource.versionTag) setVersionTag(reply, resource.versionTag, row.id, row.version);
      return { success: ok, data: present(row) };
    });
  }

  const saved = savedResponseSchema(resource.item);
  app.post(
    paths.create,
    {
      config: write({ id: 'created' }, access.create ?? access.write),
      schema: { body: resource.input, response: { 201: saved } },
      ...leaves,
    },
    async (request, reply: FastifyReply) => {
      const values = request.body as Values;
      const created = await refused(() => store.create(values));
      const row = resource.afterSave ? await resource.afterSave(request, created, values) : created;
      return reply.status(201).send({ success: ok, message: m.created, data: present(row) });
    },
  );

  app.put(
    paths.update,
    {
      config: write({ id: 'query' }),
      schema: { ...byId, body: resource.input, response: { 200: saved } },
      ...leaves,
    },
    async (request) => {
      const id = idOf(request);
      const values = request.body as Values;
      const row = await versionedUpdate(
        request,
        values.version,
        (expected) => refused(() => store.update(id, values, expected)),
        async () => {
          const current = await store.find(id);
          return current && present(current);
        },
      );
      if (!row) throw missing();
      const saved = resource.afterSave ? await resource.afterSave(request, row, values) : row;
      return { success: ok, message: m.updated, data: present(saved) };
    },
  );

  app.delete(
    paths.delete,
    {
      config: write({ id: 'query' }),
      schema: { ...byId, response: { 200: successMessageResponseSchema } },
      ...leaves,
    },
    async (request) => {
      if (!(await refused(() => store.delete(idOf(request))))) throw missing();
      return { success: ok, message: m.deleted };
    },
  );

  if (paths.reorder) registerReorder(app, resource, paths.reorder);
}

function registerReorder<Row extends VersionedRow, Values extends { version?: number }>(
  app: FastifyInstance,
  { store, present, auditType, access, item, messages, leavesMembers }: AdminResource<Row, Values>,
  path: string,
): void {
  const reorder = store.reorder;
  if (!reorder || !messages.reorderMismatch) {
    throw new Error(`${path}: a reorder needs the store's reorder and its mismatch message`);
  }
  const mismatch = messages.reorderMismatch;
  app.post(
    path,
    {
      config: { access: access.write, audit: { type: auditType, action: 'update' } },
      schema: { body: orderInputSchema, response: { 200: savedResponseSchema(z.array(item)) } },
      ...leavingMembers(leavesMembers),
    },
    async (request) => {
      const { ids } = request.body as z.infer<typeof orderInputSchema>;
      await reorder(ids).catch((error: unknown) => {
        throw error instanceof OrderMismatch ? new HttpError(409, mismatch) : error;
      });
      return { success: ok, message: messages.updated, data: (await store.list()).map(present) };
    },
  );
}

/** A record of which the site has one (the diwan, the site's settings, the history page's texts). */
export interface AdminSingleton<Row extends { version: number }, Values extends { version?: number }> {
  auditType: AuditRecordType;
  access: { read: AccessLevel; write: AccessLevel };
  /** Without `get` the admin reads it some other way. */
  paths: { get?: string; save: string };
  input: z.ZodMiniType<Values>;
  item: Schema;
  /** Before its first save there is no row: the admin reads empty texts at version 0. */
  present(row: Row | undefined): unknown;
  store: {
    get(): Promise<Row | undefined>;
    /** An upsert; a stale `expectedVersion` throws StaleVersion. */
    save(values: Values, expectedVersion?: number): Promise<Row>;
  };
  /** The ETag's name (`"diwan-1-v3"`), sent by the GET. */
  versionTag?: string;
  messages: { saved: string };
  /** As a resource's: its save changes no member and no marriage. */
  leavesMembers?: true;
}

/** The GET and the versioned save of a singleton (its one row is id 1). */
export function registerAdminSingleton<Row extends { version: number }, Values extends { version?: number }>(
  app: FastifyInstance,
  {
    paths,
    access,
    auditType,
    input,
    item,
    present,
    store,
    versionTag,
    messages,
    leavesMembers,
  }: AdminSingleton<Row, Values>,
): void {
  if (paths.get) {
    app.get(
      paths.get,
      { config: { access: access.read }, schema: { response: { 200: dataResponseSchema(item) } } },
      async (_request, reply) => {
        const row = await store.get();
        if (versionTag) setVersionTag(reply, versionTag, 1, row?.version ?? 0);
        return { success: ok, data: present(row) };
      },
    );
  }
  app.post(
    paths.save,
    {
      config: { access: access.write, audit: { type: auditType } },
      schema: { body: input, response: { 200: savedResponseSchema(item) } },
      ...leavingMembers(leavesMembers),
    },
    async (request) => {
      const values = request.body as Values;
      const row = await versionedUpdate(
        request,
        values.version,
        (expected) => store.save(values, expected),
        async () => present(await store.get()),
      );
      return { success: ok, message: messages.saved, data: present(row) };
    },
  );
}
