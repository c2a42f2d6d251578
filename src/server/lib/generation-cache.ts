import type { FastifyInstance } from 'fastify';

/**
 * A value built from the content and kept until the content changes: the public cache's
 * generation is that signal (every admin write bumps it, and in PostgreSQL mode so does a write in
 * another process). `key` adds what else the value depends on (the year, for privacy of the
 * living). A build started under an older generation is never reused, and a failed build is not
 * kept: the next call tries again.
 */
export function cachedUntilContentChanges<T>(
  app: FastifyInstance,
  build: () => Promise<T>,
  key: () => string = () => '',
): () => Promise<T> {
  let cached: { generation: number; key: string; value: Promise<T> } | undefined;
  return () => {
    const generation = app.publicCache.generation;
    const extra = key();
    if (cached?.generation !== generation || cached.key !== extra) {
      const entry = { generation, key: extra, value: build() };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
