import { z } from 'zod';
import { newsItemSchema } from '../../../../shared/schemas/news';

// Loaded by the fetchers beside the request itself (a dynamic import), so the validation library
// is not part of the first page's script.
export const newsListResponseSchema = z.object({ news: z.array(newsItemSchema) });
export const newsItemResponseSchema = z.object({ news: newsItemSchema });
