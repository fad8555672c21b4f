import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFileAsync } from '../test/support/open-bytes.js';
import { pdf } from '@verdalia/test-files/fixtures';
import { manyObjectsPdf } from '@verdalia/test-files/hostile-files';
import { objectStreamBomb } from '@verdalia/test-files/pdf-files';
import { qpdfLimits, runQpdf } from './qpdf-run.js';
import { ScratchFile } from './scratch-file.js';

const json = ['--json=2', '--json-key=qpdf', '--json-stream-data=none'];
/** timeout, prlimit and qpdf: every process that has the file's path in its command line. */
const running = (input: string) => spawnSync('pgrep', ['-f', input]).status === 0;
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};
const mebibyte = 1024 * 1024;

describe('runQpdf', () => {
  it('runs Debian 12 qpdf 11 on the file, hands over its output line by line and removes it', async () => {
    expect(execFileSync('qpdf', ['--version'], { encoding: 'utf8' })).toMatch(/^qpdf version 11\./);
    const lines: string[] = [];
    const exit = await withFileAsync(pdf(), async (file, input) => {
      const done = await runQpdf({ path: input }, file.size, json, mebibyte, (line) =>
        lines.push(line),
      );
      expect(readdirSync(path.dirname(input))).toEqual(['upload']);
      return done;
    });
    expect(exit.status).toBe(3);
    expect(exit.messages).toMatch(/file is damaged/);
    expect(lines[0]).toBe('{');
    expect(lines).toContain('      "trailer": {');
  });

  it('gives its errors back with its status', async () => {
    const exit = await withFileAsync(Buffer.from('<html></html>'), (file, input) =>
      runQpdf({ path: input }, file.size, json, mebibyte, () => undefined),
    );
    expect(exit.status).toBe(2);
    expect(exit.messages).toMatch(/trailer|startxref|header/);
  });

  it('bounds its output: past it, the kernel stops qpdf (SIGXFSZ) and nothing is left', async () => {
    const exit = await withFileAsync(pdf(), async (file, input) => {
      const done = await runQpdf({ path: input }, file.size, json, 100, () => undefined);
      expect(readdirSync(path.dirname(input))).toEqual(['upload']);
      return done;
    });
    expect(exit.stopped).toBe('output');
  });

  it('bounds its memory: a file that makes it allocate past its bound fails to be read', async () => {
    // An object stream that inflates to 40 MiB (a thousand times its compressed size), past the
    // 32 MiB the first read is given.
    const file = objectStreamBomb(40 * mebibyte);
    const readWith = (memory: number) =>
      withFileAsync(file, (_file, input) =>
        runQpdf(
          { path: input },
          (memory - qpdfLimits.baseMemory) / qpdfLimits.memoryPerByte,
          json,
          1024 * mebibyte,
          () => undefined,
        ),
      );
    expect((await readWith(32 * mebibyte)).messages).toMatch(/bad_alloc/);
    expect((await readWith(qpdfLimits.maxMemory)).messages).not.toMatch(/bad_alloc/);
  });

  it('stops when its signal is aborted: qpdf ends, the run rejects with the reason, nothing is left', async () => {
    // Seconds of qpdf's reading: it is still running when the signal is aborted.
    const slow = manyObjectsPdf(100_000);
    await withFileAsync(slow, async (file, input) => {
      const controller = new AbortController();
      const run = runQpdf(
        { path: input },
        file.size,
        json,
        1024 * mebibyte,
        () => undefined,
        /$^/,
        controller.signal,
      );
      await until(() => running(input));
      // Its output, being written, has no name: nothing to leave behind.
      expect(readdirSync(path.dirname(input))).toEqual(['upload']);
      const reason = new Error('stopped from outside');
      controller.abort(reason);
      await expect(run).rejects.toBe(reason);
      await until(() => !running(input));
      expect(readdirSync(path.dirname(input))).toEqual(['upload']);
    });
  });

  it('reads a scratch file of the check as its input', async () => {
    await withFileAsync(pdf(), async (file, input) => {
      const copy = await ScratchFile.beside(input);
      try {
        await copy.write(pdf(), 0);
        const lines: string[] = [];
        const exit = await runQpdf(
          { scratch: copy, beside: input },
          file.size,
          json,
          mebibyte,
          (line) => lines.push(line),
        );
        expect(exit.status).toBe(3);
        expect(lines).toContain('      "trailer": {');
      } finally {
        await copy.close();
      }
      expect(readdirSync(path.dirname(input))).toEqual(['upload']);
    });
  });
});
