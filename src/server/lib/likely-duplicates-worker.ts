// The likely-duplicates search's thread (decision 057): searches the family it is given in one
// go, answers once and ends, so what the search makes never grows the server's own heap. Started
// by likely-duplicates-in-worker.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { likelyDuplicates } from '#shared/family-tree/duplicates.ts';
import { packCandidates, unpackMembers, type PackedMembers } from './likely-duplicates-in-worker';

const { candidates } = likelyDuplicates(unpackMembers(workerData as PackedMembers));
const answer = packCandidates(candidates);
parentPort!.postMessage(answer, [answer.buffer]);
