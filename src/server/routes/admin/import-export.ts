import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { api } from '#shared/api-paths.ts';
import { importMessages as m } from '#shared/messages/import.ts';
import {
  importBatchesResponseSchema,
  importResponseSchema,
  type ImportFormat,
} from '#shared/schemas/import.ts';
import { gedcomExportQuerySchema, importQuerySchema } from '#shared/schemas/import-input.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { successMessageResponseSchema } from '#shared/schemas/responses.ts';
import { familyCsvTemplate, writeFamilyCsv } from '#server/import/csv/write-family-csv.ts';
import { familyDataFromRows } from '#server/import/family-data-from-rows.ts';
import { UnreadableFileError } from '#server/import/family-data.ts';
import { writeGedcom } from '#server/import/gedcom/write-gedcom.ts';
import { MAX_IMPORT_MEGABYTES, type ImportLimits } from '#server/import/import-limits.ts';
import type { ImportReading } from '#server/import/read-import.ts';
import { ImportOutOfMemoryError, ReadInWorker } from '#server/import/read-in-worker.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { OneAtATime } from '#server/lib/one-at-a-time.ts';

/** A file download: its bytes, not JSON (the contract still names it, decision 007). */
const downloadSchema = z.unknown();

function sendDownload(reply: FastifyReply, body: string | Uint8Array, type: string, fileName: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(body));
}

const today = () => new Date().toISOString().slice(0, 10);

/** The upload streamed to the import worker as it arrives: its reading, or the refusal as an HttpError. */
async function readUpload(
  limits: ImportLimits,
  format: ImportFormat,
  file: MultipartFile,
  dryRun: boolean,
): Promise<ImportReading> {
  const tooLarge = new HttpError(413, m.fileTooLarge(MAX_IMPORT_MEGABYTES));
  const reading = new ReadInWorker(format, { dryRun, limits });
  try {
    for await (const piece of file.file as AsyncIterable<Buffer>) reading.write(piece);
    // Multipart ends the file where the limit is crossed and flags it.
    if (file.file.truncated) throw tooLarge;
    if (reading.bytes === 0) throw new HttpError(400, m.emptyFile);
    return await reading.end();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    if (error instanceof UnreadableFileError) throw new HttpError(422, error.message);
    if (error instanceof ImportOutOfMemoryError) throw new HttpError(413, m.tooMuchToRead);
    throw error;
  } finally {
    await reading.stop();
  }
}

/**
 * An import of the whole family (decision 012), GEDCOM or a spreadsheet, read into one shape
 * (family-data.ts), planned under the link rules and written in one transaction; the batches, each
 * undone as one while nothing touched it.
 */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { importBatches } = app.repos;

  // Decision 036: one import at a time, each read in a worker of its own; the next one waits.
  const oneImportAtATime = new OneAtATime();

  async function importFile(format: ImportFormat, request: FastifyRequest, dryRun: boolean) {
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_MEGABYTES * 1024 * 1024, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new HttpError(400, m.fileRequired);
    const { summary, plan } = await readUpload(app.importLimits, format, file, dryRun);
    if (dryRun || !plan) {
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
        return oneImportAtATime.run(() => importFile(format, request, request.query.dry_run));
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
};

/** The whole family as a GEDCOM file or a spreadsheet, and the spreadsheet's empty template. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { familyMembers, places, sources } = app.repos;
  /**
   * Every member, marriage, event and place, in the writers' shape; with the sources and citations
   * for GEDCOM, which has records for them (the spreadsheet has no column).
   */
  const storedFamily = async (withSources = false) => {
    const [rows, marriages, events, placeRows, sourcing] = await Promise.all([
      familyMembers.list(),
      familyMembers.listMarriages(),
      familyMembers.listEvents(),
      places.list(),
      withSources ? sources.everything() : undefined,
    ]);
    return familyDataFromRows(rows, marriages, { events, places: placeRows }, sourcing);
  };

  app.get(
    api.admin.export.gedcom,
    {
      config: { access: 'editor' },
      schema: { querystring: gedcomExportQuerySchema, response: { 200: downloadSchema } },
    },
    async (request, reply) => {
      const { version } = request.query;
      const text = writeGedcom(await storedFamily(true), { sourceName: 'Nasab', now: new Date(), version });
      // 7.0's file is named so, beside a 5.5.1 export of the same day.
      const name = version === '7.0' ? `family-${today()}-gedcom7.ged` : `family-${today()}.ged`;
      return sendDownload(reply, text, 'text/vnd.familysearch.gedcom; charset=utf-8', name);
    },
  );

  app.get(
    api.admin.export.csv,
    { config: { access: 'editor' }, schema: { response: { 200: downloadSchema } } },
    async (_request, reply) => {
      const bytes = writeFamilyCsv(await storedFamily());
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

/**
 * Import and export of the whole family. Guarded like every admin route (registered inside the
 * admin scope).
 */
export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importRoutes);
  await app.register(exportRoutes);
};
