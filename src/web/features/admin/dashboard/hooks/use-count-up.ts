import { useEffect, useState, useSyncExternalStore } from 'react';

// docs/product.md#constants: the counters animate in 75 steps of 20 ms.
export const COUNT_STEPS = 75;
export const COUNT_TICK_MS = 20;

/** The value shown after `step` of the animation towards `target`. */
export function countAt(target: number, step: number): number {
  if (step >= COUNT_STEPS) return target;
  return Math.round((target * step) / COUNT_STEPS);
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
}

/**
 * Counts from 0 up to `target` after `delayMs` (docs/product.md#screen-states). With reduced motion asked
 * for, the final value shows at once.
 */
export function useCountUp(target: number, delayMs: number): number {
  const reduced = usePrefersReducedMotion();
  const [progress, setProgress] = useState<{ target: number; step: number }>({ target, step: 0 });

  useEffect(() => {
    if (reduced || target === 0) return;
    let step = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => {
        step += 1;
        setProgress({ target, step });
        if (step >= COUNT_STEPS) clearInterval(interval);
      }, COUNT_TICK_MS);
    }, delayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [target, delayMs, reduced]);

  if (reduced) return target;
  // A new target restarts from 0 rather than showing the old run's last step.
  return progress.target === target ? countAt(target, progress.step) : 0;
}
