import { spawn } from 'node:child_process';
import { open, rm } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';

/** How a qpdf run ended: its exit status (0 read, 3 read with warnings, 2 not read) and its messages. */
export interface QpdfExit {
  status: number | null;
  /** The signal that ended it: SIGXFSZ when its output reached `outputBytes`. */
  signal: NodeJS.Signals | null;
  messages: string;
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
  /** What is kept of its standard error (its warnings and errors). */
  messageBytes: 64 * 1024,
};

/**
 * Runs qpdf (Debian's, from PATH: ADR 0006) with `args` on the file at `path`, writing its
 * output to a file beside it, under prlimit's bounds: memory and CPU time as `qpdfLimits`
 * says, and at most `outputBytes` of output (beyond it the kernel stops qpdf with SIGXFSZ).
 * Then hands each line of the output to `onLine`, and removes it. (qpdf writes its standard
 * output a line per system call: a file is several times faster for large outputs.)
 */
export async function runQpdf(
  path: string,
  size: number,
  args: readonly string[],
  outputBytes: number,
  onLine: (line: string) => void,
): Promise<QpdfExit> {
  const output = `${path}.qpdf-output`;
  try {
    const exit = await run(size, [...args, path, output], outputBytes);
    if (exit.status === 0 || exit.status === 3) await eachLine(output, onLine);
    return exit;
  } finally {
    await rm(output, { force: true });
  }
}

function run(size: number, args: readonly string[], outputBytes: number): Promise<QpdfExit> {
  const memory = Math.min(
    qpdfLimits.maxMemory,
    qpdfLimits.baseMemory + qpdfLimits.memoryPerByte * size,
  );
  const child = spawn(
    'prlimit',
    [
      `--data=${Math.round(memory)}`,
      `--cpu=${qpdfLimits.cpuSeconds}`,
      `--fsize=${Math.round(outputBytes)}`,
      '--',
      'qpdf',
      ...args,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let messages = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    if (messages.length < qpdfLimits.messageBytes) messages += text;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status, signal) =>
      resolve({ status, signal, messages: messages.slice(0, qpdfLimits.messageBytes) }),
    );
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
