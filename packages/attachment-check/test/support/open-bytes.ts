import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenFile } from '../../src/file-bytes.js';

/** Runs `check` on the bytes as a file on disk (its path and open descriptor), then removes it. */
export function withFile<T>(bytes: Buffer, check: (file: OpenFile, filePath: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdalia-check-'));
  const filePath = path.join(dir, 'upload');
  writeFileSync(filePath, bytes);
  const fd = openSync(filePath, 'r');
  try {
    return check({ fd, size: bytes.length }, filePath);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same for a check that returns a promise. */
export async function withFileAsync<T>(
  bytes: Buffer,
  check: (file: OpenFile, filePath: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdalia-check-'));
  const filePath = path.join(dir, 'upload');
  writeFileSync(filePath, bytes);
  const fd = openSync(filePath, 'r');
  try {
    return await check({ fd, size: bytes.length }, filePath);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}
