// The import worker (decision 036): reads one uploaded file as its pieces arrive from the main
// thread, plans it, answers once and ends, so the reading never holds up other requests and its
// memory goes back when it ends. Started by read-in-worker.ts.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { UnreadableFileError } from './family-data';
import type { ImportWorkerAnswer, ImportWorkerData, ImportWorkerInput } from './read-in-worker';
import { readImport } from './read-import';

const port = parentPort!;
const { format, dryRun, maxMembers } = workerData as ImportWorkerData;

// Pieces wait here until the reader asks for them; null is the end of the file.
const pieces = new Readable({ objectMode: true, read() {} });
port.on('message', (input: ImportWorkerInput) => pieces.push(input));

let answer: ImportWorkerAnswer;
try {
  answer = { kind: 'read', reading: await readImport(format, pieces, { dryRun, maxMembers }) };
} catch (error) {
  if (!(error instanceof UnreadableFileError)) throw error;
  answer = { kind: 'refused', message: error.message };
}
port.postMessage(answer);
port.close();
