import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { diskSpaceReader } from './health';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('reads the disk once per interval however often the health check is asked, and shares a reading under way', async () => {
  let reads = 0;
  const statfs = vi.fn(async () => {
    reads += 1;
    return { bavail: reads * 1024, bsize: 1024 };
  });
  const freeBytes = diskSpaceReader('/data', { maxAgeMs: 10_000, statfs });

  const [first, second] = await Promise.all([freeBytes(), freeBytes()]);
  expect([first, second]).toEqual([1024 * 1024, 1024 * 1024]);
  vi.advanceTimersByTime(9_999);
  expect(await freeBytes()).toBe(1024 * 1024);
  expect(statfs).toHaveBeenCalledTimes(1);

  vi.advanceTimersByTime(1);
  expect(await freeBytes()).toBe(2 * 1024 * 1024);
  expect(statfs).toHaveBeenCalledTimes(2);
  expect(statfs).toHaveBeenCalledWith('/data');
});

it('reports an unreadable disk as unknown, and tries again on the next check', async () => {
  const statfs = vi
    .fn<(dir: string) => Promise<{ bavail: number; bsize: number }>>()
    .mockRejectedValueOnce(new Error('EACCES'))
    .mockResolvedValueOnce({ bavail: 10, bsize: 4096 });
  const freeBytes = diskSpaceReader('/data', { maxAgeMs: 10_000, statfs });
  expect(await freeBytes()).toBeNull();
  expect(await freeBytes()).toBe(40_960);
});
