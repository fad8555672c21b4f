import { Worker } from 'node:worker_threads';
import type { AttachmentMime } from '@verdalia/shared';
import type { Verdict } from './content-check.js';
import { inspectionReply } from './inspection-messages.js';

/**
 * Bounds of the deep check. A check that needs more time or memory is stopped and the file
 * refused: a document a visitor sends is checked in tens of milliseconds (20 MiB included,
 * docs/api.md), a hostile one may make a parser loop or grow without end.
 */
export const inspectionLimits = {
  /** How long one file's check may take once the worker has it. */
  timeoutMs: 5000,
  /**
   * How long a file may wait for its turn (the files ahead of it are checked in tens of
   * milliseconds each; a flood of hostile ones can hold each for `timeoutMs`). A file that
   * waits longer is not checked now (503 attachmentUnchecked): inside nginx's 120 s for the
   * form, with the check itself and clamd's scan still to come.
   */
  maxWaitMs: 30_000,
  /** How long a new worker may take to load its modules before checks are called unavailable. */
  startTimeoutMs: 30_000,
  /** The worker's V8 heap; its buffers (at most a few MiB at a time, a .doc whole) come on top. */
  maxOldGenerationSizeMb: 32,
  maxYoungGenerationSizeMb: 4,
  stackSizeMb: 4,
};
export type InspectionLimits = typeof inspectionLimits;

/** The worker could not be started: nothing can be checked now (503, not the visitor's fault). */
export class InspectorUnavailableError extends Error {
  override name = 'InspectorUnavailableError';
}

// Built, the worker is the .js next to this file; from source (tests, `pnpm dev`) it is the
// .ts, loaded through tsx as the rest of the source is.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(`./inspection-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const workerArgs = fromSource ? ['--import', 'tsx'] : [];

/**
 * Runs deep checks (content-check.ts) on a worker thread, one file at a time, so that neither a
 * slow check nor a parser stuck in a loop ever blocks the event loop: the main thread keeps
 * answering while the worker works. The worker starts with the first attachment and stays
 * for the next (starting one costs more than most checks); one that overruns its time or
 * memory is terminated, its file refused, and a new one is started for the next file.
 */
export class AttachmentInspector {
  private current: { worker: Worker; ready: Promise<Worker> } | undefined;
  /** Settles when the files handed over so far have had their turn; it never rejects. */
  private queue: Promise<void> = Promise.resolve();
  private nextId = 1;

  constructor(private readonly limits: InspectionLimits = inspectionLimits) {}

  /**
   * The file's verdict; rejects with InspectorUnavailableError when no worker can start or
   * the file's turn does not come within `maxWaitMs`.
   */
  inspect(path: string, mime: AttachmentMime): Promise<Verdict> {
    return new Promise<Verdict>((resolve, reject) => {
      let waiting = true;
      const timer = setTimeout(() => {
        waiting = false;
        reject(
          new InspectorUnavailableError(`no turn to be checked within ${this.limits.maxWaitMs} ms`),
        );
      }, this.limits.maxWaitMs);
      this.queue = this.queue.then(async () => {
        clearTimeout(timer);
        // Given up on while it waited: the next file's turn.
        if (!waiting) return;
        waiting = false;
        await this.run(path, mime).then(resolve, reject);
      });
    });
  }

  /** Stops the worker (the server is closing). */
  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    await current?.worker.terminate();
  }

  private async run(path: string, mime: AttachmentMime): Promise<Verdict> {
    const worker = await this.started();
    const id = this.nextId++;
    return new Promise<Verdict>((resolve) => {
      let settled = false;
      const finish = (verdict: Verdict, stop: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (stop) this.stop(worker);
        resolve(verdict);
      };
      const onMessage = (message: unknown) => {
        const reply = inspectionReply.safeParse(message);
        if (reply.success && 'id' in reply.data && reply.data.id === id) {
          finish(reply.data.verdict, false);
        }
      };
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file is what caused it.
      const onError = (error: Error) =>
        finish({ ok: false, reason: `check failed: ${error.message}` }, true);
      const onExit = () => finish({ ok: false, reason: 'the check stopped' }, true);
      const timer = setTimeout(
        () => finish({ ok: false, reason: `not checked within ${this.limits.timeoutMs} ms` }, true),
        this.limits.timeoutMs,
      );
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ id, path, mime });
    });
  }

  private started(): Promise<Worker> {
    if (this.current) return this.current.ready;
    const worker = new Worker(workerUrl, {
      execArgv: workerArgs,
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.limits.maxYoungGenerationSizeMb,
        stackSizeMb: this.limits.stackSizeMb,
      },
    });
    // An idle worker must not keep the process alive, nor its failure crash it.
    worker.unref();
    worker.on('error', () => this.forget(worker)).on('exit', () => this.forget(worker));
    const ready = new Promise<Worker>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', done).off('exit', onExit);
        if (!error) {
          resolve(worker);
          return;
        }
        this.stop(worker);
        reject(
          new InspectorUnavailableError('the inspection worker did not start', { cause: error }),
        );
      };
      const onMessage = (message: unknown) => {
        const reply = inspectionReply.safeParse(message);
        if (reply.success && 'ready' in reply.data) done();
      };
      const onExit = (code: number) => done(new Error(`exited with code ${code}`));
      const timer = setTimeout(
        () => done(new Error(`not ready within ${this.limits.startTimeoutMs} ms`)),
        this.limits.startTimeoutMs,
      );
      worker.on('message', onMessage).on('error', done).on('exit', onExit);
    });
    this.current = { worker, ready };
    return ready;
  }

  private forget(worker: Worker): void {
    if (this.current?.worker === worker) this.current = undefined;
  }

  private stop(worker: Worker): void {
    this.forget(worker);
    void worker.terminate();
  }
}
