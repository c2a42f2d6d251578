import { useEffect, useState } from 'react';
import { fetchKeeperFile } from '#web/lib/api-client.ts';

/** Where a keeper's screen is with one picture's address. */
type Attempt =
  { src: string; state: 'plain' | 'asking' | 'failed' } | { src: string; state: 'kept'; objectUrl: string };

/**
 * A picture on a keeper's screen. A member photo the public may not see answers 404 to a plain
 * `<img>` (decision 015): when the plain address fails, the file is asked for once more with the
 * keeper's session and shown from memory. Another address starts again.
 */
export function useKeeperImage(src: string): { shown: string | null; onError: () => void } {
  const [attempt, setAttempt] = useState<Attempt>({ src, state: 'plain' });
  const current: Attempt = attempt.src === src ? attempt : { src, state: 'plain' };

  useEffect(() => {
    if (current.state !== 'asking') return;
    let live = true;
    void fetchKeeperFile(src).then((blob) => {
      if (!live) return;
      setAttempt(
        blob ? { src, state: 'kept', objectUrl: URL.createObjectURL(blob) } : { src, state: 'failed' },
      );
    });
    return () => {
      live = false;
    };
  }, [current.state, src]);

  const objectUrl = current.state === 'kept' ? current.objectUrl : null;
  useEffect(() => (objectUrl ? () => URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  return {
    shown:
      src === '' || current.state === 'failed' || current.state === 'asking'
        ? null
        : current.state === 'kept'
          ? current.objectUrl
          : src,
    onError: () =>
      setAttempt(
        current.state === 'plain' && src.startsWith('/uploads/')
          ? { src, state: 'asking' }
          : { src, state: 'failed' },
      ),
  };
}
