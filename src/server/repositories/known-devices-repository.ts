import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/clock';
import type { DeviceStore } from '../lib/device-cookie';

/**
 * The column that names a device's account: the keepers' and the relatives' devices are the same
 * rows in two tables (decision 035), apart because the two kinds of account are.
 */
const OWNER_COLUMN = { admin_devices: 'user_id', relative_devices: 'account_id' } as const;
type DeviceTable = keyof typeof OWNER_COLUMN;

/** One kind of account's known devices, in the shape the device cookie reads. */
export function knownDevicesRepository(db: Kysely<Database>, table: DeviceTable): DeviceStore {
  const owner = OWNER_COLUMN[table];
  // Kysely types a table named in the code; both tables have every column read or written here,
  // the owner's under its own name, so one of them stands for both.
  const rows = db as unknown as Kysely<
    Record<DeviceTable, Database['admin_devices'] & Database['relative_devices']>
  >;
  return {
    async findDevice(tokenHash) {
      const row = await rows
        .selectFrom(table)
        .select(['id', `${owner} as owner`, 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && { id: row.id, owner: row.owner, expires_at: row.expires_at };
    },
    /** A browser that just signed in; the account's devices that have expired are let go. */
    async addDevice(ownerId, tokenHash, expiresAt) {
      const now = nowIso();
      await rows.deleteFrom(table).where(owner, '=', ownerId).where('expires_at', '<=', now).execute();
      const row = await rows
        .insertInto(table)
        .values({
          [owner]: ownerId,
          token_hash: tokenHash,
          created_at: now,
          last_used_at: now,
          expires_at: expiresAt,
        } as Parameters<ReturnType<typeof rows.insertInto>['values']>[0])
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async renewDevice(id, expiresAt) {
      await rows
        .updateTable(table)
        .set({ last_used_at: nowIso(), expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },
  };
}
