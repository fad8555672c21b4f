/**
 * Polls `probe` until it returns something other than undefined. `timeoutMs` is a hang guard
 * (how long the work may take on a busy machine), not an expected duration.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const result = await probe();
      if (result !== undefined) return result;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: not within ${timeoutMs / 1000} s${lastError instanceof Error ? ` (last error: ${lastError.message})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
