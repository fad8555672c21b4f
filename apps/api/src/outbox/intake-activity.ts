/**
 * How long the intake must stay empty before it counts as quiet. Visitors' requests in a
 * burst leave short gaps (one ends, the next has not started yet); delivering in such a gap
 * would put a whole mail's SMTP work in the middle of the burst.
 */
export const intakeSettleMs = 500;

/**
 * Counts the contact submissions being received right now. The delivery worker waits for
 * a quiet moment before each message: a visitor's upload should not share the CPU with the
 * SMTP work of earlier messages (encoding a 20 MiB attachment costs as much as receiving it).
 */
export class IntakeActivity {
  private active = 0;
  private waiters = new Set<() => void>();
  /** Pending while the intake is empty but has not been empty for `settleMs` yet. */
  private settling: NodeJS.Timeout | undefined;

  constructor(private readonly settleMs = intakeSettleMs) {}

  /** Marks a submission as started; call the returned function once it has ended. */
  enter(): () => void {
    this.active += 1;
    clearTimeout(this.settling);
    this.settling = undefined;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
      if (this.active === 0) this.settle();
    };
  }

  get busy(): boolean {
    return this.active > 0;
  }

  private settle(): void {
    this.settling = setTimeout(() => {
      this.settling = undefined;
      for (const wake of [...this.waiters]) wake();
    }, this.settleMs);
    // Nothing but waiters depends on it; it must not keep a closing process alive.
    this.settling.unref();
  }

  /**
   * Resolves once nothing has been received for `settleMs`, after `maxWaitMs` at the latest
   * (a steady stream of submissions delays delivery, never stops it), or when `signal`
   * aborts.
   */
  quiet(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    const quiet = this.active === 0 && this.settling === undefined;
    if (quiet || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, maxWaitMs);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
