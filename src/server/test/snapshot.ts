import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';

const tables: (keyof Database)[] = [
  'family_members',
  'marriages',
  'places',
  'member_events',
  'import_batches',
  'notable_people',
  'news',
  'diwan_info',
  'site_settings',
  'contact_messages',
  'admin_users',
  'admin_sessions',
  'uploaded_images',
];

/**
 * Everything a write could change: every row of every content and account table, in a
 * stable order, and the uploaded files. Two equal snapshots mean nothing was written.
 */
export async function snapshotData(app: FastifyInstance): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const rows = await app.database.db.selectFrom(table).selectAll().execute();
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  out.uploads = fs.readdirSync(app.config.uploadsDir).sort();
  return out;
}

export interface RouteEntry {
  method: string;
  path: string;
}

/** Every route the app registered (HEAD left out), read from Fastify's route tree. */
export function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const full = (depth > 0 ? (stack[depth - 1] ?? '') : '') + match[2];
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push({ method, path: full });
    }
  }
  return routes;
}
