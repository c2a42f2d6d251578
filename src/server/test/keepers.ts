import type { AdminRole } from '#shared/auth/roles.ts';
import { hashPassword } from '../plugins/auth';
import { loginToken, type TestServer } from './test-server';

export const KEEPER_PASSWORD = 'keeper-password-for-tests';

/**
 * Another keeper on a running test server (decision 022), created straight through the repository
 * so tests of one rule do not depend on the users screen's routes; returns a live token.
 */
export async function addKeeper(
  server: TestServer,
  username: string,
  role: AdminRole,
  branchMemberId: number | null = null,
): Promise<{ id: number; token: string }> {
  const user = await server.app.repos.admins.createUser(username, await hashPassword(KEEPER_PASSWORD), {
    role,
    branchMemberId,
  });
  return { id: user.id, token: await loginToken(server.baseURL, username, KEEPER_PASSWORD) };
}
