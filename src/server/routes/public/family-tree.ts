import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { findKinship, UnknownMemberError } from '#shared/family-tree/kinship.ts';
import { kinshipErrors } from '#shared/messages/kinship.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { treeSliceResponseSchema } from '#shared/schemas/family-tree-slice.ts';
import { treeBranchQuerySchema } from '#shared/schemas/family-tree-slice-input.ts';
import { relationshipResponseSchema } from '#shared/schemas/kinship.ts';
import { relationshipQuerySchema } from '#shared/schemas/kinship-input.ts';
import { notFound } from '#server/lib/http-error.ts';
import { reply200 } from '../reply';
import { cachedWithFamily } from './public-cache-config';

/** The tree page's parts and the kinship between two members: both read the whole family. */
export const familyTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The family as the request's reader may see it: one place, so privacy (decisions 015 and 049)
  // applies to all. The tree and kinship are the same for every reader (the same members and
  // links); only the records a reader is given differ.
  const reading = app.familyReading;

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
      const { view: family, see, relative } = await reading(request);
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
      return { success: true as const, ...slice, ...(relative ? { members: slice.members.map(see) } : {}) };
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
      const { view: family, see } = await reading(request);
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
        return member ? [{ id, name: member.name, visibility: see(member).visibility }] : [];
      });
      return { success: true as const, relation, people };
    },
  );
};
