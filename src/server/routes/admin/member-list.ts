import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_NASAB_NAMES } from '#shared/family-tree/nasab.ts';
import type { MemberListParams } from '#shared/schemas/member-list-input.ts';
import type { MemberListResponse } from '#shared/schemas/member-list.ts';
import { api } from '#shared/api-paths.ts';
import { memberListQuerySchema } from '#shared/schemas/member-list-input.ts';
import { memberListResponseSchema } from '#shared/schemas/member-list.ts';
import { privacySettingsOf } from '#shared/family-tree/privacy.ts';
import { branchOfMembers } from '#shared/family-tree/branch-scope.ts';
import { writeScope } from '#server/plugins/auth.ts';
import { setVersionTag } from '#server/lib/record-version.ts';
import { cachedUntilContentChanges } from '#server/lib/generation-cache.ts';
import { runYielding } from '#server/lib/yield-to-event-loop.ts';
import {
  buildMemberDirectory,
  memberDirectorySteps,
  presentMemberList,
  type MemberDirectory,
} from '#server/presenters/member-list.ts';
import { presentSiteSettings } from '#server/presenters/presenters.ts';

export const memberListRoutes: FastifyPluginAsyncZod = async (app) => {
  // Loading 5,000 members with their marriages and indexing their nasab costs far more than a
  // search (scripts/bench-admin.ts), so the directory is kept until the content changes. It is
  // built again when an admin next asks, not after every write (a keeper saving member after
  // member may not open the list), in slices that let other requests in (decision 038): made at
  // once, it held the thread for 620 ms at 50,000 members.
  const directory = cachedUntilContentChanges(
    app,
    async (): Promise<MemberDirectory> => {
      const [members, settings] = await Promise.all([
        app.repos.familyMembers.listWithSpouses(),
        app.repos.siteSettings.get(),
      ]);
      const privacy = privacySettingsOf(presentSiteSettings(settings));
      return runYielding(memberDirectorySteps(members, privacy, new Date()));
    },
    // What the public sees of the living changes with the year as well as with the content.
    () => String(new Date().getUTCFullYear()),
  );
  app.get(
    api.admin.familyMembers.list,
    {
      config: { access: 'keeper' },
      schema: { querystring: memberListQuerySchema, response: { 200: memberListResponseSchema } },
    },
    async (request, reply) => {
      const rootId = writeScope(request).branchRootId;
      const { ids } = request.query;
      // The form reads its member by id before and after every save: from the few members its row
      // is made of, not from every member (a branch editor's branch still needs everyone's links).
      if (ids !== null && rootId === null)
        return withVersionTag(reply, request.query, await rowsOf(ids, request.query));
      const current = await directory();
      // The members a branch editor may edit, from the directory already in memory (decision 022).
      const branch = rootId === null ? null : branchOfMembers(current.members, rootId);
      // «أفراد فرعك» and a branch editor's parent choices: the branch and its chosen member.
      const inBranch = branch && request.query.in_branch ? new Set([...branch, rootId!]) : undefined;
      const list = withVersionTag(reply, request.query, presentMemberList(current, request.query, inBranch));
      if (branch === null) return list;
      // A branch editor sees everyone, and is told whom they may edit.
      return { ...list, data: list.data.map((row) => ({ ...row, editable: branch.has(row.id) })) };
    },
  );

  /** The rows of the members named by id, made as the whole directory would make them. */
  async function rowsOf(ids: readonly number[], params: MemberListParams): Promise<MemberListResponse> {
    const [{ members, deepestGeneration }, settings] = await Promise.all([
      app.repos.familyMembers.surroundingsOf(ids, DEFAULT_NASAB_NAMES),
      app.repos.siteSettings.get(),
    ]);
    const privacy = privacySettingsOf(presentSiteSettings(settings));
    const list = presentMemberList(buildMemberDirectory(members, privacy, new Date()), params);
    const asked = new Set(ids);
    const lives = await app.repos.familyMembers.lifeOf(
      members.map((member) => member.row).filter((row) => asked.has(row.id)),
    );
    const data = list.data.map((row) => ({
      ...row,
      ...(lives.has(row.id) ? { life: lives.get(row.id) } : {}),
    }));
    return { ...list, data, deepest_generation: deepestGeneration };
  }
};

/** `?ids=12` is how the member form reads its member: the one record's ETag (decision 026). */
function withVersionTag(
  reply: FastifyReply,
  params: MemberListParams,
  list: MemberListResponse,
): MemberListResponse {
  const [only] = list.data;
  if (params.ids?.length === 1 && list.data.length === 1 && only) {
    setVersionTag(reply, 'member', only.id, only.version);
  }
  return list;
}
