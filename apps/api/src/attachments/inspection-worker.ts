import { parentPort } from 'node:worker_threads';
import { checkFile } from '@verdalia/attachment-check';
import { inspectionRequest, type InspectionReply } from './inspection-messages.js';

// The inspection worker's entry (started by attachment-inspector.ts): checks one file at a
// time, as the main thread asks, and answers each with its verdict.
const port = parentPort;
if (!port) throw new Error('inspection-worker.ts runs as a worker thread only');
const reply = (message: InspectionReply) => port.postMessage(message);

port.on('message', (message: unknown) => {
  const request = inspectionRequest.parse(message);
  checkFile(request.path, request.mime).then(
    (verdict) => reply({ id: request.id, verdict }),
    (error: unknown) => {
      // The checker failed (a parser that could not run, a full disk): the file could not be
      // checked, which is no verdict on it. It is not accepted either.
      reply({ id: request.id, unchecked: error instanceof Error ? error.message : String(error) });
    },
  );
});
reply({ ready: true });
