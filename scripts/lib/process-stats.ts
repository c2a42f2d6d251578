// What the benches read of the server's process from Linux's /proc: its id, memory and CPU time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** The process listening on this port: the server's node, below npm and tsx. */
export function listeningPid(port: number): number | undefined {
  try {
    const sockets = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(sockets)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * VmRSS and VmHWM (the peak) from /proc/PID/status, in MB, and how VmRSS divides: anonymous
 * memory (the heaps: V8's, the render thread's, the allocator's) and mapped files (Node's own
 * binary, about 60 MB, and the native modules), which no change to the server's code moves.
 * NaN when unknown.
 */
export function memoryOf(pid: number | undefined): {
  rssMb: number;
  peakMb: number;
  anonymousMb: number;
  filesMb: number;
} {
  const none = { rssMb: Number.NaN, peakMb: Number.NaN, anonymousMb: Number.NaN, filesMb: Number.NaN };
  if (pid === undefined) return none;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
    return {
      rssMb: field('VmRSS'),
      peakMb: field('VmHWM'),
      anonymousMb: field('RssAnon'),
      filesMb: field('RssFile'),
    };
  } catch {
    return none;
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** User plus system CPU seconds of a process so far, or NaN when unknown. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
