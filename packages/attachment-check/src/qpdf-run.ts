import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import { ScratchFile } from './scratch-file.js';

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
  /** Distinct watched messages kept at most: a file with more was made to be unreadable. */
  noticed: 10_000,
};

/** The data segment a run on a file of `size` bytes is given (`qpdfLimits`). */
export const qpdfMemory = (size: number): number =>
  Math.min(qpdfLimits.maxMemory, qpdfLimits.baseMemory + qpdfLimits.memoryPerByte * size);

/** What qpdf reads: the upload itself, by its path, or a scratch file of the check (a copy). */
export type QpdfInput = { path: string } | { scratch: ScratchFile; beside: string };

/**
 * Runs qpdf (Debian's, from PATH: ADR 0006) with `args` on `input`, writing its output to a
 * scratch file of the check's own (scratch-file.ts: no name leads to it, and it is gone once
 * qpdf and the check close it, whatever stops either), under prlimit's bounds: memory and CPU
 * time as `qpdfLimits` says, and at most `outputBytes` of output (beyond it the kernel stops
 * qpdf with SIGXFSZ), and under timeout's wall time (a run whose worker thread was terminated
 * ends by itself). Its standard error is searched for `watch` as it comes. Then hands each
 * line of the output to `onLine`. (qpdf writes its standard output a line per system call: a
 * file is several times faster for large outputs.)
 */
export async function runQpdf(
  input: QpdfInput,
  size: number,
  args: readonly string[],
  outputBytes: number,
  onLine: (line: string) => void,
  watch = /$^/,
  signal?: AbortSignal,
): Promise<QpdfExit> {
  signal?.throwIfAborted();
  const output = await ScratchFile.beside('path' in input ? input.path : input.beside);
  try {
    // The child's descriptors: 3 its output, 4 its input when that is a scratch file.
    const fds = 'path' in input ? [output.fd] : [output.fd, input.scratch.fd];
    const source = 'path' in input ? input.path : '/dev/fd/4';
    const exit = await run(size, [...args, source, '/dev/fd/3'], fds, outputBytes, watch, signal);
    if (exit.status === 0 || exit.status === 3) await eachLine(output, onLine);
    return exit;
  } finally {
    await output.close();
  }
}

/**
 * Kept for callers written when qpdf's output had a name beside the upload, which a check
 * stopped from outside could leave: it has none now (scratch-file.ts), so there is nothing to
 * remove. To be dropped once apps/api no longer calls it.
 */
export const removeScratchFiles: (path: string) => Promise<void> = async () => {
  // Nothing a name leads to: every scratch file of a check is unlinked as it is made.
};

function run(
  size: number,
  args: readonly string[],
  fds: readonly number[],
  outputBytes: number,
  watch: RegExp,
  signal: AbortSignal | undefined,
): Promise<QpdfExit> {
  signal?.throwIfAborted();
  const memory = qpdfMemory(size);
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
    { stdio: ['ignore', 'ignore', 'pipe', ...fds], detached: true },
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
  // Always there (its stdio is 'pipe'); typed as possibly absent for stdio given as a list.
  const stderr = child.stderr;
  stderr?.setEncoding('utf8');
  stderr?.on('data', (text: string) => {
    if (messages.length < qpdfLimits.messageBytes) messages += text;
    for (const match of (tail + text).matchAll(everywhere)) {
      if (noticed.size < qpdfLimits.noticed) noticed.add(match[0]);
    }
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
async function eachLine(file: ScratchFile, onLine: (line: string) => void): Promise<void> {
  const buffer = Buffer.allocUnsafeSlow(1024 * 1024);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for (let position = 0; ;) {
    const bytesRead = await file.read(buffer, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    const lines = (rest + decoder.write(buffer.subarray(0, bytesRead))).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  }
  const last = rest + decoder.end();
  if (last !== '') onLine(last);
}
