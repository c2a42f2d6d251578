import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../../shared/api-paths';
import { apiFetch } from '../../../../lib/api-client';

export interface CheckDatabaseResponse {
  success: boolean;
  status: string;
  message: string;
  dialect: string;
  counts: { news: number; notablePeople: number; familyMembers: number; diwan: number };
}

// A button press, not screen data: run on demand and shown as a result, so a mutation.
export function checkDatabase(): Promise<CheckDatabaseResponse> {
  return apiFetch(api.admin.checkDb, { auth: true });
}

export function useCheckDatabase() {
  return useMutation({ mutationFn: checkDatabase });
}
