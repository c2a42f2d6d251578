import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: GET /api/views/ increments and returns the site's view count. */
export function countVisit() {
  return apiFetch(api.views, () =>
    import('../../../../shared/schemas/responses').then((m) => m.viewsResponseSchema),
  );
}
