import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { StartOptions } from '#server/test/test-server.ts';
import { adminToken, fetchTransport, setApiTransport } from '../lib/api-client';

/** A request the app sent, as the server received it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

interface Started {
  baseURL: string;
  token: string;
}

/**
 * The real server (its own throwaway database, over HTTP) behind the web app's api client, signed
 * in as the administrator, for the tests of the client's data layer. Call inside `describe`. The
 * requests the app sends are recorded, one test at a time; nothing answers for the server.
 */
export function withRealServer(options: StartOptions = {}): { sent: SentRequest[] } {
  let thread: Worker | undefined;
  let started: Started | undefined;
  const sent: SentRequest[] = [];
  beforeAll(async () => {
    // A path, not a URL: jsdom's URL is not the one Node's worker takes.
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'real-server-thread.ts');
    thread = new Worker(file, {
      workerData: options,
      execArgv: ['--import', 'tsx'],
    });
    const server = await new Promise<Started>((resolve, reject) => {
      thread!.once('message', resolve);
      thread!.once('error', reject);
    });
    started = server;
    setApiTransport(async (path, init) => {
      sent.push({
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      // Without the signal: under jsdom a query's AbortSignal is jsdom's, which Node's fetch refuses.
      const response = await fetch(`${server.baseURL}${path}`, { ...init, signal: undefined });
      return { status: response.status, text: await response.text() };
    });
  }, 60_000);
  beforeEach(() => {
    sent.length = 0;
    adminToken.set(started!.token);
  });
  afterAll(async () => {
    setApiTransport(fetchTransport);
    adminToken.clear();
    if (!thread) return;
    // Closed, or ended already (a server that never started).
    const closed = new Promise((resolve) => {
      thread!.once('message', resolve);
      thread!.once('exit', resolve);
    });
    thread.postMessage('close');
    await closed;
    await thread.terminate();
  });
  return { sent };
}
