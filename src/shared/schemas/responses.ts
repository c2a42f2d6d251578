import * as z from 'zod/mini';

// Envelopes shared by several endpoints (docs/product.md#api). zod/mini: the web checks every response
// with these without carrying the full validation library into the public pages.

/** `{ success: true, message }`: deletes, logout, password change, contact. */
export const successMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true }`: marking a message read. */
export const successResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string(),
  database_reachable: z.boolean(),
  /** Free space where DATA_DIR lives (uploads, backups, the SQLite file); null when unknown. */
  disk_free_mb: z.nullable(z.number()),
  disk_low: z.boolean(),
});

/** GET /api/views/: the site's visit count (docs/product.md#public-endpoints). */
export const viewsResponseSchema = z.object({ success: z.literal(true), count: z.number() });

/** What an upload answers: the stored image's address. */
export const uploadResponseSchema = z.object({ success: z.literal(true), imageUrl: z.string() });

/** A `{ success, message, data }` answer to a save. */
export function savedResponseSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** A `{ success, data }` answer of the admin reads. */
export function dataResponseSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
