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
  let listening = false;
  return () => {
    // Not kept until the next call: at 50,000 members an old family view or directory is hundreds
    // of megabytes, and the next call may come much later (an admin who opens the list once).
    // Whoever still holds it (a write comparing before and after, a render) keeps it alive. Asked
    // on the first call: the cache may be registered after the plugin that made this.
    if (!listening) {
      listening = true;
      app.publicCache.onContentChanged(() => {
        cached = undefined;
      });
    }
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
