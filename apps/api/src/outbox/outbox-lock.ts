import lockfile from 'proper-lockfile';
import { errorCode } from '../errors/node-error.js';
import { defaultLockStaleMs } from '../config/outbox-lock-timing.js';
import { StartupError } from '../errors/startup-error.js';
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
  staleMs = defaultLockStaleMs,
): Promise<() => Promise<void>> {
  const waitForStaleMs = staleMs + 2_000;
  try {
    return await lockfile.lock(root, {
      lockfilePath: lockPath,
      realpath: false,
      stale: staleMs,
      update: staleMs / 4,
      retries: {
        retries: Math.ceil(waitForStaleMs / retryEveryMs),
        factor: 1,
        minTimeout: retryEveryMs,
        maxTimeout: retryEveryMs,
      },
      onCompromised: onLost,
    });
  } catch (error) {
    if (errorCode(error) === 'ELOCKED') {
      throw new StartupError(
        `Another process is using the outbox OUTBOX_DIR=${root} (its lock ${lockPath} is being kept fresh). Run one server per OUTBOX_DIR: stop the other one, or give this one its own OUTBOX_DIR.`,
      );
    }
    throw error;
  }
}
