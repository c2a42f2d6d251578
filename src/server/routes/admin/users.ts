import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/api-paths';
import { usersAdminMessages as m } from '../../../shared/messages/users-admin';
import { idQuerySchema } from '../../../shared/schemas/input';
import {
  userSavedResponseSchema,
  usersListResponseSchema,
  type AdminUser,
} from '../../../shared/schemas/users';
import { userCreateInputSchema, userUpdateInputSchema } from '../../../shared/schemas/users-input';
import type { AdminUserRow } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../../plugins/auth';

/** 96 random bits in 16 characters: given by hand, changed at the first sign-in. */
const temporaryPassword = () => randomBytes(12).toString('base64url');

/**
 * «المستخدمون» (issue #12, decision 022): the owner creates keepers, sets their role and branch,
 * disables, enables and resets them. The last active owner stays an owner. Each change is logged.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admins, audit, familyMembers } = app.repos;
  const owner = { access: 'owner' as const, audit: 'self' as const };

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

  async function log(request: FastifyRequest, summary: string, before: AdminUser | null, after: AdminUser) {
    const admin = request.admin!;
    await audit.append({
      userId: admin.userId,
      username: admin.username,
      action: 'account',
      recordType: 'account',
      recordId: after.id,
      summary,
      before,
      after,
      ip: request.ip,
    });
  }

  async function assertBranchExists(role: string, branchMemberId: number | null) {
    if (role !== 'branch_editor') return;
    if (branchMemberId === null || !(await familyMembers.find(branchMemberId))) {
      throw new HttpError(400, m.branchMissing, { branch_member_id: m.branchMissing });
    }
  }

  /** The last active owner may not stop being one. */
  async function assertNotLastOwner(user: AdminUser) {
    if (user.role === 'owner' && !user.disabled && (await admins.countActiveOwners()) <= 1) {
      throw new HttpError(409, m.lastOwner);
    }
  }

  app.get(
    api.admin.users.list,
    { config: { access: 'owner' }, schema: { response: { 200: usersListResponseSchema } } },
    async () => ({
      success: true as const,
      data: await Promise.all((await admins.listUsers()).map(present)),
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
      await assertBranchExists(role, branchMemberId);
      const password = temporaryPassword();
      const row = await admins.createUser(username, await hashPassword(password), {
        role,
        branchMemberId: role === 'branch_editor' ? branchMemberId : null,
        mustChangePassword: true,
      });
      const created = await load(row.id);
      await log(request, 'create', null, created);
      return reply
        .status(201)
        .send({ success: true as const, message: m.created, data: created, temporary_password: password });
    },
  );

  app.post(
    api.admin.users.update,
    {
      config: owner,
      schema: {
        querystring: idQuerySchema,
        body: userUpdateInputSchema,
        response: { 200: userSavedResponseSchema },
      },
    },
    async (request) => {
      const before = await load(request.query.id);
      const { role, branch_member_id: branchMemberId } = request.body;
      if (role !== 'owner') await assertNotLastOwner(before);
      await assertBranchExists(role, branchMemberId);
      await admins.updateRole(before.id, role, branchMemberId);
      const after = await load(before.id);
      await log(request, 'role', before, after);
      return { success: true as const, message: m.updated, data: after };
    },
  );

  for (const [path, disabled] of [
    [api.admin.users.disable, true],
    [api.admin.users.enable, false],
  ] as const) {
    app.post(
      path,
      { config: owner, schema: { querystring: idQuerySchema, response: { 200: userSavedResponseSchema } } },
      async (request) => {
        const before = await load(request.query.id);
        if (disabled) await assertNotLastOwner(before);
        await admins.setDisabled(before.id, disabled);
        const after = await load(before.id);
        await log(request, disabled ? 'disable' : 'enable', before, after);
        return { success: true as const, message: disabled ? m.disabled : m.enabled, data: after };
      },
    );
  }

  app.post(
    api.admin.users.resetTwoFactor,
    { config: owner, schema: { querystring: idQuerySchema, response: { 200: userSavedResponseSchema } } },
    async (request) => {
      const before = await load(request.query.id);
      await app.repos.twoFactor.disable(before.id);
      const after = await load(before.id);
      await log(request, 'two-factor off', before, after);
      return { success: true as const, message: m.twoFactorReset, data: after };
    },
  );

  app.post(
    api.admin.users.resetPassword,
    { config: owner, schema: { querystring: idQuerySchema, response: { 200: userSavedResponseSchema } } },
    async (request) => {
      const before = await load(request.query.id);
      const password = temporaryPassword();
      await admins.setTemporaryPassword(before.id, await hashPassword(password));
      const after = await load(before.id);
      await log(request, 'reset password', before, after);
      return { success: true as const, message: m.reset, data: after, temporary_password: password };
    },
  );
};
