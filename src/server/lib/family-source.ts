import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { MEMBERS_PER_STEP, mapSteps, type Steps } from '#shared/family-tree/steps.ts';
import { presentFamilyMember } from '../presenters/presenters';
import type { MemberWithSpouses } from '../repositories/family-member-rows';
import { runYielding } from './yield-to-event-loop';

/** How the source reads the stored family: all of it, or the members a write touched. */
export interface FamilyReader {
  listWithSpousesInSteps(): Promise<MemberWithSpouses[]>;
  listWithSpousesOf(ids: readonly number[]): Promise<MemberWithSpouses[]>;
}

/** Past this many touched members, reading everyone again is the simpler read. */
const MAX_TOUCHED = 500;

export interface Snapshot {
  generation: number;
  /** In id order, as the full read returns them. */
  members: readonly FamilyMember[];
  byId: ReadonlyMap<number, FamilyMember>;
}

/**
 * The stored family (every member with its marriages, presented), kept from one state of the
 * content to the next (decision 040). Reading 50,000 members again after every edit cost more
 * than any other step of the rebuild and made as many new objects, which the garbage collector
 * then had to move while visitors waited. A member write says which members it touched, in the
 * same turn as it moves the content's generation (`touched`); the next state is then the last one
 * with those members read again, and every other member is the same object as before, which lets
 * privacy (`publicFamilySteps`) keep their public records too. A write that changes no member (the
 * site's settings, a news item: `membersKept`) touches none, and the family is kept as it was. A
 * generation reached by any other change (an import, a restore, another server process) is read
 * in full.
 */
export class FamilySource {
  private latest: Snapshot | undefined;
  /** The members each generation's write touched, while the latest snapshot is older. */
  private readonly touchedBy = new Map<number, ReadonlySet<number>>();

  constructor(private readonly reader: FamilyReader) {}

  /**
   * A write moved the content to `generation` and touched these members: itself, the spouses it
   * gained or lost (their marriages changed too). Called in the turn the generation moved, before
   * anything can read the new generation.
   */
  touched(generation: number, ids: Iterable<number>): void {
    this.touchedBy.set(generation, new Set(ids));
  }

  /** The family as stored at this generation of the content. */
  async at(generation: number): Promise<readonly FamilyMember[]> {
    const base = this.latest;
    if (base?.generation === generation) return base.members;
    const touched = base && this.touchedSince(base.generation, generation);
    const snapshot = !touched
      ? await this.readAll(generation)
      : touched.size === 0
        ? { ...base, generation }
        : await this.patched(base, touched, generation);
    if (!this.latest || this.latest.generation < generation) this.latest = snapshot;
    for (const reached of this.touchedBy.keys()) {
      if (reached <= this.latest.generation) this.touchedBy.delete(reached);
    }
    return snapshot.members;
  }

  /** Every member touched from `from` to `to`, or null when a step was not a described write. */
  private touchedSince(from: number, to: number): Set<number> | null {
    if (from > to) return null;
    const all = new Set<number>();
    for (let generation = from + 1; generation <= to; generation++) {
      const ids = this.touchedBy.get(generation);
      if (!ids) return null;
      for (const id of ids) all.add(id);
    }
    return all.size > MAX_TOUCHED ? null : all;
  }

  private async readAll(generation: number): Promise<Snapshot> {
    const rows = await this.reader.listWithSpousesInSteps();
    const members = await runYielding(mapSteps(rows, presentFamilyMember));
    return { generation, members, byId: new Map(members.map((member) => [member.id, member])) };
  }

  private async patched(base: Snapshot, touched: ReadonlySet<number>, generation: number): Promise<Snapshot> {
    const read = new Map(
      (await this.reader.listWithSpousesOf([...touched])).map((found) => [
        found.row.id,
        presentFamilyMember(found),
      ]),
    );
    return runYielding(patchSteps(base, touched, read, generation));
  }
}

/**
 * `base` with the `touched` members as `read` has them now (absent: deleted), every other member
 * the same object as before, offering to pause every MEMBERS_PER_STEP members: copied in one go,
 * 50,000 members held the thread after an edit (`bench:scale`: an event-loop block of 75 ms, most of
 * its profile here).
 */
export function* patchSteps(
  base: Snapshot,
  touched: ReadonlySet<number>,
  read: ReadonlyMap<number, FamilyMember>,
  generation: number,
): Steps<Snapshot> {
  const members: FamilyMember[] = [];
  const byId = new Map<number, FamilyMember>();
  const keep = (member: FamilyMember) => {
    members.push(member);
    byId.set(member.id, member);
  };
  for (let index = 0; index < base.members.length; index++) {
    const member = base.members[index]!;
    const now = touched.has(member.id) ? read.get(member.id) : member;
    if (now) keep(now);
    if ((index + 1) % MEMBERS_PER_STEP === 0) yield;
  }
  const added = [...read.values()].filter((member) => !base.byId.has(member.id));
  for (const member of added) keep(member);
  // New members take the next ids, so they come last already; a restored id may not.
  if (added.length > 0) members.sort((a, b) => a.id - b.id);
  return { generation, members, byId };
}
