import { sql, type Kysely } from 'kysely';
import type { Database, PushSubscriptionRow } from '../db/schema';
import { nowIso } from '../lib/clock';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: readonly string[];
  relativeAccountId: number | null;
}

/** The site's VAPID keys and the browsers' push subscriptions (docs/product.md#notifications). */
export function pushRepository(db: Kysely<Database>) {
  return {
    /**
     * The site's key pair; made by `generate` and stored the first time. Two processes starting on
     * one database both try: the first insert wins and both read what it stored.
     */
    async keys(generate: () => VapidKeys): Promise<VapidKeys> {
      const stored = await db.selectFrom('push_keys').selectAll().where('id', '=', 1).executeTakeFirst();
      if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
      const made = generate();
      await db
        .insertInto('push_keys')
        .values({
          id: 1,
          public_key: made.publicKey,
          private_key: made.privateKey,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db.selectFrom('push_keys').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    /** Stores a subscription; the same endpoint again (the same browser) replaces what it asked for. */
    async subscribe(subscription: NewPushSubscription): Promise<void> {
      const now = nowIso();
      const values = {
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        kinds: subscription.kinds.join(','),
        relative_account_id: subscription.relativeAccountId,
        updated_at: now,
      };
      await db
        .insertInto('push_subscriptions')
        .values({ endpoint: subscription.endpoint, created_at: now, ...values })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
        .execute();
    },

    async unsubscribe(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    },

    /** A subscription the push service said is gone (404, 410). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    /**
     * The subscriptions that asked for `kind`; for a family-only item, only those a relative made
     * whose account is not revoked (decision 047's circle, read when sending).
     */
    async recipients(kind: string, familyOnly: boolean): Promise<PushSubscriptionRow[]> {
      let query = db
        .selectFrom('push_subscriptions')
        .selectAll('push_subscriptions')
        .where(sql<string>`',' || push_subscriptions.kinds || ','`, 'like', `%,${kind},%`);
      if (familyOnly) {
        query = query
          .innerJoin('relative_accounts', 'relative_accounts.id', 'push_subscriptions.relative_account_id')
          .where('relative_accounts.revoked_at', 'is', null);
      }
      return query.orderBy('push_subscriptions.id').execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type PushRepository = ReturnType<typeof pushRepository>;
