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

describe('AttachmentInspector (a real worker thread)', async () => {
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

  it('stops the check of a .doc whose directory loops at its memory bound, then checks the next file', async () => {
    const checks = inspector();
    const started = performance.now();
    const verdict = await checks.inspect(cycle, 'application/msword');
    expect(verdict.ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(inspectionLimits.timeoutMs + 2000);
    expect(await checks.inspect(ordinary, 'application/msword')).toEqual({ ok: true });
  });

  it('checks a burst of ordinary files, one after another, all of them', async () => {
    const checks = inspector();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => checks.inspect(ordinary, 'application/msword')),
    );
    expect(verdicts).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
  });

  it('does not check now a file whose turn does not come within maxWaitMs; the queue goes on', async () => {
    const checks = inspector({ ...inspectionLimits, timeoutMs: 600, maxWaitMs: 200 });
    const first = checks.inspect(cycle, 'application/msword');
    const waiting = checks.inspect(ordinary, 'application/msword');
    await expect(waiting).rejects.toThrow(InspectorUnavailableError);
    expect((await first).ok).toBe(false);
    expect(await checks.inspect(ordinary, 'application/msword')).toEqual({ ok: true });
  });

  it('stops a check that overruns its time and refuses the file', async () => {
    // With room to grow, the loop runs for seconds (about 3 s to fill 1 GB): the time bound
    // ends it first, and leaves the ordinary file's first check room on a busy machine.
    const checks = inspector({
      ...inspectionLimits,
      maxOldGenerationSizeMb: 1024,
      timeoutMs: 1000,
    });
    expect(await checks.inspect(ordinary, 'application/msword')).toEqual({ ok: true });
    expect(await checks.inspect(cycle, 'application/msword')).toEqual({
      ok: false,
      reason: 'not checked within 1000 ms',
    });
  });

  it('says checks are unavailable when its worker cannot start', async () => {
    const checks = inspector({ ...inspectionLimits, startTimeoutMs: 1 });
    await expect(checks.inspect(ordinary, 'application/msword')).rejects.toThrow(
      InspectorUnavailableError,
    );
  });
});
