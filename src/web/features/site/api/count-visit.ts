import { api } from '../../../../shared/api-paths';
import { viewsResponseSchema } from '../../../../shared/schemas/responses';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §7: GET /api/views/ increments and returns the site's view count. */
export function countVisit() {
  return apiFetch(api.views, viewsResponseSchema);
}
