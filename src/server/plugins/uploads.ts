import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { MAX_IMAGE_EDGE } from '#shared/format/responsive-image.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../lib/data-directories';
import { HttpError } from '../lib/http-error';
import { authenticate } from './auth';
import { nowIso } from '../lib/clock';
import { relativeSeesPhotoFile } from '../lib/family-reading';
import { cachedUntilContentChanges } from '../lib/generation-cache';
import { uploadFilesOf } from '../lib/orphaned-uploads';
import { encodeResponsiveImage, type EncodedImageFile, type ImagePixels } from '../lib/responsive-images';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
// A pixel bomb is refused from its header, before any decoding (about a 7,000 × 7,000 image).
const MAX_INPUT_PIXELS = 50_000_000;

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** The bytes decide, not the file name or the client's content type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const UPLOADS_PREFIX = '/uploads/';

/** The uploads folder's file a request names, or null when it names none. */
function requestedFile(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  try {
    return decodeURIComponent(url.slice(UPLOADS_PREFIX.length).split(/[?#]/, 1)[0] ?? '');
  } catch {
    return null;
  }
}

/** Whether the request carries a live keeper's session (any role: they all read the members). */
async function fromKeeper(request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await authenticate(request, request.server.repos.admins);
    return true;
  } catch {
    return false;
  }
}

// Member photos (decision 015): a photo follows its member's privacy, so it is served with
// revalidation, never for a year, and a withheld one answers 404 to the public as if absent.
// Revalidation is what lets a privacy change reach a browser or a proxy that kept the file: its
// next look asks again, and is told it is gone. Only the keepers' own requests get it, and a
// signed-in relative's for a member he sees in full (decision 049), kept by no cache.
const MEMBER_PHOTO_CACHE = 'public, no-cache';
const KEEPER_ONLY_CACHE = 'private, no-store';

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await fs.mkdir(app.config.uploadsDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
  });
  const cacheControlOf = new WeakMap<FastifyRequest, string>();
  // A source's image (decision 060) follows its source as a photo its member: revalidated, and a
  // 404 to all but the keepers while no public source shows it.
  const sourceImageFiles = cachedUntilContentChanges(app, async () => {
    const { withheld, shown } = await app.repos.sources.images();
    const shownFiles = uploadFilesOf(shown);
    const withheldFiles = [...uploadFilesOf(withheld)].filter((file) => !shownFiles.has(file));
    return { all: new Set([...shownFiles, ...withheldFiles]), withheld: new Set(withheldFiles) };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const file = requestedFile(request.url);
    if (file === null) return;
    const sourceFiles = await sourceImageFiles();
    if (sourceFiles.all.has(file)) {
      if (!sourceFiles.withheld.has(file)) {
        cacheControlOf.set(request, MEMBER_PHOTO_CACHE);
        return;
      }
      if (await fromKeeper(request)) {
        cacheControlOf.set(request, KEEPER_ONLY_CACHE);
        return;
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.callNotFound();
    }
    const { photoFiles } = await app.publicFamily();
    if (!photoFiles.all.has(file)) return;
    if (!photoFiles.withheld.has(file)) {
      cacheControlOf.set(request, MEMBER_PHOTO_CACHE);
      return;
    }
    // A keeper sees every photo; a signed-in relative those of the members he sees in full.
    if ((await fromKeeper(request)) || (await relativeSeesPhotoFile(app, request, file))) {
      cacheControlOf.set(request, KEEPER_ONLY_CACHE);
      return;
    }
    // As a missing file answers, so the answer does not tell that the photo exists.
    reply.header('Cache-Control', 'no-cache');
    return reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    // File names are random and never reused, so a cached copy is always right, member photos
    // aside (above).
    immutable: true,
    maxAge: '365d',
    setHeaders(reply) {
      const cacheControl = cacheControlOf.get(reply.request);
      if (cacheControl) reply.header('Cache-Control', cacheControl);
    },
  });
}

/** Decodes the upload once: upright, within MAX_IMAGE_EDGE, 8-bit sRGB, no metadata kept. */
async function decodeUpload(bytes: Buffer): Promise<ImagePixels> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw new HttpError(
      tooBig ? 413 : 415,
      tooBig ? serverMessages.errors.imageTooManyPixels : serverMessages.errors.imageInvalid,
    );
  }
}

/** Removes an upload's files, whichever of them exist. */
async function removeAll(dir: string, files: readonly EncodedImageFile[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(path.join(dir, file.fileName), { force: true })));
}

/**
 * Writes every file or none: a failure part-way (a full disk) removes what was written, the file
 * that failed half-written included (its name is new and random, so it can be no one else's).
 */
async function writeAll(dir: string, files: readonly EncodedImageFile[]): Promise<void> {
  const results = await Promise.allSettled(
    files.map((file) =>
      fs.writeFile(path.join(dir, file.fileName), file.data, { flag: 'wx', mode: PRIVATE_FILE_MODE }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return;
  await removeAll(dir, files);
  throw failure.reason;
}

/**
 * Reads the `image` field, re-encodes it (auto-rotated, metadata such as GPS dropped) and stores
 * it with its smaller copies in WebP and AVIF (decision 010). The answer names the WebP original;
 * its name tells the pages which copies exist.
 */
export async function receiveImage(request: FastifyRequest): Promise<{ imageUrl: string }> {
  const { config, repos } = request.server;
  const file = await request.file();
  if (!file || file.fieldname !== 'image') throw new HttpError(400, serverMessages.errors.imageRequired);
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new HttpError(413, serverMessages.errors.fileTooLarge);
  if (!sniffImage(bytes)) throw new HttpError(415, serverMessages.errors.unsupportedMedia);

  const pixels = await decodeUpload(bytes);
  const files = await encodeResponsiveImage(randomUUID(), pixels);
  await writeAll(config.uploadsDir, files);
  const original = files[0]!;
  try {
    await repos.images.record({
      file_name: original.fileName,
      width: pixels.width,
      height: pixels.height,
      // Everything this upload occupies on disk, its copies included.
      bytes: files.reduce((total, stored) => total + stored.data.length, 0),
      created_at: nowIso(),
    });
  } catch (error) {
    // Unrecorded files would be nobody's (a full database, a lock): the upload did not happen.
    await removeAll(config.uploadsDir, files);
    throw error;
  }
  return { imageUrl: `/uploads/${original.fileName}` };
}
