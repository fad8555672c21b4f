import lockfile from 'proper-lockfile';
import { StartupError } from '../startup-error.js';

/**
 * How long a lock whose holder stopped refreshing it counts as held. The holder refreshes
 * it every quarter of this, so only an event loop stuck for seconds could lose it; a
 * process killed outright frees it after this long, and the next one waits for that.
 */
const lockStaleMs = 6_000;
const waitForStaleMs = lockStaleMs + 2_000;
const retryEveryMs = 500;

/**
 * Takes the outbox for this process (a lock folder refreshed while the process lives; it
 * works across containers sharing a volume, where process ids mean nothing). Two processes
 * on one outbox would each clear the other's tmp/ and deliver the same messages.
 */
export async function lockOutbox(
  root: string,
  lockPath: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(root, {
      lockfilePath: lockPath,
      realpath: false,
      stale: lockStaleMs,
      update: lockStaleMs / 4,
      retries: {
        retries: Math.ceil(waitForStaleMs / retryEveryMs),
        factor: 1,
        minTimeout: retryEveryMs,
        maxTimeout: retryEveryMs,
      },
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new StartupError(
        `Another process is using the outbox OUTBOX_DIR=${root} (its lock ${lockPath} is being kept fresh). Run one server per OUTBOX_DIR: stop the other one, or give this one its own OUTBOX_DIR.`,
      );
    }
    throw error;
  }
}
