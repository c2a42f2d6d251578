import type { FamilyData } from '../family-data';
import {
  concatenate,
  noReadLimits,
  piecesOf,
  tooManyPeople,
  type FileSource,
  type ReadLimits,
} from '../file-source';
import { isUtf16 } from './decode-gedcom';
import { GEDCOM_LINE } from './gedcom-records';
import { readGedcom } from './read-gedcom';

/**
 * Counts a GEDCOM file's person records (`0 @I1@ INDI`) piece by piece, before the file is whole.
 * The encoding is only known once every byte is seen (decode-gedcom.ts), but the lines that matter
 * are ASCII in every encoding GEDCOM uses but UTF-16, which the first bytes tell apart: so UTF-16 is
 * decoded as such and anything else byte for byte. Lines are read with the reader's own pattern, and
 * counting stops at `0 TRLR` as the reader does. A record that repeats an xref is counted though the
 * reader skips it: the count is never below the number of people read.
 */
export class GedcomPeopleCounter {
  people = 0;
  private decoder: TextDecoder | undefined;
  /** The last line of the pieces so far, which the next piece may continue. */
  private partial = '';
  private ended = false;

  /** The count after this piece; the first piece should hold the first 200 bytes (UTF-16's sign). */
  add(piece: Uint8Array): number {
    if (this.ended) return this.people;
    this.decoder ??= new TextDecoder(this.encodingOf(piece));
    const lines = (this.partial + this.decoder.decode(piece, { stream: true })).split(/\r\n|\r|\n/);
    this.partial = lines.pop() ?? '';
    for (const line of lines) if (!this.ended) this.count(line);
    return this.people;
  }

  /** The count once the file has ended. */
  finish(): number {
    if (!this.ended && this.decoder) this.count(this.partial + this.decoder.decode());
    this.partial = '';
    return this.people;
  }

  private encodingOf(head: Uint8Array): string {
    if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
    if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
    return isUtf16(head)?.toLowerCase() ?? 'latin1';
  }

  private count(line: string) {
    // Most lines are not records: a look at the level first.
    if (!/^\s*0/.test(line)) return;
    const match = GEDCOM_LINE.exec(line);
    if (!match || Number(match[1]) !== 0) return;
    const tag = (match[3] ?? '').toUpperCase();
    if (tag === 'TRLR') this.ended = true;
    else if (tag === 'INDI' && match[2]) this.people += 1;
  }
}

/**
 * A GEDCOM file read from its pieces as they arrive: counted on the way, refused as soon as it holds
 * more person records than `limits.maxPeople`, and read whole (readGedcom) once it has all arrived.
 */
export async function readGedcomFile(
  source: FileSource,
  limits: ReadLimits = noReadLimits,
): Promise<FamilyData> {
  const counter = new GedcomPeopleCounter();
  const pieces: Uint8Array[] = [];
  let length = 0;
  for await (const piece of piecesOf(source, 200)) {
    pieces.push(piece);
    length += piece.length;
    if (counter.add(piece) > limits.maxPeople) throw tooManyPeople(limits);
  }
  if (counter.finish() > limits.maxPeople) throw tooManyPeople(limits);
  const bytes = concatenate(pieces, length);
  // The pieces are let go before the reader makes its own copies of the text.
  pieces.length = 0;
  return readGedcom(bytes);
}
