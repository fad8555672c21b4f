import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { AttachmentMime } from '@verdalia/shared';
import {
  CheckWorker,
  InspectorUnavailableError,
  overran,
  type CheckOutcome,
  type WorkerLimits,
} from './check-worker.js';
import { removeScratchFiles, type Verdict } from '@verdalia/attachment-check';
import { FairQueue } from './fair-queue.js';
import { visitorKey } from '../net/visitor-key.js';

export { InspectorUnavailableError } from './check-worker.js';

const mebibyte = 1024 * 1024;

/**
 * Bounds of the deep check. Every check is linear in the file's size: most documents a visitor
 * sends are checked in milliseconds per MiB, a PDF of many objects in about a second per 20,000
 * (qpdf, ADR 0006); a file crafted to be slow needs more, and its check is stopped (503, never
 * accepted).
 */
export const inspectionLimits = {
  /**
   * The first try of a file, on the quick workers: this much, plus `sliceMsPerMiB` for each
   * MiB, many times what a real file needs on a busy machine. A file that needs more goes to
   * the slow worker, and its address is marked (`strikeMs`).
   */
  sliceMs: 250,
  sliceMsPerMiB: 250,
  /**
   * How long one file's check may take in all: this much, plus `timeoutMsPerMiB` for each MiB
   * (R's reference manual, 6.2 MB and 59,471 PDF objects, takes 3–4 s here, twice that on a
   * machine half as fast). A check that overruns it is stopped, and the file is answered 503
   * attachmentUnchecked: not the visitor's fault, and not accepted.
   */
  timeoutMs: 5000,
  timeoutMsPerMiB: 2000,
  /**
   * How long a file may wait for its turn, then it is not checked now (503
   * attachmentUnchecked): inside nginx's 120 s for the form, with clamd's scan to come.
   */
  maxWaitMs: 30_000,
  /** How long a file that overran its first try counts against its address. */
  strikeMs: 10 * 60_000,
  /** Workers for first tries (one fewer than the cores, at least one) and for slow files. */
  quickWorkers: Math.max(1, Math.min(3, availableParallelism() - 1)),
  slowWorkers: 1,
  /**
   * A file waiting for its first try takes the worker of a try under way that costs more than
   * this many times its own (fair-queue.ts's order, preemptive).
   */
  preemptRatio: 2,
  /** How long a new worker may take to load its modules before checks are called unavailable. */
  startTimeoutMs: 30_000,
  /**
   * How long a check asked to stop (it overran) may take to end before its thread is
   * terminated: qpdf is killed at once and a .docx stops at its next chunk (milliseconds); a
   * .doc's synchronous reading does not stop, and its thread is replaced.
   */
  stopGraceMs: 500,
  /** Each worker's V8 heap; the file buffers (a .doc whole, other files 1 MiB at a time) come on top. */
  maxOldGenerationSizeMb: 48,
  maxYoungGenerationSizeMb: 4,
  stackSizeMb: 4,
};
export type InspectionLimits = typeof inspectionLimits;

interface Job {
  path: string;
  mime: AttachmentMime;
  /** The sender, as one visitor is counted (visitorKey). */
  client: string;
  size: number;
  resolve: (verdict: Verdict) => void;
  reject: (error: Error) => void;
  /** When the file stops waiting (arrival + maxWaitMs). */
  deadline: number;
  /** A check of it was stopped from outside (its first try), and may have left files. */
  stopped?: boolean;
  timer?: NodeJS.Timeout;
}

const sliced = Symbol('sliced');
const preempted = Symbol('preempted');

/**
 * Runs deep checks (content-check.ts) on worker threads, so the event loop never waits for
 * one, in a way no flood of slow files can block visitors. Every file first gets a short
 * try on a quick worker, proportional to its size (a real file passes well within it). A
 * file that needs longer is not stopped: its worker leaves the quick ones and goes on with
 * it as a slow worker (at most `slowWorkers` at a time), a fresh quick worker takes its
 * place, and the sender's address is marked for a while, so that its next files wait for a
 * slow worker directly. When all slow workers are busy, the check is stopped (asked to: its
 * thread stays, check-worker.ts) and the file waits for one.
 * Each queue serves the cheapest file first by the time it is given (its size), an
 * address's waiting files counted together (fair-queue.ts): a visitor's ordinary file does
 * not wait behind large ones, nor behind many from one address. No file waits past
 * `maxWaitMs` (503, not checked now). A check that overruns all its time or memory, or
 * fails, is no verdict on the file: 503 as well, never accepted, and if it crashed its
 * worker its sender is marked.
 */
export class AttachmentInspector {
  private readonly quickIdle: CheckWorker[];
  private readonly slowIdle: CheckWorker[];
  /** A started worker kept ready to take a quick worker's place when that one is handed over. */
  private standby: CheckWorker | undefined;
  private readonly quickQueue = new FairQueue<Job>();
  private readonly slowQueue = new FairQueue<Job>();
  /** Every worker, for close(). */
  private readonly workers = new Set<CheckWorker>();
  /** First tries under way: their cost, and how to give one's worker to a cheaper file. */
  private readonly quickRunning = new Map<CheckWorker, { cost: number; preempt: () => void }>();
  /** Slow checks under way, on slow workers or on quick workers handed over. */
  private slowRunning = 0;
  /** Addresses whose file overran its first try, and until when that counts. */
  private readonly strikes = new Map<string, number>();
  private closed = false;

  constructor(private readonly limits: InspectionLimits = inspectionLimits) {
    this.quickIdle = Array.from({ length: limits.quickWorkers }, () => this.newWorker());
    this.slowIdle = Array.from({ length: limits.slowWorkers }, () => this.newWorker());
  }

  /**
   * The file's verdict; rejects with InspectorUnavailableError when no worker can start or
   * the file's turn does not come within `maxWaitMs`. `clientIp` is the sender's address (counted by its visitorKey: an IPv6 /64 is one).
   */
  async inspect(path: string, mime: AttachmentMime, clientIp = ''): Promise<Verdict> {
    const { size } = await stat(path);
    // One visitor, however many addresses of its IPv6 /64 it sends from.
    const client = visitorKey(clientIp);
    if (this.closed) throw new InspectorUnavailableError('the checks are closed');
    return new Promise<Verdict>((resolve, reject) => {
      const job: Job = {
        path,
        mime,
        client,
        size,
        resolve,
        reject,
        deadline: Date.now() + this.limits.maxWaitMs,
      };
      if (this.isStruck(client)) this.enqueue(this.slowQueue, job, this.timeoutFor(job));
      else this.enqueue(this.quickQueue, job, this.sliceFor(job));
    });
  }

  /** Stops the workers (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    for (const queue of [this.quickQueue, this.slowQueue]) {
      for (let job = queue.shift(); job; job = queue.shift()) {
        clearTimeout(job.timer);
        job.reject(new InspectorUnavailableError('the checks are closed'));
      }
    }
    await Promise.all([...this.workers].map((worker) => worker.close()));
  }

  /** What the workers are doing: for tests and the metrics. */
  state(): { waiting: number; quickIdle: number; slowRunning: number } {
    return {
      waiting: this.quickQueue.size + this.slowQueue.size,
      quickIdle: this.quickIdle.length,
      slowRunning: this.slowRunning,
    };
  }

  /** True while a file of this visitor that overran its first try counts against it. */
  isStruck(clientIp: string): boolean {
    const client = visitorKey(clientIp);
    const until = this.strikes.get(client);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.strikes.delete(client);
    return false;
  }

  private newWorker(): CheckWorker {
    const worker = new CheckWorker(this.limits satisfies WorkerLimits);
    if (this.closed) void worker.close();
    this.workers.add(worker);
    return worker;
  }

  private strike(client: string): void {
    this.strikes.delete(client);
    this.strikes.set(client, Date.now() + this.limits.strikeMs);
    // Forget the oldest marks first: the map stays as small as the addresses seen lately.
    for (const [oldest, until] of this.strikes) {
      if (until > Date.now() && this.strikes.size < 100_000) break;
      this.strikes.delete(oldest);
    }
  }

  private unavailable(): InspectorUnavailableError {
    return new InspectorUnavailableError(
      `no turn to be checked within ${this.limits.maxWaitMs} ms`,
    );
  }

  /** Queues the job at the cost of the check it will be given there, in ms. */
  private enqueue(queue: FairQueue<Job>, job: Job, cost: number): void {
    const wait = job.deadline - Date.now();
    if (wait <= 0) {
      job.reject(this.unavailable());
      return;
    }
    job.timer = setTimeout(() => {
      if (queue.remove(job.client, job)) job.reject(this.unavailable());
    }, wait);
    queue.push(job.client, job, cost);
    if (queue === this.quickQueue && this.quickIdle.length === 0) this.preemptFor(cost);
    this.pump();
  }

  /**
   * A file that costs far less than a first try under way takes its worker: that try is
   * stopped and its file waits again, at its own cost (shortest job first, preemptive), so a
   * visitor's ordinary file never waits out a long try of a large file.
   */
  private preemptFor(cost: number): void {
    let costliest: { cost: number; preempt: () => void } | undefined;
    for (const running of this.quickRunning.values()) {
      if (!costliest || running.cost > costliest.cost) costliest = running;
    }
    if (costliest && costliest.cost > this.limits.preemptRatio * cost) costliest.preempt();
  }

  private pump(): void {
    if (this.closed) return;
    while (this.quickIdle.length > 0 && this.quickQueue.size > 0) {
      const worker = this.quickIdle.pop();
      const job = this.quickQueue.shift();
      if (!worker || !job) break;
      clearTimeout(job.timer);
      void this.runQuick(worker, job);
    }
    while (
      this.slowIdle.length > 0 &&
      this.slowQueue.size > 0 &&
      this.slowRunning < this.limits.slowWorkers
    ) {
      const worker = this.slowIdle.pop();
      const job = this.slowQueue.shift();
      if (!worker || !job) break;
      clearTimeout(job.timer);
      this.slowRunning += 1;
      void this.runSlow(worker, job).finally(() => {
        this.slowRunning -= 1;
        // A slow check's thread is not kept: a new one takes its place, and its memory is freed.
        worker.renew();
        this.slowIdle.push(worker);
        this.pump();
      });
    }
  }

  /** Settles the job with the verdict, or its failure to start. */
  private settle(job: Job, outcome: Promise<CheckOutcome>): Promise<void> {
    return outcome.then(
      (verdict) => {
        // A check stopped from outside, now or before (its first try), may have left files.
        if (verdict === overran || 'unchecked' in verdict || job.stopped) {
          void removeScratchFiles(job.path);
        }
        if (verdict === overran) {
          job.reject(
            new InspectorUnavailableError(`not checked within ${this.timeoutFor(job)} ms`),
          );
          return;
        }
        if ('unchecked' in verdict) {
          // A file that broke the check's worker (out of memory) counts against its address too.
          if (verdict.crashed) this.strike(job.client);
          job.reject(new InspectorUnavailableError(`not checked: ${verdict.unchecked}`));
          return;
        }
        job.resolve(verdict);
      },
      (error: unknown) => job.reject(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** The whole time a file's check may take, by its size. */
  private timeoutFor(job: Job): number {
    return Math.round(this.limits.timeoutMs + (this.limits.timeoutMsPerMiB * job.size) / mebibyte);
  }

  private async runSlow(worker: CheckWorker, job: Job): Promise<void> {
    await this.settle(job, worker.run(job.path, job.mime, this.timeoutFor(job)));
  }

  /** The first try a file is given on a quick worker, by its size. */
  private sliceFor(job: Job): number {
    return Math.min(
      this.timeoutFor(job),
      this.limits.sliceMs + (this.limits.sliceMsPerMiB * job.size) / mebibyte,
    );
  }

  private async runQuick(worker: CheckWorker, job: Job): Promise<void> {
    const slice = this.sliceFor(job);
    if (!this.standby) {
      this.standby = this.newWorker();
      this.standby.warm();
    }
    let timer: NodeJS.Timeout | undefined;
    let startSlice = () => undefined as unknown;
    const slicing = new Promise<typeof sliced>((resolve) => {
      startSlice = () => (timer = setTimeout(() => resolve(sliced), slice));
    });
    let preempt = () => undefined as unknown;
    const preempting = new Promise<typeof preempted>((resolve) => {
      preempt = () => resolve(preempted);
    });
    this.quickRunning.set(worker, { cost: slice, preempt: () => preempt() });
    // The first try counts from when the worker has the file, not from its start.
    const outcome = worker.run(job.path, job.mime, this.timeoutFor(job), () => startSlice());
    const first = await Promise.race([outcome.catch(() => undefined), slicing, preempting]);
    this.quickRunning.delete(worker);
    clearTimeout(timer);
    if (first === preempted) {
      job.stopped = true;
      worker.cancel();
      await outcome.catch(() => undefined);
      this.quickIdle.push(worker);
      this.enqueue(this.quickQueue, job, slice);
      return;
    }
    if (first !== sliced) {
      await this.settle(job, outcome);
      this.quickIdle.push(worker);
      this.pump();
      return;
    }
    this.strike(job.client);
    if (this.slowRunning < this.limits.slowWorkers) {
      // Hand the worker over with its check; the standby takes its place among the quick.
      this.slowRunning += 1;
      const fresh = this.standby;
      this.standby = this.newWorker();
      fresh.warm();
      this.standby.warm();
      this.quickIdle.push(fresh);
      this.pump();
      await this.settle(job, outcome);
      this.slowRunning -= 1;
      this.workers.delete(worker);
      await worker.close();
      this.pump();
      return;
    }
    // No slow worker free: stop the check (its thread stays); the file waits for one.
    job.stopped = true;
    worker.cancel();
    await outcome.catch(() => undefined);
    this.quickIdle.push(worker);
    this.enqueue(this.slowQueue, job, this.timeoutFor(job));
  }
}
