import { useEffect } from 'react';
import { parseId } from '#shared/schemas/ids.ts';
import { whenIdle } from '#web/lib/when-idle.ts';
import { countNewsReading } from '../api/count-news-reading';

const READ_KEY = 'nasab:news-read';
// Fallback for browsers that refuse sessionStorage: once per page load.
const readInMemory = new Set<number>();

function readThisVisit(): Set<number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(READ_KEY) ?? '[]');
    const ids = Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
    return new Set([...ids, ...readInMemory]);
  } catch {
    return new Set(readInMemory);
  }
}

function markRead(newsId: number): void {
  const read = readThisVisit().add(newsId);
  readInMemory.add(newsId);
  try {
    sessionStorage.setItem(READ_KEY, JSON.stringify([...read]));
  } catch {
    // The in-memory set still prevents a second count in this page load.
  }
}

/**
 * Decision 018: a news item counts one reading per visit, like the site counts one visit, so
 * coming back to it or reloading it does not push it up the dashboard's «الأخبار الأكثر قراءة».
 */
export function useCountNewsReading(rawId: string | undefined): void {
  useEffect(() => {
    const newsId = parseId(rawId);
    if (newsId === null || readThisVisit().has(newsId)) return;
    // Marked before the request so React's double effects in development cannot count twice.
    markRead(newsId);
    whenIdle(() => void countNewsReading(newsId).catch(() => undefined));
  }, [rawId]);
}
