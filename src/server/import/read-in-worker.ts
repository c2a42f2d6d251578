import { Worker } from 'node:worker_threads';
import type { ImportFormat } from '#shared/schemas/import.ts';
import { workerEntry } from '#server/lib/worker-entry.ts';
import { UnreadableFileError } from './family-data';
import type { ImportLimits } from './import-limits';
import type { ImportReading } from './read-import';

export interface ImportWorkerData {
  format: ImportFormat;
  dryRun: boolean;
  maxMembers: number;
}

/** A piece of the file, or null: the file has ended. */
export type ImportWorkerInput = Uint8Array | null;

export type ImportWorkerAnswer =
  { kind: 'read'; reading: ImportReading } | { kind: 'refused'; message: string };

/** The worker ran out of the memory it is given: the file asks more than one import may take. */
export class ImportOutOfMemoryError extends Error {}

/**
 * One import's reading in a worker thread (decision 036): the upload's pieces are passed on as
 * they arrive, the worker reads and plans, and answers once. A refusal may come before the upload
 * has ended (too many members); the pieces after it are dropped. The worker ends with its answer.
 */
export class ReadInWorker {
  /** The bytes written so far, dropped ones included. */
  bytes = 0;
  private worker: Worker | undefined;
  private answer: Promise<ImportReading> | undefined;
  private answered = false;

  constructor(
    private readonly format: ImportFormat,
    private readonly options: { dryRun: boolean; limits: ImportLimits },
  ) {}

  /** A piece of the upload. The worker starts with the first. */
  write(piece: Uint8Array): void {
    this.bytes += piece.length;
    if (this.answered) return;
    const worker = this.worker ?? this.start();
    // A copy the worker owns: the upload's pieces may share their memory with other data.
    const copy = new Uint8Array(piece);
    worker.postMessage(copy satisfies ImportWorkerInput, [copy.buffer]);
  }

  /** The upload has ended: the worker's reading, or its refusal (UnreadableFileError). */
  async end(): Promise<ImportReading> {
    if (!this.worker || !this.answer) throw new Error('nothing was written');
    if (!this.answered) this.worker.postMessage(null satisfies ImportWorkerInput);
    try {
      return await this.answer;
    } finally {
      await this.stop();
    }
  }

  /**
   * Ends the worker whatever it is doing, also after its answer: its thread and heap end at once,
   * though V8 keeps the heap's pages for the server's heap to reuse for a few seconds (decision 051).
   */
  async stop(): Promise<void> {
    await this.worker?.terminate();
  }

  private start(): Worker {
    // dist/node/import-worker.js, an entry point of scripts/build-server.mjs, or its source.
    const { url, execArgv } = workerEntry(import.meta.url, 'import-worker');
    const worker = new Worker(url, {
      workerData: {
        format: this.format,
        dryRun: this.options.dryRun,
        maxMembers: this.options.limits.maxMembers,
      } satisfies ImportWorkerData,
      ...(execArgv ? { execArgv } : {}),
      resourceLimits: { maxOldGenerationSizeMb: this.options.limits.workerMemoryMb },
    });
    this.worker = worker;
    this.answer = new Promise<ImportReading>((resolve, reject) => {
      worker.once('message', (answer: ImportWorkerAnswer) => {
        this.answered = true;
        if (answer.kind === 'read') resolve(answer.reading);
        else reject(new UnreadableFileError(answer.message));
      });
      worker.on('error', (error: Error & { code?: string }) => {
        this.answered = true;
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ImportOutOfMemoryError(error.message) : error);
      });
      worker.once('exit', (code) => {
        this.answered = true;
        reject(new Error(`the import worker ended (${code}) without an answer`));
      });
    });
    // Read by end(); a refusal that comes while the upload is still arriving waits for it there.
    this.answer.catch(() => {});
    return worker;
  }
}
