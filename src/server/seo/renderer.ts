import { AsyncResource } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { PageReadTransport, PageRendererModule, RenderedPage } from '#shared/page-rendering.ts';

/** Renders the public pages; null for a page the browser renders itself (the admin area). */
export interface PageRendering {
  render(url: string, transport: PageReadTransport): Promise<RenderedPage | null>;
  /** Ends the renderer's thread, if it has one. */
  close(): Promise<void>;
}

export interface RenderWorkerData {
  entry: string;
}

/** The server's thread to the renderer's. */
export type ToWorker =
  | { kind: 'render'; render: number; url: string }
  | { kind: 'read'; read: number; status: number; text: string }
  | { kind: 'read-failed'; read: number; message: string };

/** The renderer's thread to the server's. */
export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'read'; render: number; read: number; path: string; method: string }
  | { kind: 'rendered'; render: number; page: RenderedPage | null }
  | { kind: 'failed'; render: number; message: string };

/**
 * The worker's memory ceiling: a render holds one page and its data. Past it the thread ends, its
 * renders fail (the browser renders those pages) and the next render starts a new thread.
 */
const WORKER_HEAP_MB = 256;

/**
 * The renderer built by `vite build --ssr`, run in a thread of its own (decision 038), or, for the
 * API suite's renderer from source (which only Vite can load), on the server's thread.
 */
export async function loadRenderer(
  entry: string,
  options: { inWorker: boolean; log: FastifyBaseLogger },
): Promise<PageRendering> {
  if (options.inWorker) return new RendererThread(entry, options.log);
  const renderer = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  return {
    render: async (url, transport) =>
      renderer.isServerRendered(url.split('?')[0] ?? '/') ? renderer.renderPage({ url, transport }) : null,
    close: async () => {},
  };
}

// The compiled server has the worker beside its other files (scripts/build-server.mjs); the
// sources run it as TypeScript, which Node reads by stripping the types.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
  import.meta.url,
);

interface PendingRender {
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
  /** Bound to the render's asynchronous context: the server tells each render's reads apart. */
  transport: PageReadTransport;
}

class RendererThread implements PageRendering {
  private worker: Worker | null = null;
  private readonly renders = new Map<number, PendingRender>();
  private lastRender = 0;

  constructor(
    private readonly entry: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  render(url: string, transport: PageReadTransport): Promise<RenderedPage | null> {
    const worker = (this.worker ??= this.start());
    const render = ++this.lastRender;
    return new Promise((resolve, reject) => {
      this.renders.set(render, { resolve, reject, transport: AsyncResource.bind(transport) });
      worker.postMessage({ kind: 'render', render, url } satisfies ToWorker);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    const data: RenderWorkerData = { entry: this.entry };
    const worker = new Worker(workerFile, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.on('message', (message: FromWorker) => this.receive(worker, message));
    worker.on('error', (error) => this.log.error({ err: error }, 'page renderer thread failed'));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      const ended = new Error(`the page renderer thread ended (exit code ${code})`);
      for (const pending of this.renders.values()) pending.reject(ended);
      this.renders.clear();
    });
    // A server closing does not wait for it; `close` ends it.
    worker.unref();
    return worker;
  }

  private receive(worker: Worker, message: FromWorker) {
    if (message.kind === 'ready') return;
    const pending = this.renders.get(message.render);
    if (message.kind === 'read') {
      const reply = (answer: ToWorker) => worker.postMessage(answer);
      if (!pending) return reply({ kind: 'read-failed', read: message.read, message: 'no such render' });
      pending.transport(message.path, { method: message.method }).then(
        ({ status, text }) => reply({ kind: 'read', read: message.read, status, text }),
        (error: unknown) => reply({ kind: 'read-failed', read: message.read, message: String(error) }),
      );
      return;
    }
    this.renders.delete(message.render);
    if (message.kind === 'rendered') pending?.resolve(message.page);
    else pending?.reject(new Error(message.message));
  }
}
