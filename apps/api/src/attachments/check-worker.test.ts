import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { doc } from '@verdalia/test-files/fixtures';
import { manyObjectsPdf } from '@verdalia/test-files/hostile-files';
import { inspectionLimits } from './attachment-inspector.js';
import { CheckWorker, overran } from './check-worker.js';

// timeout, prlimit and qpdf: every process with the file's path in its command line.
const running = (file: string) => spawnSync('pgrep', ['-f', file]).status === 0;

describe('CheckWorker (a real worker thread)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-check-worker-'));
  const ordinary = path.join(dir, 'ordinary.doc');
  await writeFile(ordinary, doc());
  // Seconds of qpdf's reading: still under way when its time (100 ms) is up.
  const slow = path.join(dir, 'slow.pdf');
  await writeFile(slow, manyObjectsPdf(100_000));
  const workers: CheckWorker[] = [];
  const worker = (stopGraceMs: number) => {
    const made = new CheckWorker({ ...inspectionLimits, stopGraceMs });
    workers.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of workers) await made.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stops a check that overruns by asking it: qpdf ends, nothing is left, the thread stays', async () => {
    const checks = worker(inspectionLimits.stopGraceMs);
    expect(await checks.run(ordinary, 'application/msword', 60_000)).toEqual({ ok: true });
    expect(await checks.run(slow, 'application/pdf', 100)).toBe(overran);
    // The check answered that it stopped: qpdf is gone (or going: its kill is under way).
    await expect.poll(() => running(slow), { timeout: 30_000 }).toBe(false);
    expect((await readdir(dir)).sort()).toEqual(['ordinary.doc', 'slow.pdf']);
    expect(await checks.run(ordinary, 'application/msword', 60_000)).toEqual({ ok: true });
    expect(checks.threadsStarted).toBe(1);
  });

  it('stops a check the same way when cancelled from outside', async () => {
    const checks = worker(inspectionLimits.stopGraceMs);
    const outcome = checks.run(slow, 'application/pdf', 600_000, () => {
      // As soon as the worker has the file.
      setImmediate(() => checks.cancel());
    });
    expect(await outcome).toBe(overran);
    await expect.poll(() => running(slow), { timeout: 30_000 }).toBe(false);
    expect(await checks.run(ordinary, 'application/msword', 60_000)).toEqual({ ok: true });
    expect(checks.threadsStarted).toBe(1);
  });

  it('terminates the thread of a check that does not stop within its grace, and starts another', async () => {
    // No grace: the thread is terminated before the check can answer (stopping qpdf and
    // answering take a process's exit and a message, never less than a timer of 0 ms).
    const checks = worker(0);
    expect(await checks.run(slow, 'application/pdf', 100)).toBe(overran);
    expect(await checks.run(ordinary, 'application/msword', 60_000)).toEqual({ ok: true });
    expect(checks.threadsStarted).toBe(2);
  });
});
