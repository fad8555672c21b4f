import { Worker } from 'node:worker_threads';
import type { AttachmentMime } from '@verdalia/shared';
import {
  InspectorUnavailableError,
  overran,
  type CheckOutcome,
  type CheckRunner,
  type RunnerPriority,
} from './check-runner.js';
import { inspectionReply, type WorkerSettings } from './inspection-messages.js';

/** The bounds of one worker thread. */
export const workerLimits = {
  /** How long a new thread may take to load its modules before checks are called unavailable. */
  startTimeoutMs: 30_000,
  /**
   * How long a check asked to stop (it overran, or was preempted) may take to end before its
   * thread is terminated: qpdf is killed at once and a .docx stops at its next chunk
   * (milliseconds); a .doc's synchronous reading does not stop, and its thread is replaced.
   */
  stopGraceMs: 500,
  /** Each thread's V8 heap; the file buffers (a .doc whole, other files 1 MiB at a time) come on top. */
  maxOldGenerationSizeMb: 48,
  maxYoungGenerationSizeMb: 4,
  stackSizeMb: 4,
  /**
   * What a `background` worker's thread adds to the server's niceness, and so the qpdf it
   * starts: under contention Linux gives a task 10 steps nicer about a tenth of the CPU.
   */
  backgroundNiceness: 10,
};
export type WorkerLimits = typeof workerLimits;

// Built, the worker is the .js next to this file; from source (tests, `pnpm dev`) it is the
// .ts, loaded through tsx as the rest of the source is.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(`./inspection-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const workerArgs = fromSource ? ['--import', 'tsx'] : [];

/**
 * One worker thread that runs content checks (content-check.ts), one file at a time, so that
 * neither a slow check nor a parser stuck in a loop blocks the event loop. It starts with its
 * first file and stays for the next (starting one costs more than most checks: a quarter of a
 * second of CPU here). A check that overruns its time, or is cancelled, is asked to stop: qpdf
 * is killed, a .docx's reading ends at its next chunk, and the thread stays. One that does
 * not stop within `stopGraceMs` (a synchronous parser), or runs out of memory, is terminated,
 * and a new thread is started at once for the next. A `background` worker's thread lowers its
 * own CPU priority as it starts (inspection-worker.ts), and the qpdf it starts inherits it.
 */
export class CheckWorker implements CheckRunner {
  private current: { worker: Worker; ready: Promise<Worker> } | undefined;
  private nextId = 1;
  private starts = 0;
  /** The thread the last check ran on. */
  private lastRan: Worker | undefined;
  private closed = false;
  /** Ends the check under way now (see `cancel`). */
  private cancelCurrent: (() => void) | undefined;
  /** The check under way, until it has an outcome. */
  private running: Promise<CheckOutcome> | undefined;

  private readonly settings: WorkerSettings;

  constructor(
    private readonly limits: WorkerLimits,
    priority: RunnerPriority = 'foreground',
  ) {
    this.settings = { niceness: priority === 'background' ? limits.backgroundNiceness : 0 };
  }

  /**
   * The file's verdict, `overran` when it took longer than `timeoutMs` from the moment the
   * started worker had it (`onStart`; the worker is then stopped), or `unchecked` when the
   * check failed.
   */
  async run(
    path: string,
    mime: AttachmentMime,
    timeoutMs: number,
    onStart?: () => void,
  ): Promise<CheckOutcome> {
    const worker = await this.started();
    this.lastRan = worker;
    const id = this.nextId++;
    const running = new Promise<CheckOutcome>((resolve) => {
      let settled = false;
      const finish = (verdict: CheckOutcome, terminate: boolean) => {
        if (settled) return;
        settled = true;
        this.cancelCurrent = undefined;
        clearTimeout(timer);
        clearTimeout(stopping);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (terminate) this.restart(worker);
        resolve(verdict);
      };
      const onMessage = (message: unknown) => {
        const reply = inspectionReply.safeParse(message);
        if (!reply.success || !('id' in reply.data) || reply.data.id !== id) return;
        // Whatever a stopped check answers, its time was up.
        if (stopping) {
          finish(overran, false);
          return;
        }
        finish(
          'verdict' in reply.data
            ? reply.data.verdict
            : { unchecked: reply.data.unchecked, crashed: false },
          false,
        );
      };
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file may have caused it, but
      // a check that dies says nothing of the file (the inspector marks its sender).
      const onError = (error: Error) =>
        finish({ unchecked: `check failed: ${error.message}`, crashed: true }, true);
      const onExit = () => finish({ unchecked: 'the check stopped', crashed: true }, true);
      let stopping: NodeJS.Timeout | undefined;
      // Asked to stop, the check answers (unchecked) and its thread is kept; if it does not
      // answer in time, the thread is terminated.
      const stop = () => {
        if (settled || stopping) return;
        clearTimeout(timer);
        stopping = setTimeout(() => finish(overran, true), this.limits.stopGraceMs);
        worker.postMessage({ cancel: id });
      };
      const timer = setTimeout(stop, timeoutMs);
      this.cancelCurrent = stop;
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ id, path, mime });
      // The time counts from here: a worker's start is not the file's doing.
      onStart?.();
    });
    this.running = running;
    return running;
  }

  /** How many threads this worker has started (one, unless checks had to be terminated). */
  get threadsStarted(): number {
    return this.starts;
  }

  /** Starts the thread now, so that the first file does not wait for it. */
  warm(): void {
    void this.started().catch(() => undefined);
  }

  /**
   * Replaces the idle thread with a new one: what a long check left in its heap (V8 does not
   * give back an idle thread's pages) goes back to the system at once.
   */
  renew(): void {
    const current = this.current;
    // A thread already replaced after its check (it overran or failed) is new: kept.
    if (!current || current.worker !== this.lastRan) return;
    // Forgotten at once: the next run starts on the new thread, never on the one going away.
    this.current = undefined;
    void current.worker.terminate();
    this.warm();
  }

  /** Stops the check under way: its run answers `overran` (see `stopGraceMs`). */
  cancel(): void {
    this.cancelCurrent?.();
  }

  /**
   * Stops the worker (the server is closing): the check under way is asked to stop first, so
   * that what it runs (qpdf) ends with it.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelCurrent?.();
    await this.running;
    const current = this.current;
    this.current = undefined;
    await current?.worker.terminate();
  }

  private started(): Promise<Worker> {
    if (this.current) return this.current.ready;
    if (this.closed) return Promise.reject(new InspectorUnavailableError('the checks are closed'));
    this.starts += 1;
    const worker = new Worker(workerUrl, {
      execArgv: workerArgs,
      workerData: this.settings,
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
        this.forget(worker);
        void worker.terminate();
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
    // A start that fails is reported to the file that waits for it, never as an unhandled rejection.
    ready.catch(() => undefined);
    this.current = { worker, ready };
    return ready;
  }

  private forget(worker: Worker): void {
    if (this.current?.worker === worker) this.current = undefined;
  }

  /** Terminates a worker that overran or failed, and starts the next one now, before it is needed. */
  private restart(worker: Worker): void {
    this.forget(worker);
    void worker.terminate();
    if (!this.closed) void this.started().catch(() => undefined);
  }
}
