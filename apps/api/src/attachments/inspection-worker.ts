import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { checkFile } from '@verdalia/attachment-check';
import { inspectionRequest, workerSettings, type InspectionReply } from './inspection-messages.js';

// The inspection worker's entry (started by check-worker.ts): checks one file at a time, as
// the main thread asks, and answers each with its verdict.
const port = parentPort;
if (!port) throw new Error('inspection-worker.ts runs as a worker thread only');
const reply = (message: InspectionReply) => port.postMessage(message);
/** The check under way, to be stopped when the main thread asks. */
const running = new Map<number, AbortController>();

const { niceness } = workerSettings.parse(workerData);
if (niceness > 0) {
  // Linux keeps a niceness per thread: this thread's id is the last part of
  // /proc/thread-self's target, and the processes it starts (qpdf) inherit the value. Where
  // that does not exist, or is not allowed, the checks keep the server's priority.
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(thread, Math.min(19, getPriority(thread) + niceness));
  } catch {
    // The same checks, at the server's priority.
  }
}

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
