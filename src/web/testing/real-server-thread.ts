import { parentPort, workerData } from 'node:worker_threads';
import { startTestServer, type StartOptions } from '#server/test/test-server.ts';

// The server of withRealServer (real-server.ts), in a thread of its own: the component tests' jsdom
// replaces globals (URL, Blob, AbortSignal …) that the server needs as Node has them.
const server = await startTestServer(workerData as StartOptions);
parentPort!.once('message', () => {
  void server.close().then(() => parentPort!.postMessage('closed'));
});
parentPort!.postMessage({ baseURL: server.baseURL, token: server.token });
