import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages } from '#shared/messages/admin.ts';
import { branchMessages } from '#shared/messages/branch-editor.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import type { MemberLife } from '#shared/schemas/member-life.ts';
import { cacheTags, type ContentChange } from './content-change';
import { HttpError, notFound, throwIfRefused } from './http-error';
import { versionedUpdate } from './record-version';
import { yieldToEventLoop } from './yield-to-event-loop';
import { writeScope } from '../plugins/auth';
import { presentFamilyMember, presentMemberCircle } from '../presenters/presenters';
import type { PublicFamilyView } from '../presenters/public-family';
import { describeFamilyChange } from '../presenters/public-family-change';
import type { MemberWithSpouses, Touching } from '../repositories/family-member-rows';
import { MemberLinksRefused, OutsideBranch } from '../repositories/family-member-writes';

// A member's save as every writer makes it, the keepers' form and a relative's own edits alike:
// versioned, refused per field, and followed by what it changed for the public.

const m = adminMessages.members;

/** The saved member as the admin's form reloads it: with its new version (decision 026) and its life. */
export const savedData = (saved: MemberWithSpouses & { life?: MemberLife }) => ({
  ...presentFamilyMember(saved),
  ...presentMemberCircle(saved.row),
  ...(saved.life ? { life: saved.life } : {}),
  version: saved.row.version,
});

/**
 * A change of a member's life (decision 056) is not in the public family the comparison reads: the
 * member's page and those of the members touched with it (a marriage's place shows on both
 * spouses'), and what depends on the family as a whole (the search, a place's page), are forgotten
 * too, and nothing from before is served meanwhile: a place or an event may have been taken away.
 */
function withLife(change: ContentChange, touched: readonly number[]): ContentChange {
  if (change.scope === 'everything') return change;
  const tags = new Set([...change.scope, cacheTags.anyMember]);
  for (const id of touched) {
    tags.add(cacheTags.member(id));
    tags.add(cacheTags.pageOf(id));
  }
  return { ...change, scope: [...tags], reducesPublic: true };
}

/**
 * A member's save and delete, each followed by what it changed for the public (decision 032):
 * the link rules and the branch editor's scope refuse inside the write's transaction.
 */
export function describedMemberWrites(app: FastifyInstance) {
  const members = app.repos.familyMembers;

  /**
   * Decision 032: the public family before a write, to tell after it what the public sees
   * differently; null when it cannot be read (the write then forgets everything at once).
   */
  const publicFamilyBefore = () => app.publicFamily().catch(() => null);

  /**
   * Says what the write changed (`invalidateOnWrite` applies it); on any doubt, nothing is said.
   * `touched`: the members whose stored record the write changed, which are all the kept family
   * must read again (lib/family-source.ts).
   */
  async function describeWrite(
    request: FastifyRequest,
    before: PublicFamilyView | null,
    { touched, lifeChanged }: Touching & { lifeChanged?: boolean },
  ) {
    if (!before) return;
    try {
      // The save's transaction read every member's links: what waited meanwhile goes first.
      await yieldToEventLoop();
      // The new content is read once: the view built here is the one the public reads next.
      const contentVersion = app.publicCache.contentChanged();
      app.familySource.touched(contentVersion, touched);
      const [after, settings] = await Promise.all([app.publicFamily(), app.repos.siteSettings.get()]);
      const change = await describeFamilyChange(before, after, settings?.founder_name);
      request.publicChange = { ...(lifeChanged ? withLife(change, touched) : change), contentVersion };
    } catch (error) {
      request.log.warn({ err: error }, 'member write not described: the public cache forgets everything');
    }
  }

  /** The link rules run inside the write's transaction (decision 013); a refusal is a 400 per field. */
  async function save(request: FastifyRequest, id: number | null, values: FamilyMemberValues) {
    const before = await publicFamilyBefore();
    try {
      const saved = await versionedUpdate(
        request,
        // A create has no version to compare.
        id === null ? undefined : values.version,
        (expected) => members.save(id, values, writeScope(request), id === null ? undefined : expected),
        async () => {
          const current = id === null ? undefined : await members.findWithLife(id);
          return current && savedData(current);
        },
      );
      if (saved) await describeWrite(request, before, saved);
      return saved;
    } catch (error) {
      if (error instanceof MemberLinksRefused) throwIfRefused(error.fields);
      if (error instanceof OutsideBranch) throw new HttpError(403, branchMessages.outsideBranch);
      throw error;
    }
  }

  /** Refused rather than orphaning the children. */
  async function remove(request: FastifyRequest, id: number) {
    const before = await publicFamilyBefore();
    const deleted = await members.delete(id, writeScope(request)).catch((error: unknown) => {
      if (error instanceof OutsideBranch) throw new HttpError(403, branchMessages.outsideBranch);
      throw error;
    });
    if (deleted === 'has-children') throw new HttpError(409, m.hasChildren);
    if (!deleted) throw notFound(m.loadMemberError);
    await describeWrite(request, before, deleted);
  }

  /**
   * Any other write to the family's members (a merge, its undo), described for the public the same
   * way; undefined when it found nothing to change.
   */
  async function described<T extends Touching>(request: FastifyRequest, write: () => Promise<T | undefined>) {
    const before = await publicFamilyBefore();
    const done = await write();
    if (done) await describeWrite(request, before, done);
    return done;
  }

  return { save, delete: remove, described };
}
