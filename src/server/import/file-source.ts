import { importMessages } from '#shared/messages/import.ts';
import { UnreadableFileError } from './family-data';

/**
 * A file to read: all its bytes, or its pieces as they arrive (an upload streamed to the import
 * worker, decision 036), so a reader can refuse a file before the rest of it is read.
 */
export type FileSource = Uint8Array | AsyncIterable<Uint8Array>;

export interface ReadLimits {
  /** More people than this and the file is refused (tooManyMembers) as soon as the count passes it. */
  maxPeople: number;
}

export const noReadLimits: ReadLimits = { maxPeople: Number.POSITIVE_INFINITY };

export const tooManyPeople = (limits: ReadLimits) =>
  new UnreadableFileError(importMessages.tooManyMembers(limits.maxPeople));

/**
 * The file's pieces in order, the first one at least `headLength` bytes long (unless the file is
 * shorter): what a reader needs to see at once to tell the encoding from the first bytes. Nothing
 * is yielded for an empty file.
 */
export async function* piecesOf(source: FileSource, headLength = 0): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    if (source.length > 0) yield source;
    return;
  }
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let started = false;
  for await (const piece of source) {
    if (piece.length === 0) continue;
    if (started) {
      yield piece;
      continue;
    }
    head.push(piece);
    headBytes += piece.length;
    if (headBytes >= headLength) {
      started = true;
      yield concatenate(head, headBytes);
      head.length = 0;
    }
  }
  if (!started && headBytes > 0) yield concatenate(head, headBytes);
}

export function concatenate(pieces: readonly Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.length;
  }
  return whole;
}
