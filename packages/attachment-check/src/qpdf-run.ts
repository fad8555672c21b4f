import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { open, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/** How a qpdf run ended: its exit status (0 read, 3 read with warnings, 2 not read) and its messages. */
export interface QpdfExit {
  status: number | null;
  /** It was stopped: its output reached `outputBytes` (prlimit's file size), or its time ran out. */
  stopped: 'output' | 'time' | undefined;
  /** The start of its standard error (its warnings and errors), for the log. */
  messages: string;
  /** What of `watch` its standard error held, all of it read (not only the start kept). */
  noticed: string[];
}

const mebibyte = 1024 * 1024;

/**
 * Bounds of one qpdf run, set by prlimit. Its memory is linear in the file (R's reference
 * manual, 6.2 MB and 59,471 objects, takes 243 MB): this much data segment, plus so much per
 * byte of the file, at most `maxMemory`. The CPU time is a guard for a run whose caller stopped
 * waiting (the inspection worker that started it was terminated): the kernel ends it.
 */
export const qpdfLimits = {
  baseMemory: 128 * mebibyte,
  memoryPerByte: 64,
  maxMemory: 1024 * mebibyte,
  cpuSeconds: 60,
  /** Wall time, for the same reason: more than any check is given (`inspectionLimits`). */
  wallSeconds: 120,
  /** What is kept of its standard error (its warnings and errors). */
  messageBytes: 64 * 1024,
};

/**
 * Runs qpdf (Debian's, from PATH: ADR 0006) with `args` on the file at `path`, writing its
 * output to a file beside it, under prlimit's bounds: memory and CPU time as `qpdfLimits`
 * says, and at most `outputBytes` of output (beyond it the kernel stops qpdf with SIGXFSZ),
 * and under timeout's wall time (a run whose worker thread was terminated ends by itself).
 * Its standard error is searched for `watch` as it comes.
 * Then hands each line of the output to `onLine`, and removes it. (qpdf writes its standard
 * output a line per system call: a file is several times faster for large outputs.)
 */
export async function runQpdf(
  path: string,
  size: number,
  args: readonly string[],
  outputBytes: number,
  onLine: (line: string) => void,
  watch = /$^/,
  signal?: AbortSignal,
): Promise<QpdfExit> {
  // A file of its own: a run stopped before (its worker terminated) may still be writing one.
  const output = join(dirname(path), `${scratchPrefix(path)}${randomUUID()}`);
  try {
    const exit = await run(size, [...args, path, output], outputBytes, watch, signal);
    if (exit.status === 0 || exit.status === 3) await eachLine(output, onLine);
    return exit;
  } finally {
    await rm(output, { force: true });
  }
}

/** How the files qpdf writes beside the file at `path` begin: one per run (`.qpdf-<uuid>`). */
const scratchPrefix = (path: string) => `${basename(path)}.qpdf-`;

/** Removes every file a qpdf run on `path` wrote beside it, finished or not. */
export async function removeScratchFiles(path: string): Promise<void> {
  const prefix = scratchPrefix(path);
  const names = await readdir(dirname(path)).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => rm(join(dirname(path), name), { force: true })),
  );
}

function run(
  size: number,
  args: readonly string[],
  outputBytes: number,
  watch: RegExp,
  signal: AbortSignal | undefined,
): Promise<QpdfExit> {
  signal?.throwIfAborted();
  const memory = Math.min(
    qpdfLimits.maxMemory,
    qpdfLimits.baseMemory + qpdfLimits.memoryPerByte * size,
  );
  const child = spawn(
    'timeout',
    [
      '--signal=KILL',
      String(qpdfLimits.wallSeconds),
      'prlimit',
      `--data=${Math.round(memory)}`,
      `--cpu=${qpdfLimits.cpuSeconds}`,
      `--fsize=${Math.round(outputBytes)}`,
      '--',
      'qpdf',
      ...args,
    ],
    // A process group of its own: aborted, the run kills timeout, prlimit and qpdf together,
    // whatever moment of their start the abort comes at.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  signal?.addEventListener('abort', stop, { once: true });
  let messages = '';
  // The end of the chunk before, so that a watched message split between two is seen.
  let tail = '';
  const noticed = new Set<string>();
  const everywhere = new RegExp(watch.source, `${watch.flags.replace('g', '')}g`);
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    if (messages.length < qpdfLimits.messageBytes) messages += text;
    for (const match of (tail + text).matchAll(everywhere)) noticed.add(match[0]);
    tail = text.slice(-256);
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      signal?.removeEventListener('abort', stop);
      reject(error);
    });
    child.on('close', (status, killedBy) => {
      signal?.removeEventListener('abort', stop);
      if (signal?.aborted) {
        const reason: unknown = signal.reason;
        reject(reason instanceof Error ? reason : new Error(String(reason)));
        return;
      }
      // timeout reports its command's death by a signal as 128 + the signal: SIGXFSZ is 25,
      // SIGKILL (the wall time ran out) 9.
      const stopped =
        status === 128 + 25 || killedBy === 'SIGXFSZ' || /File too large/.test(messages)
          ? 'output'
          : status === 128 + 9 || killedBy !== null
            ? 'time'
            : undefined;
      resolve({
        status,
        stopped,
        messages: messages.slice(0, qpdfLimits.messageBytes),
        noticed: [...noticed],
      });
    });
  });
}

/**
 * Each line of a UTF-8 file, read through one buffer: the output of a large PDF is tens of
 * MiB, and a stream's many chunk buffers, freed on a worker thread's own heap, were not given
 * back to the system (the attachment-bounds test's memory).
 */
async function eachLine(path: string, onLine: (line: string) => void): Promise<void> {
  const handle = await open(path, 'r');
  const buffer = Buffer.allocUnsafeSlow(1024 * 1024);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      const lines = (rest + decoder.write(buffer.subarray(0, bytesRead))).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    }
    const last = rest + decoder.end();
    if (last !== '') onLine(last);
  } finally {
    await handle.close();
  }
}
