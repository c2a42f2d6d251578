import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { adminMessages } from '../../../shared/messages/admin';
import { memberPageMessages } from '../../../shared/messages/member-page';
import { publicMessages } from '../../../shared/messages/public';
import { contactInputSchema } from '../../../shared/schemas/contact-input';
import { diwanInfoSchema } from '../../../shared/schemas/diwan';
import {
  familyMembersResponseSchema,
  founderResponseSchema,
  publicFamilyMemberSchema,
} from '../../../shared/schemas/family-member';
import { MIN_SEARCH_LENGTH } from '../../../shared/search/search-limits';
import { memberProfileResponseSchema, memberSearchResponseSchema } from '../../../shared/schemas/member-page';
import { findKinship, UnknownMemberError } from '../../../shared/family-tree/kinship';
import { findRootMember } from '../../../shared/family-tree/members';
import { kinshipErrors } from '../../../shared/messages/kinship';
import { relationshipResponseSchema } from '../../../shared/schemas/kinship';
import {
  memberProfileQuerySchema,
  memberSearchQuerySchema,
  relationshipQuerySchema,
} from '../../../shared/schemas/kinship-input';
import { idQuerySchema } from '../../../shared/schemas/input';
import { viewsQuerySchema } from '../../../shared/schemas/views-input';
import { historyResponseSchema } from '../../../shared/schemas/history';
import { newsItemResponseSchema, newsListResponseSchema } from '../../../shared/schemas/news';
import { notablePeopleResponseSchema } from '../../../shared/schemas/notable-person';
import {
  healthResponseSchema,
  successMessageResponseSchema,
  viewsResponseSchema,
} from '../../../shared/schemas/responses';
import { siteSettingsSchema } from '../../../shared/schemas/site-settings';
import { nowIso } from '../../lib/clock';
import { cacheTags } from '../../lib/content-change';
import { notFound, tooManyRequests } from '../../lib/http-error';
import { tagAnswer } from '../../plugins/public-cache';
import { sendContactMail } from '../../lib/mailer';
import { presentHistory } from '../../presenters/history';
import {
  presentDiwan,
  presentNews,
  presentNewsMembers,
  presentNotablePerson,
  presentSiteSettings,
} from '../../presenters/presenters';
import { memberSuggestionRoutes } from './member-suggestions';
import { treeSliceResponseSchema } from '../../../shared/schemas/family-tree-slice';
import { treeBranchQuerySchema } from '../../../shared/schemas/family-tree-slice-input';
import { treeChartMessages } from '../../../shared/messages/tree-chart';
import { checkHealth } from '../../lib/health';

/** The public reads of SPEC §7, the visit counter and the contact form: open to every visitor. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;
  const reply200 = <T>(schema: T) => ({ response: { 200: schema } });
  // Answers that depend only on the content: served from memory until an admin write changes what
  // they show (decisions 011 and 032). `cached` answers say what they show with `tagAnswer`;
  // the others name it here: nothing a member write changes, or the family as a whole.
  const cached = { config: { publicCache: true } };
  const cachedWithout = { config: { publicCache: true, cacheTags: [] } };
  const cachedWithFamily = { config: { publicCache: true, cacheTags: [cacheTags.anyMember] } };

  app.get(
    api.health,
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const report = await checkHealth(app.database, app.config.dataDir);
      return reply.status(report.database_reachable ? 200 : 503).send(report);
    },
  );

  app.get(api.site, { schema: reply200(siteSettingsSchema), ...cachedWithout }, async () =>
    presentSiteSettings(await repos.siteSettings.get()),
  );

  // The family as every public output sees it: one place, so privacy (decision 015) applies to all.
  const publicFamily = app.publicFamily;

  app.get(
    api.familyMembers.list,
    { schema: reply200(familyMembersResponseSchema), ...cachedWithFamily },
    async () => [...(await publicFamily()).members],
  );

  // The tree page's data a part at a time (tree-slice.ts): a family of 50,000 is not one page, nor
  // are a thousand families no one links together (their top cards come a page at a time).
  // Every part is cut from the whole family's tree (where a cousin's children are drawn, how
  // many are below a card, which generations fit): the family as a whole.
  app.get(
    api.familyMembers.branch,
    {
      schema: { querystring: treeBranchQuerySchema, ...reply200(treeSliceResponseSchema) },
      ...cachedWithFamily,
    },
    async (request) => {
      const { id, member, depth, tops_page: topsPage } = request.query;
      const family = await publicFamily();
      const asked = id ?? member;
      // «—» keeps a lineage readable; it is nobody a visitor may open or look for.
      const person = asked === undefined ? undefined : family.byId.get(asked);
      if (asked !== undefined && (!person || person.visibility === 'hidden')) {
        throw notFound(treeChartMessages.branch.notFound);
      }
      const slices = await family.treeSlices();
      const slice =
        id !== undefined
          ? slices.branch(id, depth)
          : member !== undefined
            ? slices.withPathTo(member)
            : topsPage !== undefined
              ? slices.topsPage(topsPage)
              : slices.firstScreen();
      if (!slice) throw notFound(treeChartMessages.branch.notFound);
      return { success: true as const, ...slice };
    },
  );

  app.get(
    api.familyMembers.relationship,
    // Kinship walks ancestors and marriages on both sides: the family as a whole.
    {
      schema: { querystring: relationshipQuerySchema, ...reply200(relationshipResponseSchema) },
      ...cachedWithFamily,
    },
    async (request) => {
      const { from, to } = request.query;
      const family = await publicFamily();
      // «—» keeps a lineage readable; it is nobody a visitor may ask about.
      const asked = [from, to].map((id) => family.byId.get(id));
      if (asked.some((member) => !member || member.visibility === 'hidden')) {
        throw notFound(kinshipErrors.memberNotFound);
      }
      let relation;
      try {
        relation = findKinship(family.members, from, to);
      } catch (error) {
        if (error instanceof UnknownMemberError) throw notFound(kinshipErrors.memberNotFound);
        throw error;
      }
      // The path is ids only; the names come from the same public view, so «—» stays «—».
      const { path, common_ancestor: ancestor } = relation;
      const mentioned = new Set(ancestor === null ? path : [...path, ancestor]);
      const people = [...mentioned].flatMap((id) => {
        const member = family.byId.get(id);
        return member ? [{ id, name: member.name, visibility: member.visibility }] : [];
      });
      return { success: true as const, relation, people };
    },
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

  // SPEC §2 home: "the first member whose name contains the founder's name", found here so the
  // home page carries one member rather than the whole family (issue #8).
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

  app.get(api.notablePeople, { schema: reply200(notablePeopleResponseSchema), ...cachedWithout }, async () =>
    (await repos.notablePeople.list()).map(presentNotablePerson),
  );

  app.get(api.news.list, { schema: reply200(newsListResponseSchema), ...cachedWithout }, async () => ({
    success: true as const,
    // Decision 016: drafts and items whose time has not come are not news yet.
    news: (await repos.news.listPublic(nowIso())).map(presentNews),
  }));

  app.get(
    api.news.get,
    { schema: { querystring: idQuerySchema, ...reply200(newsItemResponseSchema) }, ...cached },
    async (request) => {
      // A draft's or a waiting item's id answers like an unknown one (decision 016).
      const row = await repos.news.findPublic(request.query.id, nowIso());
      if (!row) throw notFound(publicMessages.news.notFoundDetail);
      const [links, family] = await Promise.all([repos.news.memberIdsOf([row.id]), publicFamily()]);
      const linked = links.get(row.id) ?? [];
      // Every linked member, shown or not: one who becomes visible appears here.
      tagAnswer(request, linked.map(cacheTags.member));
      const members = presentNewsMembers(linked, family.byId);
      return { success: true as const, news: { ...presentNews(row), members } };
    },
  );

  app.get(api.diwan, { schema: reply200(diwanInfoSchema), ...cachedWithout }, async () =>
    presentDiwan(await repos.diwan.get()),
  );

  // Issue #11: the history page and the home section in one answer; empty lists on a new site.
  app.get(api.history, { schema: reply200(historyResponseSchema), ...cachedWithout }, async () => {
    const { history } = repos;
    const [page, timeline, blocks] = await Promise.all([
      history.page(),
      history.timeline(),
      history.blocks(),
    ]);
    return { success: true as const, history: presentHistory(page, timeline, blocks) };
  });

  app.get(
    api.views,
    { schema: { querystring: viewsQuerySchema, ...reply200(viewsResponseSchema) } },
    async (request) => {
      const wait = app.limits.views.hit(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      // Fastify answers HEAD with this GET handler; a HEAD (monitors, link checkers) is not a visit.
      if (request.method === 'HEAD') return { success: true as const, count: await repos.pageViews.total() };
      // Decision 018: a news page reports the item read, beside (not as) the visit it is part of.
      const { news } = request.query;
      if (news !== undefined) {
        await repos.pageViews.countNewsReading(news);
        return { success: true as const, count: await repos.pageViews.total() };
      }
      return { success: true as const, count: await repos.pageViews.countOne() };
    },
  );

  app.post(
    api.contact,
    {
      schema: { body: contactInputSchema, ...reply200(successMessageResponseSchema) },
      // Counted before the body is read: a flood of malformed messages is limited too.
      onRequest: async (request) => {
        const wait = app.limits.contact.hit(request.ip);
        if (wait > 0) throw tooManyRequests(wait);
      },
    },
    async (request) => {
      const { name, subject, message } = request.body;
      const stored = await repos.contactMessages.create({ name, subject, message });
      // The message is stored first; mail is a courtesy copy and its failure loses nothing.
      void sendContactMail(app, stored).catch((error: unknown) =>
        request.log.warn({ err: error }, 'contact e-mail not sent'),
      );
      return { success: true as const, message: publicMessages.contact.sent };
    },
  );

  await app.register(memberSuggestionRoutes);
};
