import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { AttachmentMime } from '@verdalia/shared';
import {
  CheckWorker,
  InspectorUnavailableError,
  overran,
  type WorkerLimits,
} from './check-worker.js';
import type { Verdict } from './content-check.js';
import { FairQueue } from './fair-queue.js';

export { InspectorUnavailableError } from './check-worker.js';

const mebibyte = 1024 * 1024;

/**
 * Bounds of the deep check. Every check is linear in the file's size: a document a visitor
 * sends is checked in milliseconds per MiB; only a parser made to loop (cfb on a cyclic
 * directory) or a file crafted to be slow needs more, and such a file is stopped and refused.
 */
export const inspectionLimits = {
  /**
   * The first try of a file, on the quick workers: this much, plus `sliceMsPerMiB` for each
   * MiB, many times what a real file needs on a busy machine. A file that needs more goes to
   * the slow worker, and its address is marked (`strikeMs`).
   */
  sliceMs: 250,
  sliceMsPerMiB: 50,
  /** How long one file's check may take in all, on the slow worker. */
  timeoutMs: 5000,
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
  /** How long a new worker may take to load its modules before checks are called unavailable. */
  startTimeoutMs: 30_000,
  /** Each worker's V8 heap; the file buffers (a .doc whole, other files 1 MiB at a time) come on top. */
  maxOldGenerationSizeMb: 48,
  maxYoungGenerationSizeMb: 4,
  stackSizeMb: 4,
};
export type InspectionLimits = typeof inspectionLimits;

interface Job {
  path: string;
  mime: AttachmentMime;
  client: string;
  size: number;
  resolve: (verdict: Verdict) => void;
  reject: (error: Error) => void;
  /** When the file stops waiting (arrival + maxWaitMs). */
  deadline: number;
  timer?: NodeJS.Timeout;
}

/** Workers of one kind and the files waiting for them, served address by address. */
class Lane {
  readonly idle: CheckWorker[];
  readonly queue = new FairQueue<Job>();

  constructor(
    readonly workers: CheckWorker[],
    /** How long a file may take here. */
    readonly budgetMs: (job: Job) => number,
  ) {
    this.idle = [...workers];
  }
}

/**
 * Runs deep checks (content-check.ts) on worker threads, so the event loop never waits for
 * one, in a way no flood of slow files can block visitors: every file first gets a short try
 * on the quick workers (proportional to its size: a real file passes in it); one that needs
 * longer is handed to the slow worker, and its address is marked for a while, so its next
 * files go straight there. Each lane serves addresses in turn (a visitor's first file never
 * waits behind many from one address), and no file waits past `maxWaitMs` (503, not checked
 * now). A check that overruns all its time or memory is refused (415).
 */
export class AttachmentInspector {
  private readonly quick: Lane;
  private readonly slow: Lane;
  /** Addresses whose file overran its first try, and until when that counts. */
  private readonly strikes = new Map<string, number>();

  constructor(private readonly limits: InspectionLimits = inspectionLimits) {
    const workerLimits: WorkerLimits = limits;
    const workers = (count: number) =>
      Array.from({ length: count }, () => new CheckWorker(workerLimits));
    this.quick = new Lane(workers(limits.quickWorkers), (job) =>
      Math.min(limits.timeoutMs, limits.sliceMs + (limits.sliceMsPerMiB * job.size) / mebibyte),
    );
    this.slow = new Lane(workers(limits.slowWorkers), () => limits.timeoutMs);
  }

  /**
   * The file's verdict; rejects with InspectorUnavailableError when no worker can start or
   * the file's turn does not come within `maxWaitMs`. `client` is the sender's address.
   */
  async inspect(path: string, mime: AttachmentMime, client = ''): Promise<Verdict> {
    const { size } = await stat(path);
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
      this.enqueue(this.isStruck(client) ? this.slow : this.quick, job);
    });
  }

  /** Stops the workers (the server is closing). */
  async close(): Promise<void> {
    await Promise.all(
      [...this.quick.workers, ...this.slow.workers].map((worker) => worker.close()),
    );
  }

  /** True while a file of this address that overran its first try counts against it. */
  isStruck(client: string): boolean {
    const until = this.strikes.get(client);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.strikes.delete(client);
    return false;
  }

  private strike(client: string): void {
    this.strikes.delete(client);
    this.strikes.set(client, Date.now() + this.limits.strikeMs);
    // Forget the oldest marks first: the map stays as small as the addresses seen lately.
    for (const [address, until] of this.strikes) {
      if (until > Date.now() && this.strikes.size < 100_000) break;
      this.strikes.delete(address);
    }
  }

  private enqueue(lane: Lane, job: Job): void {
    const wait = job.deadline - Date.now();
    if (wait <= 0) {
      job.reject(
        new InspectorUnavailableError(`no turn to be checked within ${this.limits.maxWaitMs} ms`),
      );
      return;
    }
    job.timer = setTimeout(() => {
      if (lane.queue.remove(job.client, job)) {
        job.reject(
          new InspectorUnavailableError(`no turn to be checked within ${this.limits.maxWaitMs} ms`),
        );
      }
    }, wait);
    lane.queue.push(job.client, job);
    this.pump(lane);
  }

  private pump(lane: Lane): void {
    for (;;) {
      const worker = lane.idle.at(-1);
      if (!worker) return;
      const job = lane.queue.shift();
      if (!job) return;
      lane.idle.pop();
      clearTimeout(job.timer);
      void this.run(lane, worker, job).finally(() => {
        lane.idle.push(worker);
        this.pump(lane);
      });
    }
  }

  private async run(lane: Lane, worker: CheckWorker, job: Job): Promise<void> {
    let verdict: Verdict | typeof overran;
    try {
      verdict = await worker.run(job.path, job.mime, lane.budgetMs(job));
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (verdict !== overran) {
      // A file that broke the check (out of memory) counts against its address too.
      if (!verdict.ok && verdict.reason.startsWith('check failed')) this.strike(job.client);
      job.resolve(verdict);
      return;
    }
    this.strike(job.client);
    if (lane === this.quick) this.enqueue(this.slow, job);
    else job.resolve({ ok: false, reason: `not checked within ${this.limits.timeoutMs} ms` });
  }
}
