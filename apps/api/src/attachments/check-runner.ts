import type { AttachmentMime } from '@verdalia/shared';
import type { Verdict } from '@verdalia/attachment-check';

/** Nothing can be checked now (no worker starts, no turn in time): 503, not the visitor's fault. */
export class InspectorUnavailableError extends Error {
  override name = 'InspectorUnavailableError';
}

/** A check that did not end within the time it was given, or was stopped. */
export const overran = Symbol('overran');

/**
 * A check that failed: no verdict. `crashed`: its worker ran out of memory or died, which the
 * file may have caused; otherwise the checker could not run (a full disk, a missing parser).
 */
export interface Unchecked {
  unchecked: string;
  crashed: boolean;
}

/** What one run gives: the file's verdict, or why there is none. */
export type CheckOutcome = Verdict | Unchecked | typeof overran;

/**
 * The CPU priority a runner's checks get from the operating system: `foreground` for first
 * tries, `background` for files that overran theirs (they take what CPU first tries leave).
 */
export type RunnerPriority = 'foreground' | 'background';

/**
 * What runs one check at a time for the inspector (attachment-inspector.ts): a worker thread
 * in the server (check-worker.ts), a fake in the scheduler's tests.
 */
export interface CheckRunner {
  /**
   * The file's verdict; `overran` when it took longer than `timeoutMs` from the moment the
   * runner had it (`onStart`), or when `cancel` stopped it; `unchecked` when the check failed.
   * Rejects with InspectorUnavailableError when the runner cannot start.
   */
  run(
    path: string,
    mime: AttachmentMime,
    timeoutMs: number,
    onStart?: () => void,
  ): Promise<CheckOutcome>;
  /** Stops the check under way: its run answers `overran`, soon (check-worker.ts's grace). */
  cancel(): void;
  /** Gets ready now, so that the first file does not wait for a start. */
  warm(): void;
  /** After a long check: starts afresh, so that what it left in memory is given back. */
  renew(): void;
  close(): Promise<void>;
}

/** Makes a runner whose checks run at `priority`. */
export type RunnerFactory = (priority: RunnerPriority) => CheckRunner;
