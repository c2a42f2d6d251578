import { api } from '#shared/api-paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** GET /api/views/?news={id} (decision 018): one reading of a news item, not a visit. */
export function countNewsReading(newsId: number) {
  return apiFetch(`${api.views}?news=${newsId}`, () =>
    import('#shared/schemas/responses.ts').then((m) => m.viewsResponseSchema),
  );
}
