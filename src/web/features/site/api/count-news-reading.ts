import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/views/?news={id} (decision 018): one reading of a news item, not a visit. */
export function countNewsReading(newsId: number) {
  return apiFetch(`${api.views}?news=${newsId}`, () =>
    import('../../../../shared/schemas/responses').then((m) => m.viewsResponseSchema),
  );
}
