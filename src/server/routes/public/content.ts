import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { diwanInfoSchema } from '#shared/schemas/diwan.ts';
import { historyResponseSchema } from '#shared/schemas/history.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { newsItemResponseSchema, newsListResponseSchema } from '#shared/schemas/news.ts';
import { notablePeopleResponseSchema } from '#shared/schemas/notable-person.ts';
import { siteSettingsSchema } from '#shared/schemas/site-settings.ts';
import { nowIso } from '#server/lib/clock.ts';
import { cacheTags } from '#server/lib/content-change.ts';
import { notFound } from '#server/lib/http-error.ts';
import { tagAnswer } from '#server/plugins/public-cache.ts';
import { presentHistory } from '#server/presenters/history.ts';
import {
  presentDiwan,
  presentReadableNews,
  presentNewsMembers,
  presentNotablePerson,
  presentSiteSettings,
} from '#server/presenters/presenters.ts';
import { reply200 } from '../reply';
import { cached, cachedWithout } from './public-cache-config';

/** The site's texts, notable people, news, the diwan and the history page, as the public reads them. */
export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repos } = app;

  app.get(api.site, { schema: reply200(siteSettingsSchema), ...cachedWithout }, async () =>
    presentSiteSettings(await repos.siteSettings.get()),
  );

  app.get(api.notablePeople, { schema: reply200(notablePeopleResponseSchema), ...cachedWithout }, async () =>
    (await repos.notablePeople.list()).map(presentNotablePerson),
  );

  app.get(api.news.list, { schema: reply200(newsListResponseSchema), ...cachedWithout }, async (request) => ({
    success: true as const,
    // Decision 016: drafts and items whose time has not come are not news yet; decision 049: a
    // family-only item is a signed-in relative's alone.
    news: (await repos.news.listReadable(nowIso(), request.familyViewer !== null)).map(presentReadableNews),
  }));

  app.get(
    api.news.get,
    { schema: { querystring: idQuerySchema, ...reply200(newsItemResponseSchema) }, ...cached },
    async (request) => {
      // A draft's or a waiting item's id answers like an unknown one (decision 016).
      const row = await repos.news.findReadable(request.query.id, nowIso(), request.familyViewer !== null);
      if (!row) throw notFound(publicMessages.news.notFoundDetail);
      const [links, family] = await Promise.all([repos.news.memberIdsOf([row.id]), app.publicFamily()]);
      const linked = links.get(row.id) ?? [];
      // Every linked member, shown or not: one who becomes visible appears here.
      tagAnswer(request, linked.map(cacheTags.member));
      const members = presentNewsMembers(linked, family.byId);
      return { success: true as const, news: { ...presentReadableNews(row), members } };
    },
  );

  app.get(api.diwan, { schema: reply200(diwanInfoSchema), ...cachedWithout }, async () =>
    presentDiwan(await repos.diwan.get()),
  );

  // The history page and the home section in one answer (decision 020); empty lists on a new site.
  // Its entries name members (decision 063): a write to any of them forgets it, like a news item.
  app.get(api.history, { schema: reply200(historyResponseSchema), ...cached }, async (request) => {
    const { history, places } = repos;
    const [page, timeline, blocks, family, nodes] = await Promise.all([
      history.page(),
      history.timeline(),
      history.blocks(),
      app.publicFamily(),
      places.nodes(),
    ]);
    // Every named member, shown or not: one who becomes visible appears here.
    tagAnswer(
      request,
      timeline.flatMap((entry) => entry.member_ids.map(cacheTags.member)),
    );
    const context = { byId: family.byId, places: nodes };
    return { success: true as const, history: presentHistory(page, timeline, blocks, context) };
  });
};
