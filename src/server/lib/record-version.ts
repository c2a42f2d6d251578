import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflictMessages } from '#shared/messages/conflicts.ts';
import { HttpError } from './http-error';

/**
 * No lost updates (decision 026). Every editable record has a version the server
 * raises with each update. A client names the version it started from, in `If-Match` (the ETag an
 * item GET sent) or in the body's `version`; an older one is refused with 409 and the record as it
 * is now. A client that names none (an older one) keeps last-write-wins.
 */
export class StaleVersion extends Error {
  constructor() {
    super('stale version');
  }
}

/** `"member-12-v3"`: strong, and saying which record it is, so a copy cannot be mistaken for another. */
export const versionTag = (type: string, id: number, version: number) => `"${type}-${id}-v${version}"`;

export function setVersionTag(reply: FastifyReply, type: string, id: number, version: number): void {
  reply.header('etag', versionTag(type, id, version));
}

/** The version the client started from: If-Match's, else the body's; undefined when it sent none. */
export function expectedVersion(
  request: FastifyRequest,
  bodyVersion: number | undefined,
): number | undefined {
  const ifMatch = request.headers['if-match'];
  if (typeof ifMatch === 'string') {
    const match = /-v(\d+)"\s*$/.exec(ifMatch);
    if (match) return Number(match[1]);
  }
  return bodyVersion;
}

/** 409: the record changed since the client read it; here it is as it is now. */
export const staleVersionError = (current: unknown) =>
  new HttpError(409, conflictMessages.stale, undefined, undefined, { current });

/**
 * Every versioned update route goes through this: `write` gets the version the client started
 * from (If-Match, else the body's `version`, else undefined) and does the compare-and-set
 * (repositories/versioned-write.ts); a stale one becomes the 409 with `current()`, the record as
 * the admin's GET presents it now.
 */
export async function versionedUpdate<T>(
  request: FastifyRequest,
  bodyVersion: number | undefined,
  write: (expected: number | undefined) => Promise<T>,
  current: () => Promise<unknown>,
): Promise<T> {
  try {
    return await write(expectedVersion(request, bodyVersion));
  } catch (error) {
    if (error instanceof StaleVersion) throw staleVersionError((await current()) ?? null);
    throw error;
  }
}
