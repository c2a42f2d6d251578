import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { kuwaitDay } from '#shared/format/date.ts';
import {
  TOP_NEWS_LIMIT,
  TREND_DAYS,
  TREND_MONTHS,
  countByKuwaitMonth,
  daysEnding,
  kuwaitMonthStartIso,
  monthsEnding,
  zeroFilled,
} from '#shared/format/trend-series.ts';
import { failedLoginsResponseSchema, statsTrendsResponseSchema } from '#shared/schemas/dashboard.ts';

/** The dashboard's charts (decision 019). Guarded by the admin scope. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pageViews } = app.repos;

  app.get(
    api.admin.statsTrends,
    { config: { access: 'keeper' }, schema: { response: { 200: statsTrendsResponseSchema } } },
    async () => {
      const today = kuwaitDay();
      const days = daysEnding(today, TREND_DAYS.long);
      const months = monthsEnding(today.slice(0, 7), TREND_MONTHS);
      const [viewCounts, membersAdded, topNews] = await Promise.all([
        pageViews.countsSince(days[0]!),
        pageViews.membersAddedSince(kuwaitMonthStartIso(months[0]!)),
        pageViews.mostReadNews(TOP_NEWS_LIMIT),
      ]);
      return {
        success: true as const,
        today,
        viewsByDay: zeroFilled(days, viewCounts).map(({ key, count }) => ({ day: key, count })),
        membersByMonth: zeroFilled(months, countByKuwaitMonth(membersAdded)).map(({ key, count }) => ({
          month: key,
          count,
        })),
        topNews: topNews.map(({ id, title, date, count }) => ({ id, title, date, views: count })),
      };
    },
  );

  app.get(
    api.admin.failedLogins,
    { config: { access: 'owner' }, schema: { response: { 200: failedLoginsResponseSchema } } },
    async () => {
      const since = new Date(Date.now() - FAILED_LOGIN_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const { groups, total } = await app.repos.audit.recentFailedLogins(since, 20);
      return { success: true as const, total, data: groups };
    },
  );
};

const FAILED_LOGIN_DAYS = 7;
