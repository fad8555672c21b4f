import { randomUUID } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A file of the check's own that no name leads to: created beside the upload (on the disk
 * sized for uploads, not in a memory-backed /tmp) and unlinked at once. Its space is the
 * kernel's to free when the last descriptor closes: the check's (closed when it ends, and by
 * Node when its worker thread is terminated) and qpdf's (closed when qpdf ends, by itself at
 * the latest when its wall time runs out, qpdf-run.ts). So nothing is left behind on any path,
 * a check stopped from outside included, and no other process can open it. A program run by
 * the check reaches it as `/dev/fd/<n>`.
 */
export class ScratchFile {
  private constructor(private readonly handle: FileHandle) {}

  /** A new, empty scratch file beside `near` (the upload's path). */
  static async beside(near: string): Promise<ScratchFile> {
    const name = join(dirname(near), `.check-${randomUUID()}`);
    const handle = await open(name, 'wx+', 0o600);
    try {
      await rm(name);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return new ScratchFile(handle);
  }

  get fd(): number {
    return this.handle.fd;
  }

  async write(bytes: Uint8Array, position: number): Promise<void> {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.handle.write(
        bytes,
        written,
        bytes.length - written,
        position + written,
      );
      written += bytesWritten;
    }
  }

  async read(buffer: Buffer, position: number): Promise<number> {
    return (await this.handle.read(buffer, 0, buffer.length, position)).bytesRead;
  }

  async size(): Promise<number> {
    return (await this.handle.stat()).size;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
