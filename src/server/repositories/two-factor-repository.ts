import type { Kysely } from 'kysely';
import type { AdminLoginChallengeTable, Database } from '../db/schema';
import type { Selectable } from 'kysely';
import { nowIso } from '../lib/clock';

/** An account's second factor: its secret, the last step it accepted, its recovery codes. */
function secondFactors(db: Kysely<Database>) {
  return {
    async setPending(userId: number, secret: string): Promise<void> {
      await db
        .updateTable('admin_users')
        .set({ totp_pending_secret: secret })
        .where('id', '=', userId)
        .execute();
    },
    /** The pending secret becomes the account's; its recovery codes replace any earlier ones. */
    async enable(userId: number, secret: string, step: number, codeHashes: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admin_users')
          .set({
            totp_secret: secret,
            totp_pending_secret: null,
            totp_enabled_at: nowIso(),
            totp_last_step: step,
          })
          .where('id', '=', userId)
          .execute();
        await replaceCodes(trx, userId, codeHashes);
      });
    },
    async disable(userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admin_users')
          .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
      });
    },
    async replaceRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<void> {
      await db.transaction().execute((trx) => replaceCodes(trx, userId, codeHashes));
    },
    /**
     * Records the step a right code belonged to: true once, false when that step (or a later one)
     * was already accepted, so two requests racing with one code cannot both pass.
     */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('admin_users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Spends a recovery code: true once, false for an unknown or spent one. */
    async spendRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const result = await db
        .updateTable('admin_recovery_codes')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('admin_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** The single-use challenge a right password opens, which a right code then spends. */
function signInChallenges(db: Kysely<Database>) {
  return {
    /** `deviceId`: the known device the password came from (decision 035), if any. */
    async createChallenge(
      userId: number,
      tokenHash: string,
      expiresAt: string,
      deviceId: number | null,
    ): Promise<void> {
      await db
        .insertInto('admin_login_challenges')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          created_at: nowIso(),
          expires_at: expiresAt,
          used_at: null,
          device_id: deviceId,
        })
        .execute();
    },
    findChallenge(tokenHash: string): Promise<Selectable<AdminLoginChallengeTable> | undefined> {
      return db
        .selectFrom('admin_login_challenges')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    async challengeFailed(id: number): Promise<void> {
      await db
        .updateTable('admin_login_challenges')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    /** Single use: true only for the call that spends it. */
    async spendChallenge(id: number): Promise<boolean> {
      const result = await db
        .updateTable('admin_login_challenges')
        .set({ used_at: nowIso() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/** Two-factor sign-in's storage (decision 024): secrets, recovery codes, challenges. */
export function twoFactorRepository(db: Kysely<Database>) {
  return { ...secondFactors(db), ...signInChallenges(db) };
}

async function replaceCodes(trx: Kysely<Database>, userId: number, codeHashes: readonly string[]) {
  await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
  const now = nowIso();
  await trx
    .insertInto('admin_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
    .execute();
}
export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
