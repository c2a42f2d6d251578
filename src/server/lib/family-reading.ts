import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kinNeighboursSteps, withinSteps, type KinMember } from '#shared/family-tree/kinship-steps.ts';
import { readerRecords, storedMembersOf } from '#shared/family-tree/privacy.ts';
import type { PublicFamilyView, SeeRecord } from '../presenters/public-family';
import { cachedUntilContentChanges } from './generation-cache';
import { uploadFilesOf } from './orphaned-uploads';
import { runYielding } from './yield-to-event-loop';

/**
 * The family as one request's reader sees it (docs/genealogy.md#privacy-of-the-living: three
 * readers): the public's view, which every public output reads, and the reader's record of each
 * member in it. For the public the records are the view's own; for a signed-in relative
 * (`request.familyViewer`) the living the public sees limited are seen in full when they are within
 * the site's reach of his own member and a keeper has not kept them to «الأمناء فقط».
 */
export interface FamilyReading {
  view: PublicFamilyView;
  /** The reader's record of a member of `view` (decision 049). */
  see: SeeRecord;
  /** A relative signed in: family-only news are his to read too. */
  relative: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The family as this request's reader may see it (family-reading.ts). */
    familyReading: (request: FastifyRequest) => Promise<FamilyReading>;
  }
}

const asThePublicSees: SeeRecord = (record) => record;

/**
 * Decision 049: nothing of a relative's is kept, and nothing is built until a relative asks. What
 * every relative's reading shares is made on the first one's request and kept only as long as the
 * content it was made from: the ids of the members kept from relatives (a handful), and, when the
 * owner narrowed the reach to N steps, each member's kin one step away. A reader's own walk and
 * records are made per request, for what the answer contains.
 */
export function decorateFamilyReading(app: FastifyInstance): void {
  const keptFromRelatives = cachedUntilContentChanges(app, async () => {
    const ids = await app.repos.familyMembers.keptFromRelatives();
    return new Set(ids);
  });
  // Keyed by the stored family a public view was made from: forgotten with it.
  const neighbours = new WeakMap<object, Promise<Map<number, number[]>>>();
  const neighboursOf = (stored: ReadonlyMap<number, KinMember>) => {
    let made = neighbours.get(stored);
    if (!made) {
      made = runYielding(kinNeighboursSteps({ [Symbol.iterator]: () => stored.values() }));
      neighbours.set(stored, made);
      made.catch(() => neighbours.delete(stored));
    }
    return made;
  };

  app.decorate('familyReading', async (request: FastifyRequest): Promise<FamilyReading> => {
    const viewer = request.familyViewer;
    const view = await app.publicFamily();
    if (viewer === null) return { view, see: asThePublicSees, relative: false };
    const [kept, settings] = await Promise.all([keptFromRelatives(), app.repos.siteSettings.get()]);
    const steps = settings?.relatives_scope_steps ?? null;
    let inReach: (id: number) => boolean = () => true;
    const stored = storedMembersOf(view.members);
    if (steps !== null) {
      const near = stored ? withinSteps(await neighboursOf(stored), viewer.memberId, steps) : new Map();
      inReach = (id) => near.has(id);
    }
    const see = readerRecords(view.members, (id) => !kept.has(id) && inReach(id));
    return { view, see, relative: true };
  });
}

/** The withheld photo files of each public view, by file: the members whose photo they are. */
const withheldOwners = new WeakMap<object, Map<string, number[]>>();

function ownersOfWithheld(view: PublicFamilyView): Map<string, number[]> {
  let owners = withheldOwners.get(view.photoFiles);
  if (owners) return owners;
  owners = new Map();
  for (const member of storedMembersOf(view.members)?.values() ?? []) {
    if (!member.image) continue;
    for (const file of uploadFilesOf([member.image])) {
      if (!view.photoFiles.withheld.has(file)) continue;
      const ids = owners.get(file);
      if (ids) ids.push(member.id);
      else owners.set(file, [member.id]);
    }
  }
  withheldOwners.set(view.photoFiles, owners);
  return owners;
}

/**
 * Whether a photo file the public may not have is one this request's relative sees with its
 * member (decision 049): a photo follows its member for a relative as for the public.
 */
export async function relativeSeesPhotoFile(
  app: FastifyInstance,
  request: FastifyRequest,
  file: string,
): Promise<boolean> {
  if (request.familyViewer === null) return false;
  const { view, see } = await app.familyReading(request);
  return (ownersOfWithheld(view).get(file) ?? []).some((id) => {
    const record = view.byId.get(id);
    const image = record && see(record).image;
    return !!image && uploadFilesOf([image]).has(file);
  });
}
