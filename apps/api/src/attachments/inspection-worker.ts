import { parentPort } from 'node:worker_threads';
import { checkFile, type Verdict } from '@verdalia/attachment-check';
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
      // A library that throws on a hostile file: it could not be checked, so it is not accepted.
      const verdict: Verdict = {
        ok: false,
        reason: `could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      };
      reply({ id: request.id, verdict });
    },
  );
});
reply({ ready: true });
