/** How a message that failed is tried again (RETRY_BASE_MS, RETRY_MAX_MS, RETRY_GIVE_UP_MS). */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  giveUpMs: number;
}

/** Delay before attempt n+1 after n failures: base, 2×base, 4×base … capped at max. */
export function retryDelay(failures: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 40);
  return Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
}

/** The command an operator runs to send a failed message again. */
export function retryCommand(id: string): string {
  return `npm run outbox -- retry ${id}`;
}

/** A waiting time as an operator reads it in a reason: "120.0 h", "45 s". */
export function formatDuration(ms: number): string {
  const hours = ms / 3_600_000;
  return hours >= 1 ? `${hours.toFixed(1)} h` : `${Math.round(ms / 1000)} s`;
}
