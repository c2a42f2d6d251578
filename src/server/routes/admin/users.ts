import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '#shared/api-paths.ts';
import { usersAdminMessages as m } from '#shared/messages/users-admin.ts';
import { idQuerySchema } from '#shared/schemas/input.ts';
import { userSavedResponseSchema, usersListResponseSchema, type AdminUser } from '#shared/schemas/users.ts';
import { userCreateInputSchema, userUpdateInputSchema } from '#shared/schemas/users-input.ts';
import type { AdminUserRow } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { hashPassword } from '#server/plugins/auth.ts';
import { appendOwnEntry } from '#server/plugins/audit.ts';

/** 96 random bits in 16 characters: given by hand, changed at the first sign-in. */
const temporaryPassword = () => randomBytes(12).toString('base64url');

/** Keepers as the owner's screen shows them, the checks on a change, and its entry in the log. */
function keeperAccounts(app: FastifyInstance) {
  const { admins, familyMembers } = app.repos;

  async function present(row: AdminUserRow & { last_login_at?: string | null }): Promise<AdminUser> {
    const member = row.branch_member_id === null ? undefined : await familyMembers.find(row.branch_member_id);
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      branch: member ? { id: member.id, name: member.name } : null,
      disabled: row.disabled_at !== null,
      must_change_password: row.must_change_password === 1,
      two_factor: row.totp_enabled_at !== null,
      created_at: row.created_at,
      last_login_at: row.last_login_at ?? null,
    };
  }

  async function load(id: number): Promise<AdminUser> {
    const row = (await admins.listUsers()).find((user) => user.id === id);
    if (!row) throw notFound();
    return present(row);
  }

  const log = (request: FastifyRequest, summary: string, before: AdminUser | null, after: AdminUser) =>
    appendOwnEntry(request, {
      action: 'account',
      recordType: 'account',
      recordId: after.id,
      summary,
      before,
      after,
    });

  return {
    present,
    load,
    log,
    /** A branch editor's branch must be a member who exists. */
    async assertBranchExists(role: string, branchMemberId: number | null) {
      if (role !== 'branch_editor') return;
      if (branchMemberId === null || !(await familyMembers.find(branchMemberId))) {
        throw new HttpError(400, m.branchMissing, { branch_member_id: m.branchMissing });
      }
    },
    /** The last active owner may not stop being one. */
    async assertNotLastOwner(user: AdminUser) {
      if (user.role === 'owner' && !user.disabled && (await admins.countActiveOwners()) <= 1) {
        throw new HttpError(409, m.lastOwner);
      }
    },
    /** The keeper `?id=` as it was, changed by `change`, as it is now; logged with both. */
    async change(request: FastifyRequest, summary: string, change: (before: AdminUser) => Promise<void>) {
      const before = await load((request.query as { id: number }).id);
      await change(before);
      const after = await load(before.id);
      await log(request, summary, before, after);
      return after;
    },
  };
}

/**
 * «المستخدمون» (decision 022): the owner creates keepers, sets their role and branch,
 * disables, enables and resets them. The last active owner stays an owner. Each change is logged.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admins } = app.repos;
  const accounts = keeperAccounts(app);
  const owner = { access: 'owner' as const, audit: 'self' as const };
  const byId = { querystring: idQuerySchema, response: { 200: userSavedResponseSchema } };

  app.get(
    api.admin.users.list,
    { config: { access: 'owner' }, schema: { response: { 200: usersListResponseSchema } } },
    async () => ({
      success: true as const,
      data: await Promise.all((await admins.listUsers()).map(accounts.present)),
    }),
  );

  app.post(
    api.admin.users.create,
    { config: owner, schema: { body: userCreateInputSchema, response: { 201: userSavedResponseSchema } } },
    async (request, reply) => {
      const { username, role, branch_member_id: branchMemberId } = request.body;
      if (await admins.findUserByUsername(username)) {
        throw new HttpError(409, m.usernameTaken, { username: m.usernameTaken });
      }
      await accounts.assertBranchExists(role, branchMemberId);
      const password = temporaryPassword();
      const row = await admins.createUser(username, await hashPassword(password), {
        role,
        branchMemberId: role === 'branch_editor' ? branchMemberId : null,
        mustChangePassword: true,
      });
      const created = await accounts.load(row.id);
      await accounts.log(request, 'create', null, created);
      return reply
        .status(201)
        .send({ success: true as const, message: m.created, data: created, temporary_password: password });
    },
  );

  app.post(
    api.admin.users.update,
    { config: owner, schema: { ...byId, body: userUpdateInputSchema } },
    async (request) => {
      const { role, branch_member_id: branchMemberId } = request.body;
      const after = await accounts.change(request, 'role', async (before) => {
        if (role !== 'owner') await accounts.assertNotLastOwner(before);
        await accounts.assertBranchExists(role, branchMemberId);
        await admins.updateRole(before.id, role, branchMemberId);
      });
      return { success: true as const, message: m.updated, data: after };
    },
  );

  for (const [path, disabled] of [
    [api.admin.users.disable, true],
    [api.admin.users.enable, false],
  ] as const) {
    app.post(path, { config: owner, schema: byId }, async (request) => {
      const after = await accounts.change(request, disabled ? 'disable' : 'enable', async (before) => {
        if (disabled) await accounts.assertNotLastOwner(before);
        await admins.setDisabled(before.id, disabled);
      });
      return { success: true as const, message: disabled ? m.disabled : m.enabled, data: after };
    });
  }

  app.post(api.admin.users.resetTwoFactor, { config: owner, schema: byId }, async (request) => {
    const after = await accounts.change(request, 'two-factor off', (before) =>
      app.repos.twoFactor.disable(before.id),
    );
    return { success: true as const, message: m.twoFactorReset, data: after };
  });

  app.post(api.admin.users.resetPassword, { config: owner, schema: byId }, async (request) => {
    const password = temporaryPassword();
    const after = await accounts.change(request, 'reset password', async (before) =>
      admins.setTemporaryPassword(before.id, await hashPassword(password)),
    );
    return { success: true as const, message: m.reset, data: after, temporary_password: password };
  });
};
