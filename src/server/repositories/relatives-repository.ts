import { sql, type Kysely } from 'kysely';
import type { Database, RelativeAccountRow, RelativeInvitationRow, RelativeSessionRow } from '../db/schema';
import { nowIso } from '../lib/clock';
import { insertPasskey, type NewPasskey } from './relative-passkeys-repository';

/** What accepting an invitation came to. */
export type AcceptOutcome =
  | { kind: 'accepted'; account: RelativeAccountRow }
  | { kind: 'used' }
  | { kind: 'usernameTaken' }
  | { kind: 'passkeyTaken' };

/**
 * What an accepted invitation signs in with from then on: a password (its hash), or a passkey made
 * in the invitation's ceremony with the account's user handle.
 */
export type InvitationCredentials = { passwordHash: string } | { passkey: NewPasskey; passkeyUserId: string };

/** A live session and who it belongs to. */
export interface LiveRelativeSession {
  session: RelativeSessionRow;
  /** Without the calendar feed's secret and the e-mail choices, which no session needs. */
  account: Omit<RelativeAccountRow, 'calendar_token_hash' | 'calendar_token_created_at' | 'mail_kinds'>;
}

/** One member of the keepers' list: the account and the newest invitation not accepted. */
export interface RelativeListRow {
  memberId: number;
  memberName: string;
  account: RelativeAccountRow | null;
  invitation: RelativeInvitationRow | null;
}

/** One-time invitations: a new one replaces the member's unused ones (docs/product.md#relatives-accounts). */
function invitations(db: Kysely<Database>) {
  return {
    async createInvitation(
      memberId: number,
      tokenHash: string,
      invitedBy: number | null,
      expiresAt: string,
    ): Promise<RelativeInvitationRow> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('relative_invitations')
          .where('member_id', '=', memberId)
          .where('used_at', 'is', null)
          .execute();
        return trx
          .insertInto('relative_invitations')
          .values({
            member_id: memberId,
            token_hash: tokenHash,
            invited_by: invitedBy,
            created_at: nowIso(),
            expires_at: expiresAt,
            used_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },
    findInvitation(tokenHash: string): Promise<RelativeInvitationRow | undefined> {
      return db
        .selectFrom('relative_invitations')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /**
     * Spends the invitation and gives its member's account these credentials, in one transaction:
     * a member has one account, so an invitation accepted again (after a revocation, a forgotten
     * password or a lost phone) renews it. Its credentials are then only the new ones: the old
     * password or passkeys, which may be what was lost or taken, stop working, and its sessions
     * end. An invitation another request spent first is `used`; a username another member's
     * account holds is `usernameTaken`, a passkey another account holds `passkeyTaken`.
     */
    async acceptInvitation(
      invitation: RelativeInvitationRow,
      username: string,
      credentials: InvitationCredentials,
    ): Promise<AcceptOutcome> {
      return db.transaction().execute(async (trx): Promise<AcceptOutcome> => {
        const now = nowIso();
        const holder = await trx
          .selectFrom('relative_accounts')
          .select('member_id')
          .where('username', '=', username)
          .executeTakeFirst();
        if (holder && holder.member_id !== invitation.member_id) return { kind: 'usernameTaken' };
        if ('passkey' in credentials) {
          const known = await trx
            .selectFrom('relative_passkeys')
            .innerJoin('relative_accounts', 'relative_accounts.id', 'relative_passkeys.account_id')
            .select('relative_accounts.member_id')
            .where('credential_id', '=', credentials.passkey.credentialId)
            .executeTakeFirst();
          // A credential id is the browser's to say: one already another account's is refused.
          if (known && known.member_id !== invitation.member_id) return { kind: 'passkeyTaken' };
        }
        const spent = await trx
          .updateTable('relative_invitations')
          .set({ used_at: now })
          .where('id', '=', invitation.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return { kind: 'used' };
        const existing = await trx
          .selectFrom('relative_accounts')
          .select('id')
          .where('member_id', '=', invitation.member_id)
          .executeTakeFirst();
        const fresh = {
          username,
          revoked_at: null,
          // New credentials: a feed link of the account's earlier life does not come back with them.
          calendar_token_hash: null,
          calendar_token_created_at: null,
          ...('passwordHash' in credentials
            ? { password_hash: credentials.passwordHash }
            : { password_hash: null, passkey_user_id: credentials.passkeyUserId }),
        };
        const account = existing
          ? await trx
              .updateTable('relative_accounts')
              .set(fresh)
              .where('id', '=', existing.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('relative_accounts')
              .values({ ...fresh, member_id: invitation.member_id, created_at: now, last_sign_in_at: null })
              .returningAll()
              .executeTakeFirstOrThrow();
        await trx.deleteFrom('relative_sessions').where('account_id', '=', account.id).execute();
        await trx.deleteFrom('relative_passkeys').where('account_id', '=', account.id).execute();
        if ('passkey' in credentials) await insertPasskey(trx, account.id, credentials.passkey);
        return { kind: 'accepted', account };
      });
    },
    /**
     * The user handle of the invitation's passkey ceremonies: `proposed` the first time, the same
     * at every later try.
     */
    async invitationUserHandle(invitationId: number, proposed: string): Promise<string> {
      await db
        .updateTable('relative_invitations')
        .set({ passkey_user_id: proposed })
        .where('id', '=', invitationId)
        .where('passkey_user_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('relative_invitations')
        .select('passkey_user_id')
        .where('id', '=', invitationId)
        .executeTakeFirstOrThrow();
      return row.passkey_user_id ?? proposed;
    },
    /** The member whose account holds this username, if any. */
    async usernameHolder(username: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('relative_accounts')
        .select('member_id')
        .where('username', '=', username)
        .executeTakeFirst();
      return row?.member_id;
    },
    /** The member's account, if they have one. */
    findAccountOfMember(memberId: number): Promise<RelativeAccountRow | undefined> {
      return db
        .selectFrom('relative_accounts')
        .selectAll()
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },
  };
}

/** The accounts, as the sign-in and the keepers' list read them. */
function accounts(db: Kysely<Database>) {
  return {
    findAccount(id: number): Promise<RelativeAccountRow | undefined> {
      return db.selectFrom('relative_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findAccountByUsername(username: string): Promise<RelativeAccountRow | undefined> {
      return db
        .selectFrom('relative_accounts')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
    },
    /**
     * The live account whose private calendar feed has this secret's SHA-256 (decision 053); a
     * revoked account's feed is nobody's.
     */
    findAccountByCalendarToken(tokenHash: string): Promise<RelativeAccountRow | undefined> {
      return db
        .selectFrom('relative_accounts')
        .selectAll()
        .where('calendar_token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },
    /** Gives the account a new calendar feed secret (its SHA-256), or none: the old link stops at once. */
    async setCalendarToken(id: number, tokenHash: string | null): Promise<void> {
      await db
        .updateTable('relative_accounts')
        .set({ calendar_token_hash: tokenHash, calendar_token_created_at: tokenHash ? nowIso() : null })
        .where('id', '=', id)
        .execute();
    },
    /** The kinds the relative receives by e-mail (decision 058); none stops them. */
    async setMailKinds(id: number, kinds: readonly string[]): Promise<void> {
      await db
        .updateTable('relative_accounts')
        .set({ mail_kinds: kinds.join(',') })
        .where('id', '=', id)
        .execute();
    },
    /**
     * Who is e-mailed of a publication of `kind`: each live account that chose it, at its member's
     * e-mail; an address two accounts share is written to once. Every relative may read the
     * family-only items, so the audience does not narrow it (docs/product.md#the-familys-own-circle).
     */
    async mailRecipients(kind: string): Promise<{ accountId: number; email: string }[]> {
      const rows = await db
        .selectFrom('relative_accounts')
        .innerJoin('family_members', 'family_members.id', 'relative_accounts.member_id')
        .select(['relative_accounts.id as accountId', 'family_members.contact_email as email'])
        .where('relative_accounts.revoked_at', 'is', null)
        .where(sql<string>`',' || relative_accounts.mail_kinds || ','`, 'like', `%,${kind},%`)
        .where('family_members.contact_email', '!=', '')
        .orderBy('relative_accounts.id')
        .execute();
      const seen = new Set<string>();
      return rows.filter((row) => {
        const address = row.email.trim().toLowerCase();
        if (seen.has(address)) return false;
        seen.add(address);
        return true;
      });
    },
    /** Ends the account and every session it has, at once. */
    async revokeAccount(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('relative_accounts')
          .set({ revoked_at: nowIso(), calendar_token_hash: null, calendar_token_created_at: null })
          .where('id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
        await trx.deleteFrom('relative_sessions').where('account_id', '=', id).execute();
      });
    },
    /** Every member with an account or an invitation not accepted, newest activity first. */
    async listRelatives(): Promise<RelativeListRow[]> {
      const [accountRows, invitationRows] = await Promise.all([
        db
          .selectFrom('relative_accounts')
          .innerJoin('family_members', 'family_members.id', 'relative_accounts.member_id')
          .selectAll('relative_accounts')
          .select('family_members.name as member_name')
          .execute(),
        db
          .selectFrom('relative_invitations')
          .innerJoin('family_members', 'family_members.id', 'relative_invitations.member_id')
          .selectAll('relative_invitations')
          .select('family_members.name as member_name')
          .where('used_at', 'is', null)
          .orderBy('relative_invitations.id', 'asc')
          .execute(),
      ]);
      const byMember = new Map<number, RelativeListRow>();
      const entry = (memberId: number, memberName: string) => {
        const found = byMember.get(memberId) ?? { memberId, memberName, account: null, invitation: null };
        byMember.set(memberId, found);
        return found;
      };
      for (const { member_name: name, ...account } of accountRows)
        entry(account.member_id, name).account = account;
      // In id order: the newest invitation of a member is the one kept.
      for (const { member_name: name, ...invitation } of invitationRows) {
        entry(invitation.member_id, name).invitation = invitation;
      }
      const latest = (row: RelativeListRow) =>
        [row.account?.last_sign_in_at, row.account?.created_at, row.invitation?.created_at]
          .filter((at): at is string => typeof at === 'string')
          .sort()
          .at(-1) ?? '';
      return [...byMember.values()].sort((a, b) => latest(b).localeCompare(latest(a)));
    },
  };
}

/** Sessions: found by the cookie's hash, only while live and the account not revoked. */
function sessions(db: Kysely<Database>) {
  return {
    async openSession(accountId: number, tokenHash: string, expiresAt: string): Promise<void> {
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('relative_accounts')
          .set({ last_sign_in_at: now })
          .where('id', '=', accountId)
          .execute();
        // The account's sessions that ran out are let go as a new one opens.
        await trx
          .deleteFrom('relative_sessions')
          .where('account_id', '=', accountId)
          .where('expires_at', '<=', now)
          .execute();
        await trx
          .insertInto('relative_sessions')
          .values({
            account_id: accountId,
            token_hash: tokenHash,
            created_at: now,
            expires_at: expiresAt,
            last_seen_at: now,
          })
          .execute();
      });
    },
    async findLiveSession(tokenHash: string, nowAt: string): Promise<LiveRelativeSession | undefined> {
      const row = await db
        .selectFrom('relative_sessions')
        .innerJoin('relative_accounts', 'relative_accounts.id', 'relative_sessions.account_id')
        .selectAll('relative_sessions')
        .select([
          'relative_accounts.member_id',
          'relative_accounts.username',
          'relative_accounts.password_hash',
          'relative_accounts.created_at as account_created_at',
          'relative_accounts.last_sign_in_at',
          'relative_accounts.revoked_at',
          'relative_accounts.passkey_user_id',
        ])
        .where('relative_sessions.token_hash', '=', tokenHash)
        .where('relative_sessions.expires_at', '>', nowAt)
        .where('relative_accounts.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const {
        member_id,
        username,
        password_hash,
        account_created_at,
        last_sign_in_at,
        revoked_at,
        passkey_user_id,
        ...session
      } = row;
      return {
        session,
        account: {
          id: session.account_id,
          member_id,
          username,
          password_hash,
          created_at: account_created_at,
          last_sign_in_at,
          revoked_at,
          passkey_user_id,
        },
      };
    },
    async touchSession(id: number, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('relative_sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },
    async closeSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('relative_sessions').where('token_hash', '=', tokenHash).execute();
    },
  };
}

export function relativesRepository(db: Kysely<Database>) {
  return { ...invitations(db), ...accounts(db), ...sessions(db) };
}
export type RelativesRepository = ReturnType<typeof relativesRepository>;
