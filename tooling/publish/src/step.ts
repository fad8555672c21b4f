import { spawn } from 'node:child_process';

/** What a step left: its exit status, how long it ran, and its last lines (for the mail). */
export interface StepResult {
  ok: boolean;
  seconds: number;
  tail: string;
}

const keptLines = 60;

/**
 * Runs one command of the pipeline in the repository, its output going on to the CI log as it
 * comes; the last lines are kept, so that a failure's own sentences can be mailed.
 */
export function runStep(command: readonly string[], cwd: string): Promise<StepResult> {
  const started = performance.now();
  const [program = '', ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail: string[] = [];
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      tail = [...tail, ...chunk.toString('utf8').split('\n')].slice(-keptLines);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    const finish = (ok: boolean, extra = '') =>
      resolve({
        ok,
        seconds: (performance.now() - started) / 1000,
        tail: [...tail, extra].join('\n').trim(),
      });
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code) => finish(code === 0));
  });
}
