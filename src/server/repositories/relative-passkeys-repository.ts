import type { Kysely, Transaction } from 'kysely';
import type {
  Database,
  PasskeyCeremony,
  RelativePasskeyChallengeRow,
  RelativePasskeyRow,
} from '../db/schema';
import { nowIso } from '../lib/clock';

/** A passkey the browser just made, as verified, before it has a row. */
export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  label: string;
}

/** A ceremony's first request, as stored until its second. */
export interface NewCeremony {
  tokenHash: string;
  purpose: PasskeyCeremony;
  challenge: string;
  expiresAt: string;
  invitationId?: number;
  accountId?: number;
  username?: string;
  userHandle?: string;
}

/** A passkey and the account it signs in to. */
export interface PasskeyWithAccount {
  passkey: RelativePasskeyRow;
  account: {
    id: number;
    member_id: number;
    username: string;
    revoked_at: string | null;
    passkey_user_id: string | null;
  };
}

/** What removing a passkey came to. */
export type RemoveOutcome = 'removed' | 'notFound' | 'lastSignInMethod';

/** Inserts a verified passkey for the account (inside the caller's transaction, or not). */
export async function insertPasskey(
  db: Kysely<Database> | Transaction<Database>,
  accountId: number,
  passkey: NewPasskey,
): Promise<RelativePasskeyRow> {
  return db
    .insertInto('relative_passkeys')
    .values({
      account_id: accountId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp ? 1 : 0,
      label: passkey.label,
      created_at: nowIso(),
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ceremonies between their two requests: kept five minutes, taken once (decision 048). */
function ceremonies(db: Kysely<Database>) {
  return {
    async beginCeremony(ceremony: NewCeremony): Promise<void> {
      // The ceremonies nobody finished are let go as new ones begin.
      await db.deleteFrom('relative_passkey_challenges').where('expires_at', '<=', nowIso()).execute();
      await db
        .insertInto('relative_passkey_challenges')
        .values({
          token_hash: ceremony.tokenHash,
          purpose: ceremony.purpose,
          challenge: ceremony.challenge,
          invitation_id: ceremony.invitationId ?? null,
          account_id: ceremony.accountId ?? null,
          username: ceremony.username ?? null,
          user_handle: ceremony.userHandle ?? null,
          created_at: nowIso(),
          expires_at: ceremony.expiresAt,
        })
        .execute();
    },
    /**
     * The ceremony the cookie names, removed in the same statement that reads it: a challenge
     * answers one response only, however many arrive at once. Undefined when there is none, or
     * it ran out.
     */
    async takeCeremony(tokenHash: string): Promise<RelativePasskeyChallengeRow | undefined> {
      const row = await db
        .deleteFrom('relative_passkey_challenges')
        .where('token_hash', '=', tokenHash)
        .returningAll()
        .executeTakeFirst();
      return row && row.expires_at > nowIso() ? row : undefined;
    },
    async dropCeremony(tokenHash: string): Promise<void> {
      await db.deleteFrom('relative_passkey_challenges').where('token_hash', '=', tokenHash).execute();
    },
  };
}

/** The passkeys of accounts: found by credential at sign-in, listed and removed by their owner. */
function credentials(db: Kysely<Database>) {
  return {
    async findPasskey(credentialId: string): Promise<PasskeyWithAccount | undefined> {
      const row = await db
        .selectFrom('relative_passkeys')
        .innerJoin('relative_accounts', 'relative_accounts.id', 'relative_passkeys.account_id')
        .selectAll('relative_passkeys')
        .select([
          'relative_accounts.member_id',
          'relative_accounts.username',
          'relative_accounts.revoked_at',
          'relative_accounts.passkey_user_id',
        ])
        .where('relative_passkeys.credential_id', '=', credentialId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { member_id, username, revoked_at, passkey_user_id, ...passkey } = row;
      return {
        passkey,
        account: { id: passkey.account_id, member_id, username, revoked_at, passkey_user_id },
      };
    },
    listPasskeys(accountId: number): Promise<RelativePasskeyRow[]> {
      return db
        .selectFrom('relative_passkeys')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('id', 'asc')
        .execute();
    },
    /** After a sign-in: the authenticator's new counter and backup state, and when it was used. */
    async passkeyUsed(id: number, counter: number, backedUp: boolean): Promise<void> {
      await db
        .updateTable('relative_passkeys')
        .set({ counter, backed_up: backedUp ? 1 : 0, last_used_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    /**
     * Adds a passkey to a signed-in account, giving the account its user handle if it had none.
     * False when the credential is already registered (to this account or another).
     */
    async addPasskey(accountId: number, userHandle: string, passkey: NewPasskey): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const known = await trx
          .selectFrom('relative_passkeys')
          .select('id')
          .where('credential_id', '=', passkey.credentialId)
          .executeTakeFirst();
        if (known) return false;
        await trx
          .updateTable('relative_accounts')
          .set({ passkey_user_id: userHandle })
          .where('id', '=', accountId)
          .where('passkey_user_id', 'is', null)
          .execute();
        await insertPasskey(trx, accountId, passkey);
        return true;
      });
    },
    /** Removes one of the account's passkeys, unless it is the last way the account signs in. */
    async removePasskey(accountId: number, passkeyId: number): Promise<RemoveOutcome> {
      return db.transaction().execute(async (trx): Promise<RemoveOutcome> => {
        // Writing the account row first holds it until the commit (PostgreSQL's row lock; SQLite
        // writes one transaction at a time): two removals at once cannot each see the other's
        // passkey still there and leave the account with no way in.
        const account = await trx
          .updateTable('relative_accounts')
          .set((eb) => ({ id: eb.ref('id') }))
          .where('id', '=', accountId)
          .returning(['password_hash'])
          .executeTakeFirst();
        if (!account) return 'notFound';
        const owned = await trx
          .selectFrom('relative_passkeys')
          .select('id')
          .where('account_id', '=', accountId)
          .execute();
        if (!owned.some((row) => row.id === passkeyId)) return 'notFound';
        if (account.password_hash === null && owned.length === 1) return 'lastSignInMethod';
        await trx.deleteFrom('relative_passkeys').where('id', '=', passkeyId).execute();
        return 'removed';
      });
    },
  };
}

export function relativePasskeysRepository(db: Kysely<Database>) {
  return { ...ceremonies(db), ...credentials(db) };
}
export type RelativePasskeysRepository = ReturnType<typeof relativePasskeysRepository>;
