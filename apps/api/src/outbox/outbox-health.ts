import { randomBytes } from 'node:crypto';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { privateFileMode } from '../fs/durable.js';
import type { OutboxFolders } from './outbox-folders.js';

/**
 * What /readyz says: ready, or why not. The last two come from the storage figures
 * (storage-budget.ts): the disk is down to OUTBOX_DISK_RESERVE_BYTES, or the outbox holds
 * OUTBOX_MAX_BYTES (not even a message without a file fits).
 */
export type OutboxHealth =
  'ready' | 'outbox-unwritable' | 'outbox-lock-lost' | 'disk-reserve-reached' | 'outbox-full';

/** Whether the writes were last seen to work, and whether the lock is held. */
type WriteHealth = Extract<OutboxHealth, 'ready' | 'outbox-unwritable' | 'outbox-lock-lost'>;

/**
 * Whether the outbox can take new messages, as last seen: by the last store (a write that
 * failed), the last probe, and the lock. A lost lock is final: only a restart clears it.
 */
export class HealthState {
  private current: WriteHealth = 'outbox-unwritable';

  get value(): WriteHealth {
    return this.current;
  }

  lockLost(): void {
    this.current = 'outbox-lock-lost';
  }

  writable(writable: boolean): void {
    if (this.current === 'outbox-lock-lost') return;
    this.current = writable ? 'ready' : 'outbox-unwritable';
  }
}

/**
 * One small real write into OUTBOX_DIR (all its folders live on one filesystem, or renames
 * between them would fail). access() says yes to root even where a write would fail, and a
 * full disk still lets empty files be created: hence a few KiB of real data.
 */
export async function probeWrite(folders: OutboxFolders): Promise<boolean> {
  const file = path.join(folders.root, `.probe-${randomBytes(6).toString('hex')}`);
  try {
    for (const dir of [folders.pendingDir, folders.failedDir]) {
      if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a folder`);
    }
    await writeFile(file, Buffer.alloc(4096), { flag: 'wx', mode: privateFileMode });
    return true;
  } catch {
    return false;
  } finally {
    await rm(file, { force: true }).catch(() => undefined);
  }
}
