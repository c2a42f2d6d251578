import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { memberListQuerySchema } from '../../../shared/schemas/member-list-input';
import { memberListResponseSchema } from '../../../shared/schemas/member-list';
import { buildMemberDirectory, presentMemberList, type MemberDirectory } from '../../presenters/member-list';

/**
 * GET list.php (issue #9): the admin's member list and the link comboboxes, searched and paged on
 * the server so the admin stays fast at 5,000 members.
 */
export const memberListRoutes: FastifyPluginAsyncZod = async (app) => {
  // Loading 5,000 members with their marriages and indexing their nasab costs far more than a
  // search, so the directory is kept until the content changes. The public cache's generation is
  // that signal: every admin write bumps it (invalidateOnWrite), and in PostgreSQL mode so does a
  // write in another process. A build started under an older generation is never reused.
  let cached: { generation: number; directory: Promise<MemberDirectory> } | undefined;

  function currentDirectory(): Promise<MemberDirectory> {
    const generation = app.publicCache.generation;
    if (cached?.generation !== generation) {
      const directory = app.repos.familyMembers.listWithSpouses().then(buildMemberDirectory);
      const entry = { generation, directory };
      cached = entry;
      // A failed load is not kept: the next request tries again.
      directory.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached!.directory;
  }

  app.get(
    api.admin.familyMembers.list,
    { schema: { querystring: memberListQuerySchema, response: { 200: memberListResponseSchema } } },
    async (request) => presentMemberList(await currentDirectory(), request.query),
  );
};
