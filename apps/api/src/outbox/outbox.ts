import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AttachmentMime, Language } from '@verdalia/shared';

/** What the outbox keeps of an accepted submission (message.json inside its folder). */
export interface StoredMessage {
  version: 1;
  id: string;
  /** RFC 5322 Message-ID, fixed at acceptance so every delivery attempt carries the same one. */
  messageId: string;
  createdAt: string;
  lang: Language;
  name: string;
  email: string;
  message: string;
  remoteIp: string;
  attachment?: {
    fileName: string;
    mime: AttachmentMime;
    size: number;
  };
}

export type NewMessage = Omit<StoredMessage, 'version' | 'id' | 'messageId' | 'createdAt'>;

export const messageFile = 'message.json';
export const attachmentFile = 'attachment';

/** Thrown when a submission could not be stored; the route answers 503. */
export class OutboxUnavailableError extends Error {
  override name = 'OutboxUnavailableError';
}

async function fsyncPath(target: string, flags = 'r'): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A folder per message under OUTBOX_DIR. A message is built in tmp/<id>/ (attachment and
 * message.json each fsynced), then the whole folder is renamed into pending/<id>/ and the
 * parent fsynced: pending/ only ever holds complete messages, even after a power cut.
 */
export class Outbox {
  readonly tmpDir: string;
  readonly pendingDir: string;
  readonly failedDir: string;

  constructor(
    readonly root: string,
    private readonly messageIdDomain: string,
  ) {
    this.tmpDir = path.join(root, 'tmp');
    this.pendingDir = path.join(root, 'pending');
    this.failedDir = path.join(root, 'failed');
  }

  /** Creates the folders and clears tmp/ (left-overs of a crash are never complete messages). */
  async init(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true });
    for (const dir of [this.tmpDir, this.pendingDir, this.failedDir]) {
      await mkdir(dir, { recursive: true });
    }
  }

  newId(): string {
    // Time first so a plain sort delivers in arrival order; random part makes it unique.
    return `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(8).toString('hex')}`;
  }

  /** A path in tmp/ for an upload being received. */
  uploadPath(): string {
    return path.join(this.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
  }

  /** Stores a message durably; resolves only once it is safely in pending/. */
  async store(input: NewMessage, uploadedFile?: string): Promise<StoredMessage> {
    const id = this.newId();
    const stored: StoredMessage = {
      version: 1,
      id,
      messageId: `<${id}@${this.messageIdDomain}>`,
      createdAt: new Date().toISOString(),
      ...input,
    };
    const work = path.join(this.tmpDir, id);
    try {
      await mkdir(work);
      if (uploadedFile) {
        const target = path.join(work, attachmentFile);
        await rename(uploadedFile, target);
        await fsyncPath(target);
      }
      const handle = await open(path.join(work, messageFile), 'wx');
      try {
        await handle.writeFile(JSON.stringify(stored, null, 2));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsyncPath(work);
      await rename(work, path.join(this.pendingDir, id));
      await fsyncPath(this.pendingDir);
      return stored;
    } catch (error) {
      await rm(work, { recursive: true, force: true }).catch(() => undefined);
      if (uploadedFile) await rm(uploadedFile, { force: true }).catch(() => undefined);
      throw new OutboxUnavailableError('the outbox could not store the message', {
        cause: error,
      });
    }
  }

  /** Ids of pending messages, oldest first. */
  async pendingIds(): Promise<string[]> {
    const entries = await readdir(this.pendingDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  }

  pendingPath(id: string): string {
    return path.join(this.pendingDir, id);
  }

  async read(id: string): Promise<StoredMessage> {
    const text = await readFile(path.join(this.pendingDir, id, messageFile), 'utf8');
    return JSON.parse(text) as StoredMessage;
  }

  /** Removes a delivered message. */
  async remove(id: string): Promise<void> {
    await rm(path.join(this.pendingDir, id), { recursive: true, force: true });
    await fsyncPath(this.pendingDir).catch(() => undefined);
  }

  /** Moves a message that could never be delivered aside, for an operator to look at. */
  async fail(id: string): Promise<string> {
    const target = path.join(this.failedDir, id);
    await rename(path.join(this.pendingDir, id), target);
    await fsyncPath(this.failedDir).catch(() => undefined);
    return target;
  }

  /** Readiness: every folder exists and is writable; counts what waits and what failed. */
  async status(): Promise<{ writable: boolean; pending: number; failed: number }> {
    const count = async (dir: string) => {
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        return entries.filter((entry) => entry.isDirectory()).length;
      } catch {
        return 0;
      }
    };
    let writable = true;
    try {
      for (const dir of [this.tmpDir, this.pendingDir, this.failedDir]) {
        if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a folder`);
        // access() says yes to root even where a write would fail: prove it with a real write.
        const probe = path.join(dir, `.probe-${randomBytes(6).toString('hex')}`);
        const handle = await open(probe, 'wx');
        try {
          // A few bytes, not an empty file: a full disk still lets empty files be created.
          await handle.writeFile(Buffer.alloc(4096));
        } finally {
          await handle.close();
          await rm(probe, { force: true });
        }
      }
    } catch {
      writable = false;
    }
    return {
      writable,
      pending: await count(this.pendingDir),
      failed: await count(this.failedDir),
    };
  }
}
