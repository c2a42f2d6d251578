import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { buildNasab } from '#shared/family-tree/nasab.ts';
import { familyHouseholdMessages as m } from '#shared/messages/family-household.ts';
import {
  householdResponseSchema,
  ownMemberSavedResponseSchema,
  proposalSentResponseSchema,
  type HouseholdPerson,
  type OwnMember,
  type OwnProposal,
} from '#shared/schemas/family-household.ts';
import { householdProposalSchema, type HouseholdProposal } from '#shared/schemas/household-proposal.ts';
import { ownMemberInputSchema, proposalInputSchema } from '#shared/schemas/family-household-input.ts';
import type { FamilyMemberValues } from '#shared/schemas/family-member-input.ts';
import type { FamilyMemberRow, MemberSuggestionRow } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { auditLoaders } from '#server/plugins/audit.ts';
import type { FamilyViewer } from '#server/plugins/family-viewer.ts';
import { receiveImage } from '#server/plugins/uploads.ts';
import { memberValues } from '#server/repositories/stored-values.ts';
import { describedMemberWrites } from '#server/lib/member-writes.ts';
import { keptPrivate, signedInRelative } from './directory';
import { planProposal } from './household-proposals';

const ok = true as const;

const statusOf = (row: MemberSuggestionRow): OwnProposal['status'] =>
  row.applied_at !== null ? 'applied' : row.dismissed_at !== null ? 'dismissed' : 'open';

const personOf = (row: FamilyMemberRow, otherParent: number | null): HouseholdPerson => ({
  id: row.id,
  name: row.name,
  gender: row.gender,
  birth: row.birth,
  other_parent_id: otherParent,
});

/**
 * What a relative keeps of their own household (docs/product.md#keeping-ones-own-household, decision
 * 050): their own member read and written directly, a spouse or child proposed. The member is
 * always the session's own: no request names the member it writes, and a proposal's ids are checked
 * against the relative's own spouses and children.
 */
export function householdOf(app: FastifyInstance) {
  const { familyMembers } = app.repos;
  const writes = describedMemberWrites(app);

  /** The relative's own member as the admin's reads keep it; 410 when a keeper deleted it. */
  async function ownRecord(viewer: FamilyViewer) {
    const own = await familyMembers.findWithSpouses(viewer.memberId);
    if (!own) throw new HttpError(410, m.errors.memberGone);
    return own;
  }

  async function presentOwn(row: FamilyMemberRow): Promise<OwnMember> {
    const family = await app.publicFamily();
    const shown = family.byId.get(row.id);
    const nasab = shown
      ? buildNasab({ ...shown, name: row.name }, (member) =>
          member.parent === null ? null : (family.byId.get(member.parent) ?? null),
        )
      : row.name;
    return {
      id: row.id,
      name: row.name,
      nasab,
      gender: row.gender,
      image: row.image,
      bio: row.bio,
      contact_phone: row.contact_phone,
      contact_email: row.contact_email,
      contact_area: row.contact_area,
      contact_visibility: row.contact_visibility,
      version: row.version,
    };
  }

  /** Spouses and children as the relative may see them: a hidden one stays hidden (decision 015). */
  async function household(viewer: FamilyViewer) {
    const own = await ownRecord(viewer);
    const spouseRows = await familyMembers.listWithSpousesOf(own.spouses.map((spouse) => spouse.id));
    const order = new Map(own.spouses.map((spouse, index) => [spouse.id, index]));
    const spouses = spouseRows
      .map((entry) => entry.row)
      .filter((row) => row.visibility !== 'hidden')
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    const children = (await familyMembers.childrenOf(own.row.id)).filter(
      (row) => row.visibility !== 'hidden',
    );
    const otherParentOf = (child: FamilyMemberRow) =>
      child.parent_id === own.row.id ? child.mother_id : child.parent_id;
    return { own, spouses, children, otherParentOf };
  }

  /** The change history's entry for a change the relative made: named as theirs, not a keeper's. */
  async function logOwnChange(
    request: FastifyRequest,
    viewer: FamilyViewer,
    entry: { action: 'create' | 'update'; recordId: number; before: unknown; summary: string },
  ) {
    const account = await app.repos.relatives.findAccount(viewer.accountId);
    await app.repos.audit.append({
      userId: null,
      username: account?.username ?? '',
      relativeAccountId: viewer.accountId,
      action: entry.action,
      recordType: 'member',
      recordId: entry.recordId,
      summary: entry.summary,
      before: entry.before,
      after: await auditLoaders.member!(app.repos, entry.recordId),
      ip: request.ip,
    });
  }

  /**
   * Writes a member through the keepers' own save (the link rules, versions, the public cache told
   * what changed) and logs it as the relative's.
   */
  async function writeMember(
    request: FastifyRequest,
    viewer: FamilyViewer,
    id: number | null,
    values: FamilyMemberValues,
    summary: string,
  ) {
    const before = id === null ? null : await auditLoaders.member!(app.repos, id);
    const saved = await writes.save(request, id, values);
    if (!saved) throw new HttpError(410, m.errors.memberGone);
    await logOwnChange(request, viewer, {
      action: id === null ? 'create' : 'update',
      recordId: saved.row.id,
      before,
      summary,
    });
    return saved;
  }

  /** The stored member as a save's body, so a write changes only the fields it names. */
  const valuesOf = async (id: number) => {
    const stored = await auditLoaders.member!(app.repos, id);
    if (!stored) throw new HttpError(410, m.errors.memberGone);
    return memberValues(stored as Record<string, unknown>);
  };

  return { ownRecord, presentOwn, household, writeMember, valuesOf };
}

export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  keptPrivate(app);
  const house = householdOf(app);
  const { memberSuggestions } = app.repos;

  app.get(
    api.family.household,
    { schema: { response: { 200: householdResponseSchema } } },
    async (request) => {
      const viewer = signedInRelative(request);
      const { own, spouses, children, otherParentOf } = await house.household(viewer);
      const [settings, proposals] = await Promise.all([
        app.repos.siteSettings.get(),
        memberSuggestions.listByAccount(viewer.accountId),
      ]);
      return {
        success: ok,
        data: {
          member: await house.presentOwn(own.row),
          spouses: spouses.map((row) => personOf(row, null)),
          children: children.map((row) => personOf(row, otherParentOf(row))),
          proposals: proposals.flatMap((row) => {
            const proposal = householdProposalSchema.safeParse(JSON.parse(row.proposal_json ?? 'null'));
            if (!proposal.success) return [];
            const { kind, name } = proposal.data;
            return [{ id: row.id, kind, name, status: statusOf(row), created_at: row.created_at }];
          }),
          direct: settings?.relatives_household_direct === 1,
        },
      };
    },
  );

  app.post(
    api.family.updateMe,
    { schema: { body: ownMemberInputSchema, response: { 200: ownMemberSavedResponseSchema } } },
    async (request) => {
      const viewer = signedInRelative(request);
      const { remove_photo, version, ...fields } = request.body;
      const stored = await house.valuesOf(viewer.memberId);
      const own = await house.ownRecord(viewer);
      const values: FamilyMemberValues = {
        ...stored,
        ...fields,
        ...(remove_photo ? { image: '' } : {}),
        // The relative's copy, else the one just read: a keeper's save in between is never undone.
        version: version ?? own.row.version,
      };
      const saved = await house.writeMember(request, viewer, viewer.memberId, values, 'own details');
      return { success: ok, message: m.me.saved, data: await house.presentOwn(saved.row) };
    },
  );

  // Multipart: the file is read and checked by receiveImage (the keepers' upload rules), not a schema.
  app.post(
    api.family.photo,
    { schema: { response: { 200: ownMemberSavedResponseSchema } } },
    async (request) => {
      const viewer = signedInRelative(request);
      const own = await house.ownRecord(viewer);
      const { imageUrl } = await receiveImage(request);
      const values = {
        ...(await house.valuesOf(viewer.memberId)),
        image: imageUrl,
        version: own.row.version,
      };
      const saved = await house.writeMember(request, viewer, viewer.memberId, values, 'own photo');
      return { success: ok, message: m.me.photoSaved, data: await house.presentOwn(saved.row) };
    },
  );

  app.post(
    api.family.propose,
    { schema: { body: proposalInputSchema, response: { 200: proposalSentResponseSchema } } },
    async (request) => {
      const viewer = signedInRelative(request);
      const found = await house.household(viewer);
      const plan = await planProposal(house, found, request.body);
      const settings = await app.repos.siteSettings.get();
      const direct = settings?.relatives_household_direct === 1;
      const saved = direct
        ? await house.writeMember(
            request,
            viewer,
            plan.targetId,
            plan.values,
            `proposal ${plan.proposal.kind}`,
          )
        : null;
      const account = await app.repos.relatives.findAccount(viewer.accountId);
      const row = await memberSuggestions.createProposal({
        member_id: plan.targetId ?? found.own.row.id,
        member_name: plan.targetName ?? found.own.row.name,
        message: plan.proposal.note,
        name: account?.username ?? '',
        relative_account_id: viewer.accountId,
        proposer_member_id: found.own.row.id,
        proposal: plan.proposal satisfies HouseholdProposal,
        applied_member_id: saved?.row.id ?? null,
      });
      const message = !saved
        ? m.proposal.sent
        : plan.targetId === null
          ? m.proposal.applied
          : m.proposal.changedDirectly;
      return {
        success: ok,
        message,
        data: { proposal_id: row.id, status: statusOf(row), member_id: saved?.row.id ?? null },
      };
    },
  );
};
