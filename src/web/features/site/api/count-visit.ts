import { api } from '#shared/api-paths.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * docs/product.md#public-endpoints: GET /api/views/ counts one visit and returns the site's count (decision
 * 018).
 */
export function countVisit() {
  return apiFetch(api.views, () => import('#shared/schemas/responses.ts').then((m) => m.viewsResponseSchema));
}
