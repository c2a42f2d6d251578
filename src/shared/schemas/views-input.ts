import { z } from 'zod';
import { idQuerySchema } from './input';

/**
 * GET /api/views/ (docs/product.md#public-endpoints), with `?news=` added by decision 018: a news page
 * reports the item being read. Without it the call counts a visit, as before; an id that is not one is
 * refused (400).
 */
export const viewsQuerySchema = z.object({ news: idQuerySchema.shape.id.optional() });
