import type { Kysely } from 'kysely';
import type { AdminSessionRow, AdminUserRow, Database } from '../db/schema';
import type { AdminRole } from '#shared/auth/roles.ts';
import { nowIso } from '../lib/clock';

/** Ends a user's live sessions (all, or all but the one making the change). */
async function revokeSessions(trx: Kysely<Database>, userId: number, now: string, keepSessionId?: number) {
  await trx
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .$if(keepSessionId !== undefined, (query) => query.where('id', '!=', keepSessionId!))
    .where('revoked_at', 'is', null)
    .execute();
}

/** The accounts: who they are, their role and branch (decision 022). */
function adminAccounts(db: Kysely<Database>) {
  return {
    async countUsers(): Promise<number> {
      const row = await db
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    findUserByUsername(username: string): Promise<AdminUserRow | undefined> {
      return db.selectFrom('admin_users').selectAll().where('username', '=', username).executeTakeFirst();
    },
    findUser(id: number): Promise<AdminUserRow | undefined> {
      return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The bootstrap administrator is an owner; the users screen passes the role it chose. */
    createUser(
      username: string,
      passwordHash: string,
      options: { role?: AdminRole; branchMemberId?: number | null; mustChangePassword?: boolean } = {},
    ): Promise<AdminUserRow> {
      const now = nowIso();
      return db
        .insertInto('admin_users')
        .values({
          username,
          password_hash: passwordHash,
          created_at: now,
          password_changed_at: now,
          role: options.role ?? 'owner',
          branch_member_id: options.branchMemberId ?? null,
          must_change_password: options.mustChangePassword ? 1 : 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Every account, with its last sign-in (the newest session it opened). */
    async listUsers(): Promise<(AdminUserRow & { last_login_at: string | null })[]> {
      const [users, logins] = await Promise.all([
        db.selectFrom('admin_users').selectAll().orderBy('id', 'asc').execute(),
        db
          .selectFrom('admin_sessions')
          .select(['user_id', (eb) => eb.fn.max('created_at').as('last')])
          .groupBy('user_id')
          .execute(),
      ]);
      const last = new Map(logins.map((row) => [row.user_id, row.last as string]));
      return users.map((user) => ({ ...user, last_login_at: last.get(user.id) ?? null }));
    },
    /** Owners who can still sign in: the last of them may not be disabled or demoted. */
    async countActiveOwners(): Promise<number> {
      const row = await db
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'owner')
        .where('disabled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async updateRole(id: number, role: AdminRole, branchMemberId: number | null): Promise<void> {
      await db
        .updateTable('admin_users')
        .set({ role, branch_member_id: role === 'branch_editor' ? branchMemberId : null })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** A change to how an account signs in, which ends its other sessions in the same transaction. */
function adminAccessChanges(db: Kysely<Database>) {
  return {
    /** Sets the new hash and revokes every other session of the user, atomically. */
    async changePassword(userId: number, passwordHash: string, keepSessionId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx
          .updateTable('admin_users')
          .set({ password_hash: passwordHash, password_changed_at: now, must_change_password: 0 })
          .where('id', '=', userId)
          .execute();
        await revokeSessions(trx, userId, now, keepSessionId);
      });
    },
    /** Disabling ends every session of the account at once; enabling lets it sign in again. */
    async setDisabled(id: number, disabled: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx
          .updateTable('admin_users')
          .set({ disabled_at: disabled ? now : null })
          .where('id', '=', id)
          .execute();
        if (disabled) {
          await revokeSessions(trx, id, now);
        }
      });
    },
    /** Every live session of the account ends (it was signed in on a device now lost). */
    async endSessions(id: number): Promise<void> {
      await revokeSessions(db, id, nowIso());
    },
    /** A temporary password an owner set: to be changed at the next sign-in; sessions end. */
    async setTemporaryPassword(id: number, passwordHash: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx
          .updateTable('admin_users')
          .set({ password_hash: passwordHash, password_changed_at: now, must_change_password: 1 })
          .where('id', '=', id)
          .execute();
        await revokeSessions(trx, id, now);
      });
    },
  };
}

/** Sessions, and the known devices they are opened from (decision 035). */
function adminSessions(db: Kysely<Database>) {
  return {
    /** `deviceId`: the known device it was opened from (decision 035), if any. */
    createSession(
      userId: number,
      tokenHash: string,
      expiresAt: string,
      deviceId: number | null = null,
    ): Promise<AdminSessionRow> {
      return db
        .insertInto('admin_sessions')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          created_at: nowIso(),
          expires_at: expiresAt,
          revoked_at: null,
          device_id: deviceId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    findSessionByTokenHash(tokenHash: string): Promise<AdminSessionRow | undefined> {
      return db
        .selectFrom('admin_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    async revokeSession(id: number): Promise<void> {
      await db.updateTable('admin_sessions').set({ revoked_at: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export function adminRepository(db: Kysely<Database>) {
  return { ...adminAccounts(db), ...adminAccessChanges(db), ...adminSessions(db) };
}
export type AdminRepository = ReturnType<typeof adminRepository>;
