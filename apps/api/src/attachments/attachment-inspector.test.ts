import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { doc, exe } from '@verdalia/test-files/fixtures';
import { docWithDirectoryCycle, manyObjectsPdf } from '@verdalia/test-files/hostile-files';
import {
  AttachmentInspector,
  InspectorUnavailableError,
  inspectionLimits,
} from './attachment-inspector.js';

// No assertion here reads a clock: each bound under test is far from what the work needs
// (the slow file below needs over a second of a worker's time, the slower one five times that;
// the bounds under test are 100 ms to a second).
describe('AttachmentInspector (real worker threads)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-inspector-'));
  const file = async (name: string, bytes: Buffer) => {
    const target = path.join(dir, name);
    await writeFile(target, bytes);
    return target;
  };
  const ordinary = await file('ordinary.doc', doc());
  const cycle = await file('cycle.doc', docWithDirectoryCycle(doc()));
  const slow = await file('slow.pdf', manyObjectsPdf(20_000));
  const slower = await file('slower.pdf', manyObjectsPdf(100_000));
  const inspectors: AttachmentInspector[] = [];
  const inspector = (limits = inspectionLimits) => {
    const made = new AttachmentInspector(limits);
    inspectors.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of inspectors) await made.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('accepts an ordinary file and refuses one whose bytes are something else', async () => {
    const checks = inspector();
    expect(await checks.inspect(ordinary, 'application/msword')).toEqual({ ok: true });
    const verdict = await checks.inspect(await file('cv.pdf', exe()), 'application/pdf');
    expect(verdict).toEqual({
      ok: false,
      reason: 'bytes of application/x-msdownload, not application/pdf',
    });
  });

  it('refuses a .doc whose directory loops before the compound-file library reads it', async () => {
    const checks = inspector();
    expect(await checks.inspect(cycle, 'application/msword', '192.0.2.7')).toEqual({
      ok: false,
      reason: 'a compound file whose directory loops',
    });
    expect(await checks.inspect(ordinary, 'application/msword', '192.0.2.8')).toEqual({ ok: true });
  });

  it('checks a burst of ordinary files from many addresses, all of them', async () => {
    const checks = inspector();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        checks.inspect(ordinary, 'application/msword', `198.51.100.${index}`),
      ),
    );
    expect(verdicts).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
  });

  it('hands a file that overruns its first try to the slow worker, where it is checked in full', async () => {
    const checks = inspector({ ...inspectionLimits, sliceMs: 0, sliceMsPerMiB: 0 });
    expect(await checks.inspect(ordinary, 'application/msword', '203.0.113.5')).toEqual({
      ok: true,
    });
    expect(checks.isStruck('203.0.113.5')).toBe(true);
  });

  it('marks the sender’s whole IPv6 /64, where one machine may take a new address each time', async () => {
    const checks = inspector({ ...inspectionLimits, sliceMs: 0, sliceMsPerMiB: 0 });
    expect(await checks.inspect(ordinary, 'application/msword', '2001:db8:5:6::1')).toEqual({
      ok: true,
    });
    expect(checks.isStruck('2001:db8:5:6:aaaa:bbbb:cccc:dddd')).toBe(true);
    expect(checks.isStruck('2001:db8:5:7::1')).toBe(false);
  });

  it('hands a slow file’s worker to the slow side and keeps answering visitors with another', async () => {
    const checks = inspector({
      ...inspectionLimits,
      quickWorkers: 1,
      sliceMs: 1_000,
      sliceMsPerMiB: 0,
      timeoutMs: 600_000,
      timeoutMsPerMiB: 0,
    });
    // Seconds of reading (five times the slow file), against a first try of a second: the
    // ordinary file after it needs a few milliseconds, so a loaded machine cannot push it past its
    // own first try and behind this one.
    const held = checks.inspect(slower, 'application/pdf', '203.0.113.9');
    // (The poll's limit only guards against a hang: a worker's start may take seconds here.)
    await expect.poll(() => checks.isStruck('203.0.113.9'), { timeout: 60_000 }).toBe(true);
    // Its check goes on as a slow one, and the quick side has a worker free again.
    expect(checks.state()).toEqual({ waiting: 0, quickIdle: 1, slowRunning: 1 });
    expect(await checks.inspect(ordinary, 'application/msword', '203.0.113.10')).toEqual({
      ok: true,
    });
    // A well-formed PDF of many objects: slow, and accepted once read.
    expect(await held).toEqual({ ok: true });
  });

  it('gives the worker of a long first try to a file far cheaper, then checks the long one in full', async () => {
    // Tries by size alone, long enough that neither file overruns: the slow file's is
    // hundreds of times the ordinary one's.
    const checks = inspector({
      ...inspectionLimits,
      quickWorkers: 1,
      sliceMs: 0,
      sliceMsPerMiB: 600_000,
      timeoutMs: 600_000,
    });
    const costly = checks.inspect(slow, 'application/pdf', '203.0.113.40');
    await expect.poll(() => checks.state().quickIdle, { timeout: 60_000 }).toBe(0);
    const cheap = checks.inspect(ordinary, 'application/msword', '203.0.113.41');
    // Without preemption the ordinary file would wait out the slow one's seconds of reading.
    expect(await Promise.race([cheap.then(() => 'cheap'), costly.then(() => 'costly')])).toBe(
      'cheap',
    );
    expect(await cheap).toEqual({ ok: true });
    expect(await costly).toEqual({ ok: true });
    expect(checks.isStruck('203.0.113.40')).toBe(false);
  });

  it('checks the next files of a marked address on the slow side, each on a new thread', async () => {
    const checks = inspector({ ...inspectionLimits, sliceMs: 0, sliceMsPerMiB: 0 });
    // The first try of 0 ms marks the address; its files then go to the slow worker, whose
    // thread is replaced after each (no file may start on the thread going away).
    expect(await checks.inspect(ordinary, 'application/msword', '203.0.113.30')).toEqual({
      ok: true,
    });
    expect(checks.isStruck('203.0.113.30')).toBe(true);
    // Queued together: each next one starts as soon as the one before it ends.
    const next = await Promise.all(
      [1, 2, 3].map(() => checks.inspect(ordinary, 'application/msword', '203.0.113.30')),
    );
    expect(next).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  });

  it('does not check now a file whose turn does not come within maxWaitMs; the queue goes on', async () => {
    const checks = inspector({
      ...inspectionLimits,
      quickWorkers: 1,
      sliceMs: 60_000,
      timeoutMs: 60_000,
      timeoutMsPerMiB: 0,
      maxWaitMs: 200,
    });
    // Its outcome is taken as it comes: the inspector's close may end it either way.
    const first = checks.inspect(slow, 'application/pdf', 'a').then(
      (verdict) => verdict.ok,
      () => false,
    );
    await expect(checks.inspect(ordinary, 'application/msword', 'b')).rejects.toThrow(
      InspectorUnavailableError,
    );
    await checks.close();
    // Stopped with the inspector: never accepted.
    expect(await first).toBe(false);
  });

  it('stops a check that overruns its whole time: not checked (503), not refused, not accepted', async () => {
    const checks = inspector({
      ...inspectionLimits,
      sliceMs: 0,
      sliceMsPerMiB: 0,
      timeoutMs: 100,
      timeoutMsPerMiB: 0,
    });
    await expect(checks.inspect(slow, 'application/pdf', '203.0.113.20')).rejects.toThrow(
      new InspectorUnavailableError('not checked within 100 ms'),
    );
  });

  it('gives each file time by its size', async () => {
    // No first try (a slice of 0), and a whole time that only the size's share makes enough.
    const checks = inspector({
      ...inspectionLimits,
      sliceMs: 0,
      sliceMsPerMiB: 0,
      timeoutMs: 0,
      timeoutMsPerMiB: 600_000,
    });
    expect(await checks.inspect(slow, 'application/pdf')).toEqual({ ok: true });
  });

  it('says checks are unavailable when its worker cannot start', async () => {
    const checks = inspector({ ...inspectionLimits, startTimeoutMs: 1 });
    await expect(checks.inspect(ordinary, 'application/msword')).rejects.toThrow(
      InspectorUnavailableError,
    );
  });
});
