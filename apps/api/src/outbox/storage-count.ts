import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { attachmentFile, type OutboxFolders } from './outbox-folders.js';

/** What the outbox holds, by the share each part counts against (storage-budget.ts). */
export interface StoredBytes {
  /** Messages' own files: message.json, delivery.json, acknowledgements. */
  text: number;
  /** Visitors' files of messages not yet delivered (pending/, failed/). */
  attachments: number;
  /** Everything under held/: attachments too large for the mail server, and their records. */
  held: number;
}

/** Every file under `dir` (sizes as stat gives them); what vanishes meanwhile counts 0. */
async function filesUnder(dir: string): Promise<{ name: string; size: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: { name: string; size: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const size = await stat(path.join(entry.parentPath, entry.name)).then(
      (stats) => stats.size,
      () => 0,
    );
    files.push({ name: entry.name, size });
  }
  return files;
}

/** Counts what the outbox's folders hold, share by share. */
export async function countStored(folders: OutboxFolders): Promise<StoredBytes> {
  const counted: StoredBytes = { text: 0, attachments: 0, held: 0 };
  for (const dir of [folders.pendingDir, folders.failedDir]) {
    for (const file of await filesUnder(dir)) {
      if (file.name === attachmentFile) counted.attachments += file.size;
      else counted.text += file.size;
    }
  }
  for (const file of await filesUnder(folders.heldDir)) counted.held += file.size;
  return counted;
}

/** The ids of the messages pending/ holds. */
export async function pendingIds(folders: OutboxFolders): Promise<Set<string>> {
  return new Set(await readdir(folders.pendingDir).catch(() => []));
}
