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
import { lifeStoryOf, searchByLife } from '#server/lib/life-reading.ts';
import { sendJsonArrayInSteps } from '#server/lib/json-in-steps.ts';
import { tagAnswer } from '#server/plugins/public-cache.ts';
import { presentNotablePerson, presentReadableNews } from '#server/presenters/presenters.ts';
import { presentMemberCitations } from '#server/presenters/sources.ts';
import { reply200 } from '../reply';
import { cached, cachedWithFamily } from './public-cache-config';

/** The members as the public may see them: the list, one member, a member's page, search, the founder. */
export const publicMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;
  // The family as the request's reader may see it: one place, so privacy (decisions 015 and 049)
  // applies to all, the public's and a signed-in relative's.
  const reading = app.familyReading;

  app.get(
    api.familyMembers.list,
    { schema: reply200(familyMembersResponseSchema), ...cachedWithFamily },
    // The whole family: 18 MB of JSON at 50,000 members, written a slice at a time. A relative's
    // records are made as their slice is written, not all before the first.
    async (request, reply) => {
      const { view, see } = await reading(request);
      return sendJsonArrayInSteps(request, reply, view.members, familyMembersResponseSchema, see);
    },
  );

  app.get(
    api.familyMembers.get,
    { schema: { querystring: idQuerySchema, ...reply200(publicFamilyMemberSchema) }, ...cached },
    async (request) => {
      const { view, see } = await reading(request);
      const member = view.byId.get(request.query.id);
      if (!member || member.visibility === 'hidden') throw notFound(adminMessages.members.loadMemberError);
      tagAnswer(request, [cacheTags.member(member.id)]);
      return see(member);
    },
  );

  app.get(
    api.familyMembers.profile,
    {
      schema: { querystring: memberProfileQuerySchema, ...reply200(memberProfileResponseSchema) },
      ...cached,
    },
    async (request) => {
      const { view, see, relative } = await reading(request);
      const [notablePeople, news, linkedNewsIds, cited, inHistory] = await Promise.all([
        repos.notablePeople.list(),
        // Only what the reader may see now (decisions 016 and 049): a draft naming the member
        // stays unseen, a family-only item is a relative's alone.
        repos.news.listReadable(nowIso(), relative),
        repos.news.newsIdsNaming(request.query.id),
        // The public sources only (decision 060); the facts the reader may not see are left out below.
        repos.sources.citationsOfMember(request.query.id, true),
        // The timeline is public content: a member it names is named on the history page too.
        repos.history.timelineNaming(request.query.id),
      ]);
      const profile = await view.profile(
        request.query.id,
        {
          notablePeople: notablePeople.map(presentNotablePerson),
          news: news.map(presentReadableNews),
          linkedNewsIds: new Set(linkedNewsIds),
        },
        see,
      );
      if (!profile) throw notFound(memberPageMessages.notFound);
      tagAnswer(request, view.profileTags(profile));
      const citations = presentMemberCitations(profile.member.id, cited, view, see);
      const life = await lifeStoryOf(app, profile);
      const history = inHistory.map(({ id, year, period, title }) => ({ id, year, period, title }));
      return {
        success: true as const,
        profile: {
          ...profile,
          ...(life ? { life } : {}),
          ...(history.length > 0 ? { history } : {}),
          ...(citations.length > 0 ? { citations } : {}),
        },
      };
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
      const read = await reading(request);
      const byName = await read.view.search(q, read.see);
      // Then what the members' lives say: an occupation («نوخذة»), a place («القبلة»), decision 056.
      const { results, places } = await searchByLife(app, q, read, byName);
      return { success: true as const, results, ...(places.length > 0 ? { places } : {}) };
    },
  );

  // The home page's founder (docs/product.md#home): "the first member whose name contains the founder's
  // name", found here so the home page carries one member rather than the whole family (decision 011).
  // Home shows the founder only: it is forgotten when he or who may be founder changes.
  app.get(
    api.familyMembers.founder,
    { schema: reply200(founderResponseSchema), ...cached },
    async (request) => {
      const [{ view, see }, settings] = await Promise.all([reading(request), repos.siteSettings.get()]);
      const founder = findRootMember(
        view.members.filter((member) => member.visibility !== 'hidden'),
        settings?.founder_name,
      );
      tagAnswer(request, founder ? [cacheTags.founder, cacheTags.member(founder.id)] : [cacheTags.founder]);
      return { success: true as const, member: founder ? see(founder) : null };
    },
  );
};
