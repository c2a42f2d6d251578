import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

/** POST multipart field `image`; answers with the stored image's URL. */
export function uploadMemberImage(file: File): Promise<{ success: boolean; imageUrl: string }> {
  const body = new FormData();
  body.append('image', file);
  return apiFetch(api.admin.familyMembers.upload, { method: 'POST', body, auth: true });
}
