import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, tempDir } from './helper.js';
import { spawnServer } from './support/server-process.js';
import { freePort } from './support/free-port.js';

/** Starts the real server entry and waits for it to exit; it must not come up at all. */
async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawnServer(
    {
      PORT: String(await freePort()),
      OUTBOX_DIR: path.join(await tempDir('startup-outbox'), 'outbox'),
      MAILBOX_DIR: path.join(await tempDir('startup-mailbox'), 'mailbox'),
      ...env,
    },
    'pipe',
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

const stackLine = /^\s+at /m;

describe('starting the server with a broken set-up', () => {
  it('says which build file is missing and how to fix it, without a stack trace', async () => {
    const emptyDist = await tempDir('startup-dist');
    const onlyAssets = await tempDir('startup-half-dist');
    await mkdir(path.join(onlyAssets, 'client'));

    const nothing = await failedStart({ WEB_DIST_DIR: emptyDist });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain(
      `The built website is missing ${path.join(emptyDist, 'client')}`,
    );
    expect(nothing.stderr).toContain('pnpm build');
    expect(nothing.stderr).toContain('SERVE_SITE=false');
    expect(nothing.stderr).not.toMatch(stackLine);

    const noPages = await failedStart({ WEB_DIST_DIR: onlyAssets });
    expect(noPages.code).toBe(1);
    expect(noPages.stderr).toContain(path.join(onlyAssets, 'pages'));
    expect(noPages.stderr).not.toMatch(stackLine);
  });

  it('lists every invalid variable, without a stack trace', async () => {
    const { code, stderr } = await failedStart({
      SERVE_SITE: 'false',
      PORT: 'eighty',
      MAIL_TO: 'not-an-address',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toMatch(/^ {2}PORT: /m);
    expect(stderr).toMatch(/^ {2}MAIL_TO: /m);
    expect(stderr).not.toMatch(stackLine);
  });
});

describe('starting in production with unsafe mail or proxy settings', () => {
  const production = {
    NODE_ENV: 'production',
    SERVE_SITE: 'false',
    HCAPTCHA_SECRET: '0xreal-secret',
  };

  it('refuses no SMTP_URL, TRUST_PROXY=true and example domains, naming each variable', async () => {
    const { code, stderr } = await failedStart({
      ...production,
      TRUST_PROXY: 'true',
      MAIL_TO: 'info@verdalia.example',
      MAIL_FROM: 'web@example.com',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toMatch(/^ {2}SMTP_URL: SMTP_URL is required when NODE_ENV=production/m);
    expect(stderr).toMatch(/^ {2}TRUST_PROXY: true would believe any X-Forwarded-For/m);
    expect(stderr).toMatch(/^ {2}MAIL_TO: info@verdalia.example is on a reserved example domain/m);
    expect(stderr).toMatch(/^ {2}MAIL_FROM: web@example.com is on a reserved example domain/m);
    expect(stderr).not.toMatch(stackLine);
  });

  it('refuses SMTP in clear text to another host unless STARTTLS is required', async () => {
    const { code, stderr } = await failedStart({
      ...production,
      SMTP_URL: 'smtp://user:secret@smtp.verdalia.com:587',
      MAIL_TO: 'info@verdalia.com',
      MAIL_FROM: 'web@verdalia.com',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^ {2}SMTP_URL: SMTP to smtp.verdalia.com would not be encrypted/m);
    expect(stderr).toContain('SMTP_REQUIRE_TLS=true');
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(stackLine);
  });

  it('refuses TRUST_PROXY=true in development too', async () => {
    const { code, stderr } = await failedStart({ SERVE_SITE: 'false', TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^ {2}TRUST_PROXY: /m);
    expect(stderr).not.toMatch(stackLine);
  });
});

describe('a second server on the same outbox', () => {
  it("refuses to start, and leaves the first one's files alone", async () => {
    const outbox = path.join(await tempDir('shared-outbox'), 'outbox');
    const first = await build({ OUTBOX_DIR: outbox });
    // An upload the first server is receiving: the second must not clear tmp/.
    const upload = first.outbox.uploadPath();
    await writeFile(upload, 'half an upload');
    const { code, stderr } = await failedStart({ SERVE_SITE: 'false', OUTBOX_DIR: outbox });
    expect(code).toBe(1);
    expect(stderr).toContain(`Another process is using the outbox OUTBOX_DIR=${outbox}`);
    expect(stderr).toContain('Run one server per OUTBOX_DIR');
    expect(stderr).not.toMatch(stackLine);
    expect(await readdir(first.outbox.tmpDir)).toEqual([path.basename(upload)]);
  });
});
