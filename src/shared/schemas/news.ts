import * as z from 'zod/mini';
import { dataResponseSchema, savedResponseSchema } from './responses';

export const newsCategories = ['events', 'academic', 'achievements', 'occasions'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** SPEC §3 news item, as every endpoint sends it. */
export const newsItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  date: z.string(),
  category: z.enum(newsCategories),
  image: z.string(),
  link: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /api/news/list.php (SPEC §7: field `news`). */
export const newsListResponseSchema = z.object({ success: z.literal(true), news: z.array(newsItemSchema) });
/** GET /api/news/get.php?id=. */
export const newsItemResponseSchema = z.object({ success: z.literal(true), news: newsItemSchema });
/** GET /api/admin/news/index.php. */
export const adminNewsListResponseSchema = dataResponseSchema(z.array(newsItemSchema));
/** GET /api/admin/news/item.php?id=. */
export const adminNewsItemResponseSchema = dataResponseSchema(newsItemSchema);
/** POST create.php, PUT item.php?id=. */
export const newsSavedResponseSchema = savedResponseSchema(newsItemSchema);
