import { importGedcomMessages as m } from '#shared/messages/import-gedcom.ts';
import { UnreadableFileError, type ImportWarning } from '../family-data';

/** How the bytes were read: the name is for tests and logs, the warnings for the admin. */
export interface DecodedGedcom {
  text: string;
  encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ANSEL' | 'Windows-1252' | 'Windows-1256';
  warnings: ImportWarning[];
}

// ANSEL (ANSI Z39.47, the MARC-8 Latin set GEDCOM 5 names) above ASCII: spacing letters and signs.
// 0xBE/0xBF, 0xCD/0xCE and 0xCF are GEDCOM's own additions (empty and black box, the LDS
// midline e and o, which Unicode lacks, and eszett).
const ANSEL_SPACING: Record<number, number> = {
  0x8d: 0x200d, 0x8e: 0x200c,
  0xa1: 0x0141, 0xa2: 0x00d8, 0xa3: 0x0110, 0xa4: 0x00de, 0xa5: 0x00c6, 0xa6: 0x0152, 0xa7: 0x02b9,
  0xa8: 0x00b7, 0xa9: 0x266d, 0xaa: 0x00ae, 0xab: 0x00b1, 0xac: 0x01a0, 0xad: 0x01af, 0xae: 0x02bc,
  0xb0: 0x02bb, 0xb1: 0x0142, 0xb2: 0x00f8, 0xb3: 0x0111, 0xb4: 0x00fe, 0xb5: 0x00e6, 0xb6: 0x0153,
  0xb7: 0x02ba, 0xb8: 0x0131, 0xb9: 0x00a3, 0xba: 0x00f0, 0xbc: 0x01a1, 0xbd: 0x01b0, 0xbe: 0x25a1,
  0xbf: 0x25a0, 0xc0: 0x00b0, 0xc1: 0x2113, 0xc2: 0x2117, 0xc3: 0x00a9, 0xc4: 0x266f, 0xc5: 0x00bf,
  0xc6: 0x00a1, 0xc7: 0x00df, 0xc8: 0x20ac, 0xcd: 0x0065, 0xce: 0x006f, 0xcf: 0x00df,
}; // prettier-ignore

// Combining diacritics. ANSEL writes them BEFORE the letter they sit on; Unicode after it.
const ANSEL_COMBINING: Record<number, number> = {
  0xe0: 0x0309, 0xe1: 0x0300, 0xe2: 0x0301, 0xe3: 0x0302, 0xe4: 0x0303, 0xe5: 0x0304, 0xe6: 0x0306,
  0xe7: 0x0307, 0xe8: 0x0308, 0xe9: 0x030c, 0xea: 0x030a, 0xeb: 0xfe20, 0xec: 0xfe21, 0xed: 0x0315,
  0xee: 0x030b, 0xef: 0x0310, 0xf0: 0x0327, 0xf1: 0x0328, 0xf2: 0x0323, 0xf3: 0x0324, 0xf4: 0x0325,
  0xf5: 0x0333, 0xf6: 0x0332, 0xf7: 0x0326, 0xf8: 0x031c, 0xf9: 0x032e, 0xfa: 0xfe22, 0xfb: 0xfe23,
  0xfe: 0x0313,
}; // prettier-ignore

/** ANSEL → Unicode: each run of combining marks moves after its base letter, then NFC composes. */
export function decodeAnsel(bytes: Uint8Array): string {
  const parts: string[] = [];
  const units: number[] = [];
  const pending: number[] = [];
  const flush = () => {
    parts.push(String.fromCharCode(...units));
    units.length = 0;
  };
  for (const byte of bytes) {
    const mark = byte >= 0xe0 ? ANSEL_COMBINING[byte] : undefined;
    if (mark !== undefined) {
      pending.push(mark);
      continue;
    }
    units.push(byte < 0x80 ? byte : (ANSEL_SPACING[byte] ?? 0xfffd));
    if (pending.length > 0) {
      units.push(...pending);
      pending.length = 0;
    }
    if (units.length > 4096) flush();
  }
  units.push(...pending);
  flush();
  return parts.join('').normalize('NFC');
}

/** UTF-16 without a byte-order mark, told by the zero bytes of the first 200. */
export function isUtf16(bytes: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | null {
  // Without a byte-order mark, GEDCOM's ASCII lines ("0 HEAD") leave every other byte zero.
  const length = Math.min(bytes.length, 200) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros += 1;
    if (bytes[index + 1] === 0) oddZeros += 1;
  }
  const half = length / 2;
  if (oddZeros >= half * 0.6 && evenZeros === 0) return 'UTF-16LE';
  if (evenZeros >= half * 0.6 && oddZeros === 0) return 'UTF-16BE';
  return null;
}

/** The header's `1 CHAR` value, read from the bytes before their encoding is known (it is ASCII). */
function declaredCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024));
  const lines = head.split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    if (index > 0 && /^\s*0\s/.test(line)) break;
    const match = /^\s*1\s+CHAR(?:ACTER)?\s+(.+?)\s*$/i.exec(line);
    if (match) return (match[1] ?? '').toUpperCase();
  }
  return null;
}

function validUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Arabic written by old Windows programs is Windows-1256 whatever the header says ("ANSI"). In it,
 * Arabic letters are bytes 0xC1–0xFE in runs between spaces; in Windows-1252 those bytes are
 * accented Latin letters, nearly always next to plain ASCII letters.
 */
function looksLikeWindows1256(bytes: Uint8Array): boolean {
  let high = 0;
  let inArabicRuns = 0;
  const isAsciiLetter = (byte: number | undefined) =>
    byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    if (byte < 0xc1) continue;
    high += 1;
    if (!isAsciiLetter(bytes[index - 1]) && !isAsciiLetter(bytes[index + 1])) inArabicRuns += 1;
  }
  return high >= 8 && inArabicRuns / high > 0.9;
}

function singleByte(bytes: Uint8Array): Pick<DecodedGedcom, 'text' | 'encoding'> {
  return looksLikeWindows1256(bytes)
    ? { text: new TextDecoder('windows-1256').decode(bytes), encoding: 'Windows-1256' }
    : { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
}

function decode(bytes: Uint8Array): DecodedGedcom {
  const utf8 = (skip = 0): DecodedGedcom => ({
    text: new TextDecoder('utf-8').decode(bytes.subarray(skip)),
    encoding: 'UTF-8',
    warnings: [],
  });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return utf8(3);
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return {
      text: new TextDecoder('utf-16le').decode(bytes.subarray(2)),
      encoding: 'UTF-16LE',
      warnings: [],
    };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return {
      text: new TextDecoder('utf-16be').decode(bytes.subarray(2)),
      encoding: 'UTF-16BE',
      warnings: [],
    };
  const utf16 = isUtf16(bytes);
  if (utf16)
    return { text: new TextDecoder(utf16.toLowerCase()).decode(bytes), encoding: utf16, warnings: [] };

  const ascii = !bytes.some((byte) => byte >= 0x80);
  if (ascii) return utf8();
  const declared = declaredCharset(bytes);
  // Programs often keep the header of an older version while writing UTF-8: valid UTF-8 with
  // letters beyond ASCII is never an accident, so it wins over what the header says.
  if (validUtf8(bytes)) return utf8();
  const charset = (declared ?? '').replace(/[\s_-]/g, '');
  if (charset === 'ANSEL') return { text: decodeAnsel(bytes), encoding: 'ANSEL', warnings: [] };
  if (['WINDOWS1256', 'CP1256', 'ARABIC'].includes(charset))
    return { text: new TextDecoder('windows-1256').decode(bytes), encoding: 'Windows-1256', warnings: [] };
  if (
    ['ASCII', 'ANSI', 'WINDOWS', 'IBMWINDOWS', 'CP1252', 'WINDOWS1252', 'ISO88591', 'LATIN1'].includes(
      charset,
    )
  )
    return { ...singleByte(bytes), warnings: [] };
  const fallback = singleByte(bytes);
  const message =
    declared === null || ['UTF8', 'UNICODE'].includes(charset)
      ? m.invalidUtf8(declared ?? 'UTF-8')
      : m.unsupportedEncoding(declared);
  return { ...fallback, warnings: [{ message }] };
}

/**
 * The text of a GEDCOM file, whatever its encoding: a byte-order mark first (UTF-8, UTF-16), then
 * UTF-16's zero bytes, then the header's `1 CHAR` (ANSEL, ASCII, ANSI…); GEDCOM 7 is UTF-8 always.
 * Throws UnreadableFileError with an Arabic reason for what is no text at all.
 */
export function decodeGedcom(bytes: Uint8Array): DecodedGedcom {
  if (bytes.length === 0) throw new UnreadableFileError(m.emptyFile);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    throw new UnreadableFileError(m.zipFile);
  const decoded = decode(bytes);
  const text = decoded.text.startsWith('\ufeff') ? decoded.text.slice(1) : decoded.text;
  // A text file has no NUL and few control characters; a picture or a document has many.
  const sample = text.slice(0, 8192);
  let controls = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x1b) || code === 0xfffd)
      controls += 1;
  }
  if (text.includes('\u0000') || controls > sample.length * 0.01 + 2)
    throw new UnreadableFileError(m.binaryFile);
  return { ...decoded, text };
}
