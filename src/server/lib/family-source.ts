import type { FamilyMember } from '#shared/schemas/family-member.ts';
import { mapSteps } from '#shared/family-tree/steps.ts';
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

interface Snapshot {
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
    const byId = new Map(base.byId);
    for (const id of touched) {
      const member = read.get(id);
      if (member) byId.set(id, member);
      else byId.delete(id);
    }
    const members: FamilyMember[] = [];
    for (const member of base.members) {
      const now = touched.has(member.id) ? read.get(member.id) : member;
      if (now) members.push(now);
    }
    const added = [...read.values()].filter((member) => !base.byId.has(member.id));
    members.push(...added);
    // New members take the next ids, so they come last already; a restored id may not.
    if (added.length > 0) members.sort((a, b) => a.id - b.id);
    return { generation, members, byId };
  }
}
