import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { doc, exe } from '../../test/support/fixtures.js';
import { docWithDirectoryCycle } from '../../test/support/hostile-files.js';
import {
  AttachmentInspector,
  InspectorUnavailableError,
  inspectionLimits,
} from './attachment-inspector.js';

// No assertion here reads a clock: each bound under test is far from what the work needs
// (a loop that fills a 1 GB heap runs for seconds; the waits under test are 200 ms).
describe('AttachmentInspector (real worker threads)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-inspector-'));
  const file = async (name: string, bytes: Buffer) => {
    const target = path.join(dir, name);
    await writeFile(target, bytes);
    return target;
  };
  const ordinary = await file('ordinary.doc', doc());
  const cycle = await file('cycle.doc', docWithDirectoryCycle(doc()));
  const inspectors: AttachmentInspector[] = [];
  const inspector = (limits = inspectionLimits) => {
    const made = new AttachmentInspector(limits);
    inspectors.push(made);
    return made;
  };
  /** Room for the looping parser to run for seconds instead of running out of memory at once. */
  const roomToLoop = { ...inspectionLimits, maxOldGenerationSizeMb: 1024 };
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

  it('refuses a .doc whose directory loops (its memory bound ends it), counts it against its address, then checks the next file', async () => {
    const checks = inspector();
    expect((await checks.inspect(cycle, 'application/msword', '192.0.2.7')).ok).toBe(false);
    expect(checks.isStruck('192.0.2.7')).toBe(true);
    expect(checks.isStruck('192.0.2.8')).toBe(false);
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

  it('keeps visitors’ files moving while a looping file holds the slow worker', async () => {
    const checks = inspector({ ...roomToLoop, sliceMs: 0, sliceMsPerMiB: 0, timeoutMs: 60_000 });
    const stuck = checks.inspect(cycle, 'application/msword', '203.0.113.9');
    // The looping file is on the slow worker (it overran a first try of 0 ms) ...
    await expect.poll(() => checks.isStruck('203.0.113.9')).toBe(true);
    // ... and the quick worker still answers others (given a real first try).
    const visitor = inspector(roomToLoop);
    expect(await visitor.inspect(ordinary, 'application/msword', '203.0.113.10')).toEqual({
      ok: true,
    });
    await checks.close();
    await expect(stuck).resolves.toMatchObject({ ok: false });
  });

  it('does not check now a file whose turn does not come within maxWaitMs; the queue goes on', async () => {
    const checks = inspector({
      ...roomToLoop,
      quickWorkers: 1,
      sliceMs: 60_000,
      timeoutMs: 60_000,
      maxWaitMs: 200,
    });
    const first = checks.inspect(cycle, 'application/msword', 'a');
    await expect(checks.inspect(ordinary, 'application/msword', 'b')).rejects.toThrow(
      InspectorUnavailableError,
    );
    await checks.close();
    // Stopped with the inspector: never accepted.
    expect(
      await first.then(
        (verdict) => verdict.ok,
        () => false,
      ),
    ).toBe(false);
  });

  it('stops a check that overruns its whole time and refuses the file', async () => {
    const checks = inspector({ ...roomToLoop, sliceMs: 0, sliceMsPerMiB: 0, timeoutMs: 1000 });
    expect(await checks.inspect(cycle, 'application/msword')).toEqual({
      ok: false,
      reason: 'not checked within 1000 ms',
    });
    expect(await checks.inspect(ordinary, 'application/msword', 'other')).toEqual({ ok: true });
  });

  it('says checks are unavailable when its worker cannot start', async () => {
    const checks = inspector({ ...inspectionLimits, startTimeoutMs: 1 });
    await expect(checks.inspect(ordinary, 'application/msword')).rejects.toThrow(
      InspectorUnavailableError,
    );
  });
});
