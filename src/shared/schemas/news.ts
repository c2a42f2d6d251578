import * as z from 'zod/mini';
import { newsAudiences, newsStatuses } from '../news/publishing';
import { dataResponseSchema, savedResponseSchema } from './responses';

export const newsCategories = ['events', 'academic', 'achievements', 'occasions'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** The news item (docs/product.md#data), as every endpoint sends it. */
export const newsItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  date: z.string(),
  category: z.enum(newsCategories),
  image: z.string(),
  link: z.string(),
  /** «للعائلة فقط»: only in a signed-in relative's answers, which alone carry such items. */
  family_only: z.optional(z.literal(true)),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * A family member a news item names, as the public may see them (decision 015):
 * a hidden member is never listed, a limited one by name only.
 */
export const newsMemberLinkSchema = z.object({ id: z.int(), name: z.string() });
export type NewsMemberLink = z.infer<typeof newsMemberLinkSchema>;

/** The news detail: the item and the members it names (an addition to the first API's `news`). */
export const publicNewsItemSchema = z.extend(newsItemSchema, { members: z.array(newsMemberLinkSchema) });
export type PublicNewsItem = z.infer<typeof publicNewsItemSchema>;

/**
 * The admin's copy: the item (docs/product.md#data), with when it is public (decision 016) and whom it names.
 */
export const adminNewsItemSchema = z.extend(newsItemSchema, {
  status: z.enum(newsStatuses),
  /** UTC ISO-8601; null when none is set. */
  publish_at: z.nullable(z.string()),
  /** `family`: «للعائلة فقط», never in a public output (the public answers have no such field). */
  audience: z.enum(newsAudiences),
  member_ids: z.array(z.int()),
  /** Sent back with an update, so a stale one is refused (decision 026). */
  version: z.int(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/** GET /api/news/list.php (docs/product.md#public-endpoints: field `news`). */
export const newsListResponseSchema = z.object({ success: z.literal(true), news: z.array(newsItemSchema) });
/** GET /api/news/get.php?id=. */
export const newsItemResponseSchema = z.object({ success: z.literal(true), news: publicNewsItemSchema });
/** GET /api/admin/news/index.php. */
export const adminNewsListResponseSchema = dataResponseSchema(z.array(adminNewsItemSchema));
/** GET /api/admin/news/item.php?id=. */
export const adminNewsItemResponseSchema = dataResponseSchema(adminNewsItemSchema);
/** POST create.php, PUT item.php?id=. */
export const newsSavedResponseSchema = savedResponseSchema(adminNewsItemSchema);
