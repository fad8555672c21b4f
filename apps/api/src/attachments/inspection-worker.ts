import { parentPort } from 'node:worker_threads';
import { checkFile } from '@verdalia/attachment-check';
import { inspectionRequest, type InspectionReply } from './inspection-messages.js';

// The inspection worker's entry (started by attachment-inspector.ts): checks one file at a
// time, as the main thread asks, and answers each with its verdict.
const port = parentPort;
if (!port) throw new Error('inspection-worker.ts runs as a worker thread only');
const reply = (message: InspectionReply) => port.postMessage(message);
/** The check under way, to be stopped when the main thread asks. */
const running = new Map<number, AbortController>();

port.on('message', (message: unknown) => {
  const request = inspectionRequest.parse(message);
  if ('cancel' in request) {
    running.get(request.cancel)?.abort(new Error('stopped by the inspector'));
    return;
  }
  const controller = new AbortController();
  running.set(request.id, controller);
  checkFile(request.path, request.mime, controller.signal)
    .then(
      (verdict) => reply({ id: request.id, verdict }),
      (error: unknown) => {
        // The checker failed (a parser that could not run, a full disk) or was stopped: the
        // file could not be checked, which is no verdict on it. It is not accepted either.
        reply({
          id: request.id,
          unchecked: error instanceof Error ? error.message : String(error),
        });
      },
    )
    .finally(() => running.delete(request.id));
});
reply({ ready: true });
