import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { api } from '#shared/api-paths.ts';
import { backupMessages as m } from '#shared/messages/backup.ts';
import { backupRestoreQuerySchema } from '#shared/schemas/backup-input.ts';
import { backupRestoreResponseSchema, backupStatusResponseSchema } from '#shared/schemas/backup.ts';
import { backupFileName, listBackups, workName, type StoredBackup } from '#server/backup/backup-files.ts';
import { readLastFailure } from '#server/backup/backup-schedule.ts';
import { createBackup } from '#server/backup/create-backup.ts';
import { InvalidBackupError } from '#server/backup/read-backup.ts';
import { restoreInPlace } from '#server/backup/restore-backup.ts';
import { UnloadableDumpError } from '#server/db/logical-load.ts';
import type { Database } from '#server/db/schema.ts';
import type { AppConfig } from '#server/config.ts';
import { now } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { hashToken } from '#server/plugins/auth.ts';
import { adminRepository } from '#server/repositories/admin-repository.ts';

/** Larger archives are restored on the server with `npm run restore` (README). */
export const MAX_RESTORE_GIGABYTES = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The dashboard warns when the last archive is older than this (a missed day or two of the schedule). */
const STALE_DAYS = { daily: 2, off: 7 };

/** A file download: its bytes, not JSON (the contract still names it, decision 007). */
const downloadSchema = z.unknown();

const presentBackup = (backup: StoredBackup) => ({
  name: backup.name,
  kind: backup.kind,
  createdAt: backup.createdAt.toISOString(),
  bytes: backup.bytes,
});

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The bearer token of this request (the guard has already accepted it). */
const tokenOf = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

/** The schedule, the last archive and whether the dashboard should warn about it. */
async function backupStatus(backup: AppConfig['backup']) {
  const [backups, lastFailure] = await Promise.all([listBackups(backup.dir), readLastFailure(backup.dir)]);
  const last = backups[0] ?? null;
  const ageDays = last ? Math.floor((now().getTime() - last.createdAt.getTime()) / DAY_MS) : null;
  const staleAfter = backup.daily ? STALE_DAYS.daily : STALE_DAYS.off;
  const failedSinceLast =
    lastFailure !== null && (!last || Date.parse(lastFailure.at) > last.createdAt.getTime());
  const minutes = backup.timeOfDayMinutes;
  return {
    success: true as const,
    schedule: {
      daily: backup.daily,
      time: `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`,
      keepDaily: backup.keepDaily,
      keepWeekly: backup.keepWeekly,
    },
    last: last && presentBackup(last),
    lastFailure: failedSinceLast ? lastFailure : null,
    warning: failedSinceLast
      ? ('failed' as const)
      : last === null
        ? ('never' as const)
        : ageDays !== null && ageDays >= staleAfter
          ? ('old' as const)
          : ('none' as const),
    ageDays,
    backups: backups.slice(0, 30).map(presentBackup),
  };
}

/**
 * The owner who restores stays signed in, if the backup has the same owner account: the
 * session is written into the restored accounts inside the restore's transaction.
 */
async function keepingTheOwnerSignedIn(app: FastifyInstance, request: FastifyRequest) {
  const session = await app.repos.admins.findSessionByTokenHash(hashToken(tokenOf(request)));
  const owner = request.admin!;
  const outcome = {
    signedIn: false,
    afterLoad: async (trx: Transaction<Database>) => {
      const restored = adminRepository(trx);
      const user = await restored.findUser(owner.userId);
      if (!session || !user || user.username !== owner.username) return;
      if (user.role !== 'owner' || user.disabled_at !== null) return;
      await restored.createSession(user.id, session.token_hash, session.expires_at);
      outcome.signedIn = true;
    },
  };
  return outcome;
}

/**
 * «النسخ الاحتياطي» (decision 029), owners only: the schedule's status, a fresh
 * archive of the whole site streamed as a download, and a restore from an uploaded archive.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const site = { database: app.database, dataDir: config.dataDir, uploadsDir: config.uploadsDir };

  app.get(
    api.admin.backup.status,
    { config: { access: 'owner' }, schema: { response: { 200: backupStatusResponseSchema } } },
    async () => backupStatus(config.backup),
  );

  app.post(
    api.admin.backup.download,
    {
      config: { access: 'owner', audit: { type: 'backup', action: 'create' } },
      schema: { response: { 200: downloadSchema } },
    },
    async (request, reply) => {
      // Made aside and deleted once sent: the download is the owner's copy, not the server's.
      const file = path.join(config.dataDir, workName('download', '.tar.gz'));
      const created = await app.backups.exclusive(() =>
        createBackup(site, { folder: config.backup.dir, outFile: file }),
      );
      const stream = createReadStream(file);
      stream.on('close', () => void fs.rm(file, { force: true }));
      request.log.info({ bytes: created.bytes }, 'backup downloaded');
      return (
        reply
          .header('Content-Type', 'application/gzip')
          .header(
            'Content-Disposition',
            `attachment; filename="${backupFileName('backup', new Date(created.manifest.createdAt))}"`,
          )
          .header('Content-Length', created.bytes)
          // A one-off transfer: the connection is not kept for another request (a streamed answer
          // otherwise kept the socket busy, and the server's close waiting for it).
          .header('Connection', 'close')
          .send(stream)
      );
    },
  );

  app.post(
    api.admin.backup.restore,
    {
      config: { access: 'owner', audit: { type: 'backup', action: 'restore' } },
      schema: { querystring: backupRestoreQuerySchema, response: { 200: backupRestoreResponseSchema } },
    },
    async (request) => {
      const upload = path.join(config.dataDir, workName('upload', '.tar.gz'));
      try {
        await receiveArchive(request, upload);
        const keepSignedIn = await keepingTheOwnerSignedIn(app, request);
        const result = await app.backups
          .exclusive(() =>
            restoreInPlace(site, upload, {
              backupsFolder: config.backup.dir,
              afterLoad: keepSignedIn.afterLoad,
            }),
          )
          .catch((error: unknown) => {
            if (error instanceof InvalidBackupError) throw new HttpError(422, m.errors[error.problem]);
            if (error instanceof UnloadableDumpError) throw new HttpError(422, m.errors.damaged);
            throw error;
          });
        // Every cached page and value was built from the site that is gone (here and elsewhere).
        app.publicCache.invalidate();
        request.log.info({ createdAt: result.manifest.createdAt }, 'backup restored');
        const createdAt = result.manifest.createdAt;
        return {
          success: true as const,
          message: keepSignedIn.signedIn ? m.restored(createdAt) : m.restoredSignIn,
          signedIn: keepSignedIn.signedIn,
          restored: {
            createdAt,
            rows: result.manifest.counts.rows,
            uploads: result.manifest.counts.uploads,
          },
          safetyBackup: result.safetyBackup && path.basename(result.safetyBackup),
        };
      } finally {
        await fs.rm(upload, { force: true });
      }
    },
  );
};

/** Streams the multipart field `archive` to `target` (never whole in memory), within the limit. */
async function receiveArchive(request: FastifyRequest, target: string): Promise<void> {
  const limit = MAX_RESTORE_GIGABYTES * 1024 * 1024 * 1024;
  const file = await request.file({ limits: { fileSize: limit, files: 1 } });
  if (!file || file.fieldname !== 'archive') throw new HttpError(400, m.errors.fileRequired);
  const tooLarge = new HttpError(413, m.errors.fileTooLarge(MAX_RESTORE_GIGABYTES));
  try {
    await pipeline(file.file, createWriteStream(target));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    throw error;
  }
  if (file.file.truncated) throw tooLarge;
}
