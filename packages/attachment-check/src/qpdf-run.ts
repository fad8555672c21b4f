import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';

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
    if (exit.status === 0 || exit.status === 3) {
      const lines = createInterface({ input: createReadStream(output), crlfDelay: Infinity });
      for await (const line of lines) onLine(line);
    }
    return exit;
  } finally {
    await rm(output, { force: true });
  }
}

function run(
  size: number,
  args: readonly string[],
  outputBytes: number,
): Promise<QpdfExit> {
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
