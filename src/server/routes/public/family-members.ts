import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { findRootMember } from '#shared/family-tree/members.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { memberPageMessages } from '#shared/messages/member-page.ts';
import {
  familyMembersResponseSchema,
  founderResponseSchema,
  publicFamilyMemberSchema,
} from '#shared/schemas/family-member.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { memberProfileQuerySchema, memberSearchQuerySchema } from '#shared/schemas/kinship-input.ts';
import { memberProfileResponseSchema, memberSearchResponseSchema } from '#shared/schemas/member-page.ts';
import { MIN_SEARCH_LENGTH } from '#shared/search/search-limits.ts';
import { nowIso } from '#server/lib/clock.ts';
import { cacheTags } from '#server/lib/content-change.ts';
import { notFound } from '#server/lib/http-error.ts';
import { tagAnswer } from '#server/plugins/public-cache.ts';
import { presentNotablePerson } from '#server/presenters/presenters.ts';
import { reply200 } from '../reply';
import { cached, cachedWithFamily } from './public-cache-config';

/** The members as the public may see them: the list, one member, a member's page, search, the founder. */
export const publicMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;
  // The family as every public output sees it: one place, so privacy (decision 015) applies to all.
  const publicFamily = app.publicFamily;

  app.get(
    api.familyMembers.list,
    { schema: reply200(familyMembersResponseSchema), ...cachedWithFamily },
    async () => [...(await publicFamily()).members],
  );

  app.get(
    api.familyMembers.get,
    { schema: { querystring: idQuerySchema, ...reply200(publicFamilyMemberSchema) }, ...cached },
    async (request) => {
      const member = (await publicFamily()).byId.get(request.query.id);
      if (!member || member.visibility === 'hidden') throw notFound(adminMessages.members.loadMemberError);
      tagAnswer(request, [cacheTags.member(member.id)]);
      return member;
    },
  );

  app.get(
    api.familyMembers.profile,
    {
      schema: { querystring: memberProfileQuerySchema, ...reply200(memberProfileResponseSchema) },
      ...cached,
    },
    async (request) => {
      const [family, notablePeople, news, linkedNewsIds] = await Promise.all([
        publicFamily(),
        repos.notablePeople.list(),
        // Only what the public may see now (decision 016): a draft naming the member stays unseen.
        repos.news.listPublic(nowIso()),
        repos.news.newsIdsNaming(request.query.id),
      ]);
      const profile = await family.profile(request.query.id, {
        notablePeople: notablePeople.map(presentNotablePerson),
        news,
        linkedNewsIds: new Set(linkedNewsIds),
      });
      if (!profile) throw notFound(memberPageMessages.notFound);
      tagAnswer(request, family.profileTags(profile));
      return { success: true as const, profile };
    },
  );

  app.get(
    api.familyMembers.search,
    {
      schema: { querystring: memberSearchQuerySchema, ...reply200(memberSearchResponseSchema) },
      ...cachedWithFamily,
    },
    async (request) => {
      const { q } = request.query;
      if ([...q].length < MIN_SEARCH_LENGTH) return { success: true as const, results: [] };
      return { success: true as const, results: await (await publicFamily()).search(q) };
    },
  );

  // The home page's founder (docs/product.md#home): "the first member whose name contains the founder's
  // name", found here so the home page carries one member rather than the whole family (decision 011).
  // Home shows the founder only: it is forgotten when he or who may be founder changes.
  app.get(
    api.familyMembers.founder,
    { schema: reply200(founderResponseSchema), ...cached },
    async (request) => {
      const [family, settings] = await Promise.all([publicFamily(), repos.siteSettings.get()]);
      const founder = findRootMember(
        family.members.filter((member) => member.visibility !== 'hidden'),
        settings?.founder_name,
      );
      tagAnswer(request, founder ? [cacheTags.founder, cacheTags.member(founder.id)] : [cacheTags.founder]);
      return { success: true as const, member: founder ?? null };
    },
  );
};
