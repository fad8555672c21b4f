/**
 * Counts the contact submissions this process is receiving, so that delivery can give way
 * to them: composing and sending a mail with a 20 MiB attachment costs about as much CPU as
 * receiving several uploads (nodemailer escapes every byte in JavaScript), and on a small
 * machine the two compete. Delivery waits for a quiet moment, but never longer than its
 * message's deadline (see DeliveryWorker), so a steady stream of uploads delays mail by a
 * bounded time and does not stop it.
 */
export class IntakeActivity {
  private active = 0;
  private readonly waiters = new Set<() => void>();

  /** How many deliveries are waiting for a quiet moment right now. */
  get waiting(): number {
    return this.waiters.size;
  }

  /** Marks one submission as being received; call the returned function once it is done. */
  enter(): () => void {
    this.active += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
      if (this.active > 0) return;
      for (const wake of this.waiters) wake();
      this.waiters.clear();
    };
  }

  /** Resolves once nothing is being received, at `until` (a Date.now() time) or on abort. */
  async quiet(until: number, signal: AbortSignal): Promise<void> {
    const waitMs = until - Date.now();
    if (this.active === 0 || waitMs <= 0 || signal.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      signal.addEventListener('abort', done);
      this.waiters.add(done);
    });
  }
}
