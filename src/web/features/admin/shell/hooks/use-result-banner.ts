import { useEffect, useState } from 'react';
import type { ResultMessage } from '../components/result-banner';

/** A form's result banner, which goes by itself after `timeoutMs` when the form asks for it (diwan). */
export function useResultBanner(timeoutMs: number | undefined) {
  const [result, setResult] = useState<ResultMessage | null>(null);
  useEffect(() => {
    if (!result || !timeoutMs) return;
    const timer = window.setTimeout(() => setResult(null), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [result, timeoutMs]);
  return [result, setResult] as const;
}
