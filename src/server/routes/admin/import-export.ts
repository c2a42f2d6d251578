import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { api } from '../../../shared/api-paths';
import { importMessages as m } from '../../../shared/messages/import';
import {
  importBatchesResponseSchema,
  importResponseSchema,
  type ImportFormat,
} from '../../../shared/schemas/import';
import { importQuerySchema } from '../../../shared/schemas/import-input';
import { idQuerySchema } from '../../../shared/schemas/input';
import { successMessageResponseSchema } from '../../../shared/schemas/responses';
import { readFamilyCsv } from '../../import/csv/read-family-csv';
import { familyCsvTemplate, writeFamilyCsv } from '../../import/csv/write-family-csv';
import { familyDataFromRows } from '../../import/family-data-from-rows';
import { UnreadableFileError, type FamilyData } from '../../import/family-data';
import { readGedcom } from '../../import/gedcom/read-gedcom';
import { writeGedcom } from '../../import/gedcom/write-gedcom';
import { planImport, type ImportPlan } from '../../import/plan-import';
import { HttpError, notFound } from '../../lib/http-error';

/** Bigger than any family's file (royal92.ged, 3,010 people, is 0.5 MB); smaller than harm. */
export const MAX_IMPORT_MEGABYTES = 20;
/** More people than this in one file is not a family: refused before anything is planned. */
const MAX_IMPORT_MEMBERS = 50_000;
/** The answer lists this many warnings, then says how many more there were. */
const MAX_WARNINGS = 100;
const PREVIEW_ROWS = 10;

/** A file download: its bytes, not JSON (the contract still names it, decision 007). */
const downloadSchema = z.unknown();

const readers: Record<ImportFormat, (bytes: Uint8Array) => FamilyData> = {
  gedcom: readGedcom,
  csv: readFamilyCsv,
};

function summarise(plan: ImportPlan) {
  const names = new Map(plan.members.map((member) => [member.key, member.values.name]));
  const spouses = new Map<string, string[]>();
  for (const marriage of plan.marriages) {
    spouses.set(marriage.husbandKey, [
      ...(spouses.get(marriage.husbandKey) ?? []),
      names.get(marriage.wifeKey) ?? '',
    ]);
    spouses.set(marriage.wifeKey, [
      ...(spouses.get(marriage.wifeKey) ?? []),
      names.get(marriage.husbandKey) ?? '',
    ]);
  }
  const extra = plan.warnings.length - MAX_WARNINGS;
  return {
    members: plan.members.length,
    marriages: plan.marriages.length,
    skipped: plan.skipped,
    warnings: [
      ...plan.warnings.slice(0, MAX_WARNINGS),
      ...(extra > 0 ? [{ message: m.moreWarnings(extra) }] : []),
    ],
    preview: plan.members.slice(0, PREVIEW_ROWS).map((member) => ({
      name: member.values.name,
      gender: member.values.gender,
      birth: member.values.birth,
      death: member.values.death,
      generation: member.values.generation,
      father: member.fatherKey ? (names.get(member.fatherKey) ?? '') : '',
      mother: member.motherKey ? (names.get(member.motherKey) ?? '') : '',
      spouses: spouses.get(member.key) ?? [],
    })),
  };
}

function sendDownload(reply: FastifyReply, body: string | Uint8Array, type: string, fileName: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(body));
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Import and export of the whole family (issue #9): GEDCOM and a spreadsheet, each read into one
 * shape (family-data.ts), planned under the link rules and written in one transaction. Guarded
 * like every admin route (registered inside the admin scope).
 */
export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { familyMembers, importBatches } = app.repos;

  async function importFile(format: ImportFormat, request: FastifyRequest, dryRun: boolean) {
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_MEGABYTES * 1024 * 1024, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new HttpError(400, m.fileRequired);
    const tooLarge = new HttpError(413, m.fileTooLarge(MAX_IMPORT_MEGABYTES));
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      // Multipart throws when the limit is crossed while reading, or flags the file when it ends there.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
      throw error;
    }
    if (file.file.truncated) throw tooLarge;
    if (bytes.length === 0) throw new HttpError(400, m.emptyFile);
    let data: FamilyData;
    try {
      data = readers[format](bytes);
    } catch (error) {
      if (error instanceof UnreadableFileError) throw new HttpError(422, error.message);
      throw error;
    }
    if (data.people.length > MAX_IMPORT_MEMBERS)
      throw new HttpError(422, m.tooManyMembers(MAX_IMPORT_MEMBERS));
    const plan = planImport(data);
    if (plan.members.length === 0) throw new HttpError(422, m.nothingToImport);
    const summary = summarise(plan);
    if (dryRun) {
      return { success: true as const, message: '', dry_run: true, summary, batch_id: null };
    }
    const applied = await importBatches.apply(plan, { format, fileName: file.filename.slice(0, 200) });
    request.log.info({ batch: applied.batchId, members: applied.members, format }, 'family imported');
    return {
      success: true as const,
      message: m.imported(applied.members, applied.marriages),
      dry_run: false,
      summary,
      batch_id: applied.batchId,
    };
  }

  for (const format of ['gedcom', 'csv'] as const) {
    app.post(
      api.admin.import[format],
      {
        config: { access: 'editor', audit: { type: 'import_batch', id: 'created', action: 'import' } },
        schema: { querystring: importQuerySchema, response: { 200: importResponseSchema } },
      },
      async (request) => {
        return importFile(format, request, request.query.dry_run);
      },
    );
  }

  app.get(
    api.admin.import.batches,
    { config: { access: 'keeper' }, schema: { response: { 200: importBatchesResponseSchema } } },
    async () => ({
      success: true as const,
      batches: await importBatches.list(),
    }),
  );

  app.post(
    api.admin.import.undo,
    {
      config: { access: 'editor', audit: { type: 'import_batch', id: 'query', action: 'delete' } },
      schema: { querystring: idQuerySchema, response: { 200: successMessageResponseSchema } },
    },
    async (request) => {
      const result = await importBatches.undo(request.query.id);
      if (result === 'not-found') throw notFound(m.batchNotFound);
      if (result === 'already-undone') throw new HttpError(409, m.batchAlreadyUndone);
      if (result === 'edited') throw new HttpError(409, m.batchEdited);
      return { success: true as const, message: m.batchUndone };
    },
  );

  app.get(
    api.admin.export.gedcom,
    { config: { access: 'editor' }, schema: { response: { 200: downloadSchema } } },
    async (_request, reply) => {
      const [rows, marriages] = await Promise.all([familyMembers.list(), familyMembers.listMarriages()]);
      const text = writeGedcom(familyDataFromRows(rows, marriages), { sourceName: 'Nasab', now: new Date() });
      return sendDownload(
        reply,
        text,
        'text/vnd.familysearch.gedcom; charset=utf-8',
        `family-${today()}.ged`,
      );
    },
  );

  app.get(
    api.admin.export.csv,
    { config: { access: 'editor' }, schema: { response: { 200: downloadSchema } } },
    async (_request, reply) => {
      const [rows, marriages] = await Promise.all([familyMembers.list(), familyMembers.listMarriages()]);
      const bytes = writeFamilyCsv(familyDataFromRows(rows, marriages));
      return sendDownload(reply, bytes, 'text/csv; charset=utf-8', `family-${today()}.csv`);
    },
  );

  app.get(
    api.admin.export.csvTemplate,
    { config: { access: 'editor' }, schema: { response: { 200: downloadSchema } } },
    async (_request, reply) =>
      sendDownload(reply, familyCsvTemplate(), 'text/csv; charset=utf-8', 'family-template.csv'),
  );
};
