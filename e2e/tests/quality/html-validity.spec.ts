import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deadlineForVisits } from '../../support/budget';
import { expect, test } from '../../support/test';
import { categoryPageAddresses, languages, notFoundFile, pageAddresses } from '@verdalia/shared';

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const run = promisify(execFile);
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const webDist = path.resolve(process.env.E2E_WEB_DIST ?? '../apps/web/dist');
const clientDir = path.join(webDist, 'client');

test('every prerendered page is valid HTML for the W3C Nu Html Checker', async () => {
  const java = process.env.JAVA ?? 'java';
  const expected = [
    ...pageAddresses.map((entry) => entry.file),
    ...categoryPageAddresses.map((entry) => entry.file),
    ...languages.map(notFoundFile),
  ];
  // Java's start, then each file read and checked.
  test.setTimeout(deadlineForVisits(expected.length + 1));
  // Every address (each category's page too) and each language's 404: a missing or extra page
  // must not pass silently.
  const folders = new Set(expected.map((file) => path.posix.dirname(file)));
  const found = [...folders].flatMap((folder) =>
    readdirSync(path.join(clientDir, folder))
      .filter((name) => name.endsWith('.html'))
      .map((name) => path.posix.join(folder, name)),
  );
  expect(found.sort()).toEqual(expected.sort());
  const files = found.map((file) => path.join(clientDir, file));
  // A broken control document proves the checker runs and reports.
  const control = path.join(mkdtempSync(path.join(tmpdir(), 'vnu-')), 'broken.html');
  writeFileSync(control, '<!doctype html><html lang="en"><title>x</title><p><div></p>');
  expect(existsSync(vnuJar), `vnu.jar missing at ${vnuJar}`).toBe(true);

  // vnu exits non-zero when it finds errors and prints its JSON report on stderr.
  const output = await run(
    java,
    ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files, control],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  ).then(
    (result) => result.stderr || result.stdout,
    (thrown: unknown) => {
      const error = thrown as NodeJS.ErrnoException & { stderr?: string; stdout?: string };
      if (error.code === 'ENOENT')
        throw new Error(`Java is required to run vnu (${java} not found)`);
      return error.stderr || error.stdout || '';
    },
  );
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  const controlUrl = `file:${control}`;
  expect(messages.some((message) => message.url === controlUrl)).toBe(true);
  const errors = messages
    .filter((message) => message.url !== controlUrl)
    .map(
      (message) =>
        `${path.relative(clientDir, (message.url ?? '').replace(/^file:/, ''))}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
    );
  expect(errors).toEqual([]);
});
