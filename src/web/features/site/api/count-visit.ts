import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/**
 * docs/product.md#public-endpoints: GET /api/views/ counts one visit and returns the site's count (decision
 * 018).
 */
export function countVisit() {
  return apiFetch(api.views, () =>
    import('../../../../shared/schemas/responses').then((m) => m.viewsResponseSchema),
  );
}
