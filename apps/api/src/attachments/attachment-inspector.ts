import { availableParallelism } from 'node:os';
import type { AttachmentMime } from '@verdalia/shared';
import type { Verdict } from '@verdalia/attachment-check';
import {
  InspectorUnavailableError,
  overran,
  type CheckOutcome,
  type CheckRunner,
  type RunnerFactory,
} from './check-runner.js';
import { FairQueue } from './fair-queue.js';
import { visitorKey } from '../net/visitor-key.js';

const mebibyte = 1024 * 1024;

/**
 * How files are scheduled for their deep check. Every check is linear in the file's size:
 * most documents a visitor sends are checked in tens of milliseconds (a letter of 294 KB as a
 * PDF 25–50 ms, as a .docx 20–80 ms), a PDF of many objects in about a second per 20,000
 * (qpdf, ADR 0006); a file crafted to be slow needs more, and its check is stopped (503,
 * never accepted).
 */
export const schedulingLimits = {
  /**
   * A file's first try, on a quick worker: this much, plus `firstTryMsPerMiB` for each MiB,
   * several times what a real file needs. The quick workers' share an attack takes is its
   * files a second times their first try: at 4 files of 36 KiB a second, 0.64 of one worker.
   */
  firstTryMs: 150,
  firstTryMsPerMiB: 250,
  /**
   * How long one file's check may take in all: this much, plus `timeoutMsPerMiB` for each MiB
   * (R's reference manual, 6.2 MB and 59,471 PDF objects, takes 3–4 s here, twice that on a
   * machine half as fast). A check that overruns it is stopped, and the file is answered 503
   * attachmentUnchecked: not the visitor's fault, and not accepted.
   */
  timeoutMs: 5000,
  timeoutMsPerMiB: 2000,
  /**
   * How long a file may wait for its turn, counted from its arrival, then it is not checked
   * now (503 attachmentUnchecked): inside nginx's 120 s for the form, with clamd's scan to come.
   */
  maxWaitMs: 30_000,
  /** How long a file that overran its first try counts against its sender. */
  strikeMs: 10 * 60_000,
  /** Workers for first tries (one fewer than the cores, at least one) and for slow files. */
  quickWorkers: Math.max(1, Math.min(3, availableParallelism() - 1)),
  slowWorkers: 1,
  /**
   * A file waiting for its first try takes the worker of a first try under way that costs
   * more than this many times its own (fair-queue.ts's order, preemptive).
   */
  preemptRatio: 2,
};
export type SchedulingLimits = typeof schedulingLimits;

/** One file to check, from its arrival to its verdict. */
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
  /** Its wait in a queue ends here. */
  timer?: NodeJS.Timeout;
}

/** What a quick worker is doing: a first try, or a file that overran it and goes on meanwhile. */
interface QuickRun {
  job: Job;
  /** The first try's length (its cost in the queue). */
  firstTry: number;
  /** It overran its first try: any file that waits for a first try takes this worker. */
  demoted: boolean;
  /** Stops it: the file waits again, for a first try or (demoted) for a slow worker. */
  preempt: () => void;
}

interface QuickWorker {
  runner: CheckRunner;
  run?: QuickRun;
  /** Its runner is still stopping a preempted check (no standby was there to replace it). */
  stopping?: boolean;
}

/** What an inspector is given: the file and who sent it. */
export interface InspectedFile {
  path: string;
  mime: AttachmentMime;
  /** Its size in bytes: its tries and its whole time grow with it. */
  size: number;
  /** The sender's address (counted by its visitorKey: an IPv6 /64 is one sender). */
  clientIp: string;
}

/**
 * Runs deep checks (content-check.ts) on runners (worker threads, check-worker.ts), in a way no
 * flood of slow files keeps visitors' ordinary files from being checked: a multilevel feedback
 * queue of two levels, the classic approximation of serving the least attained service first,
 * with fair queuing by sender inside each level (fair-queue.ts).
 *  - Level one, the quick workers: every file's first try, short and by its size. Files wait
 *    cheapest first, a sender's waiting files counted together; one far cheaper than a first
 *    try under way takes that try's worker (the other waits again).
 *  - A file that overruns its first try is demoted: it goes on where it is only while no file
 *    waits for a first try, then waits for a slow worker; and its sender is marked
 *    (`strikeMs`), so that its next files go to the slow workers directly. The quick workers
 *    serve only senders with no file found slow.
 *  - Level two, the slow workers: the demoted files, each given its whole time, cheapest first
 *    by sender, on threads whose CPU priority is lowered (`background`): what they run takes
 *    only the CPU that first tries leave.
 * A quick worker whose check is stopped is replaced at once by a standby runner already
 * started, so a check that is slow to stop (a .doc's synchronous reading) blocks no one. No
 * file waits past `maxWaitMs` from its arrival (503, not checked now). A check that overruns
 * its whole time or fails is no verdict on the file: 503 as well, never accepted, and if it
 * crashed its worker its sender is marked.
 */
export class AttachmentInspector {
  private readonly quick: QuickWorker[];
  private readonly slowIdle: CheckRunner[];
  /** A started runner kept ready to take the place of a quick one that is stopping a check. */
  private standby: CheckRunner | undefined;
  /** Quick runners replaced while they stop a check: each becomes the standby once stopped. */
  private stoppingRunners = 0;
  private readonly firstQueue = new FairQueue<Job>();
  private readonly slowQueue = new FairQueue<Job>();
  /** Every runner, for close(). */
  private readonly runners = new Set<CheckRunner>();
  private slowRunning = 0;
  /** Senders whose file overran its first try, and until when that counts. */
  private readonly strikes = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly createRunner: RunnerFactory,
    private readonly limits: SchedulingLimits = schedulingLimits,
  ) {
    this.quick = Array.from({ length: limits.quickWorkers }, () => ({
      runner: this.newRunner('quick'),
    }));
    this.slowIdle = Array.from({ length: limits.slowWorkers }, () => this.newRunner('slow'));
  }

  /**
   * The file's verdict; rejects with InspectorUnavailableError when no runner can start, the
   * file's turn does not come within `maxWaitMs`, or its check fails or overruns.
   */
  async inspect(file: InspectedFile): Promise<Verdict> {
    if (this.closed) throw new InspectorUnavailableError('the checks are closed');
    // One visitor, however many addresses of its IPv6 /64 it sends from.
    const client = visitorKey(file.clientIp);
    return new Promise<Verdict>((resolve, reject) => {
      const job: Job = {
        path: file.path,
        mime: file.mime,
        size: file.size,
        client,
        resolve,
        reject,
        deadline: Date.now() + this.limits.maxWaitMs,
      };
      if (this.isStruck(file.clientIp)) this.waitForSlow(job);
      else this.waitForFirstTry(job);
    });
  }

  /** Stops the runners (the server is closing); files still waiting are not checked. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queue of [this.firstQueue, this.slowQueue]) {
      for (let job = queue.shift(); job; job = queue.shift()) {
        clearTimeout(job.timer);
        job.reject(new InspectorUnavailableError('the checks are closed'));
      }
    }
    await Promise.all([...this.runners].map((runner) => runner.close()));
  }

  /** What the workers are doing, for the tests. */
  state(): { firstWaiting: number; slowWaiting: number; quickBusy: number; slowRunning: number } {
    return {
      firstWaiting: this.firstQueue.size,
      slowWaiting: this.slowQueue.size,
      quickBusy: this.quick.filter((worker) => worker.run ?? worker.stopping).length,
      slowRunning: this.slowRunning,
    };
  }

  /** True while a file of this sender that overran its first try counts against it. */
  isStruck(clientIp: string): boolean {
    const client = visitorKey(clientIp);
    const until = this.strikes.get(client);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.strikes.delete(client);
    return false;
  }

  private newRunner(kind: 'quick' | 'slow'): CheckRunner {
    const runner = this.createRunner(kind === 'quick' ? 'foreground' : 'background');
    if (this.closed) void runner.close();
    this.runners.add(runner);
    return runner;
  }

  private strike(client: string): void {
    this.strikes.delete(client);
    this.strikes.set(client, Date.now() + this.limits.strikeMs);
    // Forget the oldest marks first: the map stays as small as the senders seen lately.
    for (const [oldest, until] of this.strikes) {
      if (until > Date.now() && this.strikes.size < 100_000) break;
      this.strikes.delete(oldest);
    }
  }

  private firstTryOf(job: Job): number {
    return Math.min(
      this.timeoutOf(job),
      this.limits.firstTryMs + (this.limits.firstTryMsPerMiB * job.size) / mebibyte,
    );
  }

  /** The whole time a file's check may take, by its size. */
  private timeoutOf(job: Job): number {
    return Math.round(this.limits.timeoutMs + (this.limits.timeoutMsPerMiB * job.size) / mebibyte);
  }

  /** Queues the job until its deadline, at `cost`; false when the deadline has passed. */
  private wait(queue: FairQueue<Job>, job: Job, cost: number): boolean {
    const left = job.deadline - Date.now();
    if (left <= 0) {
      job.reject(
        new InspectorUnavailableError(`no turn to be checked within ${this.limits.maxWaitMs} ms`),
      );
      return false;
    }
    job.timer = setTimeout(() => {
      if (queue.remove(job.client, job)) {
        job.reject(
          new InspectorUnavailableError(`no turn to be checked within ${this.limits.maxWaitMs} ms`),
        );
      }
    }, left);
    queue.push(job.client, job, cost);
    return true;
  }

  private waitForFirstTry(job: Job): void {
    const cost = this.firstTryOf(job);
    if (!this.wait(this.firstQueue, job, cost)) return;
    if (!this.quick.some((worker) => !worker.run && !worker.stopping)) this.makeRoomFor(cost);
    this.pump();
  }

  private waitForSlow(job: Job): void {
    if (this.wait(this.slowQueue, job, this.timeoutOf(job))) this.pump();
  }

  /**
   * A file waiting for its first try takes a quick worker from a demoted file that goes on
   * there, else from a first try that costs far more than its own (shortest first, preemptive).
   */
  private makeRoomFor(cost: number): void {
    const runs = this.quick.flatMap((worker) => (worker.run ? [worker.run] : []));
    const demoted = runs.find((run) => run.demoted);
    if (demoted) {
      demoted.preempt();
      return;
    }
    const costliest = runs.reduce<QuickRun | undefined>(
      (most, run) => (!most || run.firstTry > most.firstTry ? run : most),
      undefined,
    );
    if (costliest && costliest.firstTry > this.limits.preemptRatio * cost) costliest.preempt();
  }

  private pump(): void {
    if (this.closed) return;
    for (const worker of this.quick) {
      if (worker.run || worker.stopping) continue;
      const job = this.firstQueue.shift();
      if (!job) break;
      clearTimeout(job.timer);
      this.runFirstTry(worker, job);
    }
    while (this.slowRunning < this.limits.slowWorkers && this.slowQueue.size > 0) {
      const runner = this.slowIdle.pop();
      const job = this.slowQueue.shift();
      if (!runner || !job) break;
      clearTimeout(job.timer);
      void this.runSlow(runner, job);
    }
  }

  private runFirstTry(worker: QuickWorker, job: Job): void {
    // Made with the first file (an idle server keeps one thread fewer), then recycled.
    if (!this.standby && this.stoppingRunners === 0) {
      this.standby = this.newRunner('quick');
      this.standby.warm();
    }
    const runner = worker.runner;
    let timer: NodeJS.Timeout | undefined;
    let preempted = false;
    const run: QuickRun = {
      job,
      firstTry: this.firstTryOf(job),
      demoted: false,
      preempt: () => {
        if (preempted) return;
        preempted = true;
        clearTimeout(timer);
        worker.run = undefined;
        runner.cancel();
        this.replaceStopping(worker, runner, outcome);
        if (run.demoted) this.waitForSlow(job);
        else this.waitForFirstTry(job);
        this.pump();
      },
    };
    worker.run = run;
    // The first try counts from when the runner has the file, not from its start.
    const outcome = runner.run(job.path, job.mime, this.timeoutOf(job), () => {
      timer = setTimeout(() => this.demote(run), run.firstTry);
    });
    outcome.then(
      (result) => {
        if (preempted) return;
        clearTimeout(timer);
        worker.run = undefined;
        this.settle(job, result);
        this.pump();
      },
      (error: unknown) => {
        if (preempted) return;
        clearTimeout(timer);
        worker.run = undefined;
        job.reject(error instanceof Error ? error : new Error(String(error)));
        this.pump();
      },
    );
  }

  /** The first try is up: the sender is marked, and the file gives way to any that waits. */
  private demote(run: QuickRun): void {
    run.demoted = true;
    this.strike(run.job.client);
    if (this.firstQueue.size > 0) run.preempt();
  }

  /**
   * A quick worker whose runner is stopping a check (`stopped`, its outcome) takes the standby
   * in its place at once, and the stopped runner becomes the standby once it has stopped.
   * Without a standby, the worker waits for its own runner to stop.
   */
  private replaceStopping(
    worker: QuickWorker,
    runner: CheckRunner,
    stopped: Promise<CheckOutcome>,
  ): void {
    const standby = this.standby;
    if (standby) {
      this.standby = undefined;
      this.stoppingRunners += 1;
      worker.runner = standby;
    } else {
      worker.stopping = true;
    }
    const done = () => {
      if (worker.runner === runner) {
        worker.stopping = false;
      } else {
        this.stoppingRunners -= 1;
        if (!this.standby && !this.closed) {
          this.standby = runner;
        } else {
          this.runners.delete(runner);
          void runner.close();
        }
      }
      this.pump();
    };
    stopped.then(done, done);
  }

  private async runSlow(runner: CheckRunner, job: Job): Promise<void> {
    this.slowRunning += 1;
    try {
      this.settle(job, await runner.run(job.path, job.mime, this.timeoutOf(job)));
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.slowRunning -= 1;
      // What a long check left in the thread's heap goes back to the system.
      runner.renew();
      this.slowIdle.push(runner);
      this.pump();
    }
  }

  private settle(job: Job, outcome: CheckOutcome): void {
    if (outcome === overran) {
      job.reject(new InspectorUnavailableError(`not checked within ${this.timeoutOf(job)} ms`));
      return;
    }
    if ('unchecked' in outcome) {
      // A file that broke the check's worker (out of memory) counts against its sender too.
      if (outcome.crashed) this.strike(job.client);
      job.reject(new InspectorUnavailableError(`not checked: ${outcome.unchecked}`));
      return;
    }
    job.resolve(outcome);
  }
}
