import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type OutputInfo } from 'sharp';
import { serverMessages } from '../../shared/messages/server';
import { HttpError } from '../lib/http-error';
import { nowIso } from '../lib/clock';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
// A pixel bomb is refused from its header, before any decoding (about a 7,000 × 7,000 image).
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_EDGE = 2000;

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

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await fs.mkdir(app.config.uploadsDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
  });
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // File names are random and never reused, so a cached copy is always right.
    immutable: true,
    maxAge: '365d',
  });
}

/** Reads the `image` field, re-encodes it (auto-rotated, metadata such as GPS dropped) and stores it. */
export async function receiveImage(request: FastifyRequest): Promise<{ imageUrl: string }> {
  const { config, repos } = request.server;
  const file = await request.file();
  if (!file || file.fieldname !== 'image') throw new HttpError(400, serverMessages.errors.imageRequired);
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw new HttpError(413, serverMessages.errors.fileTooLarge);
  if (!sniffImage(bytes)) throw new HttpError(415, serverMessages.errors.unsupportedMedia);

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw new HttpError(
      tooBig ? 413 : 415,
      tooBig ? serverMessages.errors.imageTooManyPixels : serverMessages.errors.imageInvalid,
    );
  }

  const fileName = `${randomUUID()}.webp`;
  await fs.writeFile(path.join(config.uploadsDir, fileName), output.data, { flag: 'wx' });
  await repos.images.record({
    file_name: fileName,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.length,
    created_at: nowIso(),
  });
  return { imageUrl: `/uploads/${fileName}` };
}
