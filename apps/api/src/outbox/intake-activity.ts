/**
 * Counts the contact submissions being received right now. The delivery worker waits for
 * a quiet moment before each message: a visitor's upload should not share the CPU with the
 * SMTP work of earlier messages (encoding a 20 MiB attachment costs as much as receiving it).
 */
export class IntakeActivity {
  private active = 0;
  private waiters = new Set<() => void>();

  /** Marks a submission as started; call the returned function once it has ended. */
  enter(): () => void {
    this.active += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
      if (this.active === 0) for (const wake of [...this.waiters]) wake();
    };
  }

  get busy(): boolean {
    return this.active > 0;
  }

  /**
   * Resolves once nothing is being received, after `maxWaitMs` at the latest (a steady
   * stream of submissions delays delivery, never stops it), or when `signal` aborts.
   */
  quiet(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    if (this.active === 0 || signal?.aborted) return Promise.resolve();
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
