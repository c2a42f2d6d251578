import { Worker } from 'node:worker_threads';
import {
  duplicateReasons,
  type DuplicateCandidate,
  type DuplicateMember,
  type DuplicateReason,
} from '#shared/family-tree/duplicates.ts';
import { MEMBERS_PER_STEP, type Steps } from '#shared/family-tree/steps.ts';
import { genders } from '#shared/schemas/family-member.ts';
import { workerEntry } from './worker-entry';
import { runYielding } from './yield-to-event-loop';

/**
 * What the search reads of the family, in columns: arrays of numbers are copied as one block of
 * memory (and handed over, not copied, here), where 50,000 objects took the server's thread
 * 25 ms to write out and the worker's as long to read back.
 */
export interface PackedMembers {
  /**
   * NUMBERS_PER_MEMBER per member: its id, its father's and its mother's (0 for none: ids start
   * at 1), its gender (0 for none, else its index in `genders` + 1) and how many spouses it has.
   */
  numbers: Int32Array<ArrayBuffer>;
  /** The spouses' ids, each member's in turn. */
  spouses: Int32Array<ArrayBuffer>;
  /** Name, birth and death, three per member. */
  texts: string[];
}

const NUMBERS_PER_MEMBER = 5;

/** Each pair as four numbers: the two ids, the score, and its reasons as bits (the reasons' order). */
export type PackedCandidates = Int32Array<ArrayBuffer>;

const NUMBERS_PER_CANDIDATE = 4;

/**
 * The worker's memory ceiling: `bench:scale`'s 50,000 members (57,840 pairs) are searched within
 * 128 MB of heap and not within 96; the rest is room for a family whose names repeat more.
 */
const WORKER_HEAP_MB = 512;

function* packMembers(members: readonly DuplicateMember[]): Steps<PackedMembers> {
  const numbers = new Int32Array(members.length * NUMBERS_PER_MEMBER);
  const spouses: number[] = [];
  const texts: string[] = [];
  for (let index = 0; index < members.length; index++) {
    const member = members[index]!;
    numbers.set(
      [
        member.id,
        member.parent ?? 0,
        member.mother_id ?? 0,
        member.gender === null ? 0 : genders.indexOf(member.gender) + 1,
        member.spouses.length,
      ],
      index * NUMBERS_PER_MEMBER,
    );
    for (const spouse of member.spouses) spouses.push(spouse.id);
    texts.push(member.name, member.birth, member.death);
    if ((index + 1) % MEMBERS_PER_STEP === 0) yield;
  }
  return { numbers, spouses: Int32Array.from(spouses), texts };
}

/** The members as the search reads them, in the worker. */
export function unpackMembers({ numbers, spouses, texts }: PackedMembers): DuplicateMember[] {
  const members: DuplicateMember[] = [];
  let spouse = 0;
  for (let index = 0; index < texts.length / 3; index++) {
    const at = index * NUMBERS_PER_MEMBER;
    const ids = Array.from(spouses.subarray(spouse, (spouse += numbers[at + 4]!)), (id) => ({ id }));
    members.push({
      id: numbers[at]!,
      parent: numbers[at + 1] || null,
      mother_id: numbers[at + 2] || null,
      gender: numbers[at + 3] === 0 ? null : genders[numbers[at + 3]! - 1]!,
      name: texts[index * 3]!,
      birth: texts[index * 3 + 1]!,
      death: texts[index * 3 + 2]!,
      spouses: ids,
    });
  }
  return members;
}

/** The worker's answer; its reasons as bits, so the server's thread reads no string per pair. */
export function packCandidates(candidates: readonly DuplicateCandidate[]): PackedCandidates {
  const packed = new Int32Array(candidates.length * NUMBERS_PER_CANDIDATE);
  candidates.forEach(({ ids, score, reasons }, index) => {
    let bits = 0;
    for (const reason of reasons) bits |= 1 << duplicateReasons.indexOf(reason);
    packed.set([ids[0], ids[1], score, bits], index * NUMBERS_PER_CANDIDATE);
  });
  return packed;
}

function* unpackCandidates(packed: PackedCandidates): Steps<DuplicateCandidate[]> {
  // One list per set of reasons, shared by the pairs that have it: the presenter only reads it.
  const listOf = new Map<number, DuplicateReason[]>();
  const reasonsOf = (bits: number) => {
    let reasons = listOf.get(bits);
    if (!reasons)
      listOf.set(bits, (reasons = duplicateReasons.filter((_, bit) => (bits & (1 << bit)) !== 0)));
    return reasons;
  };
  const candidates: DuplicateCandidate[] = [];
  for (let at = 0; at < packed.length; at += NUMBERS_PER_CANDIDATE) {
    candidates.push({
      ids: [packed[at]!, packed[at + 1]!],
      score: packed[at + 2]!,
      reasons: reasonsOf(packed[at + 3]!),
    });
    if (candidates.length % MEMBERS_PER_STEP === 0) yield;
  }
  return candidates;
}

/**
 * The family's likely duplicates (`likelyDuplicates`), searched in a worker thread started for
 * this search and ended with its answer: the search's garbage (every member's profile, the
 * blocks, the pairs seen) grows the worker's heap, which ends with it, not the server's, which V8
 * would keep grown after the search (decision 057). Rejects, never hangs, when the worker fails
 * or ends without answering (its memory ceiling reached, its code broken).
 */
export async function likelyDuplicatesInWorker(
  members: readonly DuplicateMember[],
  options: { heapMb?: number } = {},
): Promise<DuplicateCandidate[]> {
  const packed = await runYielding(packMembers(members));
  const { url, execArgv } = workerEntry(import.meta.url, 'likely-duplicates-worker');
  const worker = new Worker(url, {
    workerData: packed,
    transferList: [packed.numbers.buffer, packed.spouses.buffer],
    ...(execArgv ? { execArgv } : {}),
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? WORKER_HEAP_MB },
  });
  try {
    const answer = await new Promise<PackedCandidates>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('messageerror', reject);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`the duplicates worker ended (${code}) without an answer`)),
      );
    });
    return await runYielding(unpackCandidates(answer));
  } finally {
    // Its thread and heap end here, whatever it was doing (decision 051: V8 keeps the pages a few
    // seconds for the server's heap to reuse, then gives them back).
    await worker.terminate();
  }
}
