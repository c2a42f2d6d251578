import { api } from '../../../../shared/api-paths';
import { apiFetch } from '../../../lib/api-client';

export interface VisitCount {
  success: boolean;
  count: number;
}

/** SPEC §7: GET /api/views/ increments and returns the site's view count. */
export function countVisit(): Promise<VisitCount> {
  return apiFetch<VisitCount>(api.views);
}
