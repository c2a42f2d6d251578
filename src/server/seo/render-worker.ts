// The page renderer's own thread (decision 038): React renders a page here, and the page's API
// reads are answered by the server's thread, which the render never holds. Node runs this file as
// it is (types stripped) from the sources and as built JavaScript in production: it imports only
// Node's modules and types.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  PageReadAnswer,
  PageReadTransport,
  PageRendererModule,
  RenderedPage,
} from '#shared/page-rendering.ts';
import type { RenderWorkerData, ToWorker, FromWorker } from './renderer';

const port = parentPort!;
const { entry } = workerData as RenderWorkerData;
const renderer = (await import(pathToFileURL(entry).href)) as PageRendererModule;

// The renderer keeps one transport for every render (entry-server.tsx), and renders overlap: each
// read is told to the server with the render it belongs to, known from its asynchronous context.
const renderOfRead = new AsyncLocalStorage<number>();
const reads = new Map<
  number,
  { resolve: (answer: PageReadAnswer) => void; reject: (error: Error) => void }
>();
let lastRead = 0;

function send(message: FromWorker) {
  port.postMessage(message);
}

/** An API read of a page, answered by the server's thread (its `inject`, its caches). */
const transport: PageReadTransport = (path, init) =>
  new Promise((resolve, reject) => {
    const read = ++lastRead;
    reads.set(read, { resolve, reject });
    send({ kind: 'read', render: renderOfRead.getStore() ?? 0, read, path, method: init.method ?? 'GET' });
  });

function render(id: number, url: string) {
  const answer = (page: RenderedPage | null) => send({ kind: 'rendered', render: id, page });
  if (!renderer.isServerRendered(url.split('?')[0] ?? '/')) return answer(null);
  renderOfRead
    .run(id, () => renderer.renderPage({ url, transport }))
    .then(answer, (error: unknown) =>
      send({
        kind: 'failed',
        render: id,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    );
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'render') return render(message.render, message.url);
  const waiting = reads.get(message.read);
  reads.delete(message.read);
  if (message.kind === 'read') waiting?.resolve({ status: message.status, text: message.text });
  else waiting?.reject(new Error(message.message));
});
send({ kind: 'ready' });
