import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenObjectStreamsPdf, letterDocx } from '@verdalia/flood-files';
import type { RunnerPriority } from '../src/attachments/check-runner.js';
import { overran } from '../src/attachments/check-runner.js';
import { CheckWorker, workerLimits } from '../src/attachments/check-worker.js';

const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** timeout, prlimit and qpdf: every process with the file's path in its command line. */
const processesOf = (file: string) =>
  (spawnSync('pgrep', ['-f', file]).stdout.toString().match(/\d+/g) ?? []).map(Number);

/** A process's niceness (field 19 of /proc/<pid>/stat); undefined once it is gone. */
function niceness(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  } catch {
    return undefined;
  }
}

// Real worker threads and real qpdf: the scheduler that uses them is tested with fake runners
// (src/attachments/attachment-inspector.test.ts).
describe('CheckWorker (a real worker thread)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-check-worker-'));
  const ordinary = path.join(dir, 'letter.docx');
  await writeFile(ordinary, letterDocx());
  // Seconds of qpdf's reading: still under way when its time (100 ms) is up.
  const slow = path.join(dir, 'slow.pdf');
  await writeFile(slow, brokenObjectStreamsPdf());
  const workers: CheckWorker[] = [];
  const worker = (stopGraceMs: number, priority: RunnerPriority = 'foreground') => {
    const made = new CheckWorker({ ...workerLimits, stopGraceMs }, priority);
    workers.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of workers) await made.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stops a check that overruns by asking it: qpdf ends, nothing is left, the thread stays', async () => {
    const checks = worker(workerLimits.stopGraceMs);
    expect(await checks.run(ordinary, docxMime, 60_000)).toEqual({ ok: true });
    expect(await checks.run(slow, 'application/pdf', 100)).toBe(overran);
    // The check answered that it stopped: qpdf is gone (or going: its kill is under way).
    await expect.poll(() => processesOf(slow), { timeout: 30_000 }).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(['letter.docx', 'slow.pdf']);
    expect(await checks.run(ordinary, docxMime, 60_000)).toEqual({ ok: true });
    expect(checks.threadsStarted).toBe(1);
  });

  it('stops a check the same way when cancelled from outside', async () => {
    const checks = worker(workerLimits.stopGraceMs);
    const outcome = checks.run(slow, 'application/pdf', 600_000, () => {
      // As soon as the worker has the file.
      setImmediate(() => checks.cancel());
    });
    expect(await outcome).toBe(overran);
    await expect.poll(() => processesOf(slow), { timeout: 30_000 }).toEqual([]);
    expect(await checks.run(ordinary, docxMime, 60_000)).toEqual({ ok: true });
    expect(checks.threadsStarted).toBe(1);
  });

  it('terminates the thread of a check that does not stop within its grace, starts another, and leaves nothing beside the file', async () => {
    // No grace: the thread is terminated before the check can answer (stopping qpdf and
    // answering take a process's exit and a message, never less than a timer of 0 ms).
    const checks = worker(0);
    expect(await checks.run(slow, 'application/pdf', 100)).toBe(overran);
    await expect.poll(() => processesOf(slow), { timeout: 30_000 }).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(['letter.docx', 'slow.pdf']);
    expect(await checks.run(ordinary, docxMime, 60_000)).toEqual({ ok: true });
    expect(checks.threadsStarted).toBe(2);
  });

  it('runs a background worker’s checks, and the qpdf they start, at a lower CPU priority', async () => {
    const seen = async (priority: RunnerPriority) => {
      const checks = worker(workerLimits.stopGraceMs, priority);
      const outcome = checks.run(slow, 'application/pdf', 600_000);
      // qpdf's processes, read while they run (the poll's limit only guards against a hang).
      let values: (number | undefined)[] = [];
      await expect
        .poll(
          () => {
            values = processesOf(slow).map(niceness);
            return values.length > 0;
          },
          { timeout: 60_000, interval: 5 },
        )
        .toBe(true);
      checks.cancel();
      await outcome;
      return [...new Set(values.filter((value) => value !== undefined))];
    };
    const own = niceness(process.pid) ?? 0;
    expect(await seen('foreground')).toEqual([own]);
    expect(await seen('background')).toEqual([Math.min(19, own + workerLimits.backgroundNiceness)]);
  });
});
