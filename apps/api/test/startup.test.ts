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
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

const stackLine = /^\s+at /m;

/** The server must refuse to start: exit 1, say each of `says`, never `hides`, no stack trace. */
async function expectRefusal(
  env: Record<string, string>,
  says: (string | RegExp)[],
  hides?: string,
): Promise<void> {
  const { code, stderr } = await failedStart(env);
  expect(code).toBe(1);
  for (const expected of says) {
    if (typeof expected === 'string') expect(stderr).toContain(expected);
    else expect(stderr).toMatch(expected);
  }
  if (hides) expect(stderr).not.toContain(hides);
  expect(stderr).not.toMatch(stackLine);
}

describe('starting the server with a broken set-up', () => {
  it('says which build file is missing and how to fix it, without a stack trace', async () => {
    const emptyDist = await tempDir('startup-dist');
    const onlyAssets = await tempDir('startup-half-dist');
    await mkdir(path.join(onlyAssets, 'client'));

    await expectRefusal({ WEB_DIST_DIR: emptyDist }, [
      `The built website is missing ${path.join(emptyDist, 'client')}`,
      'pnpm build',
      'SERVE_SITE=false',
    ]);
    await expectRefusal({ WEB_DIST_DIR: onlyAssets }, [
      path.join(onlyAssets, 'client', 'index.html'),
    ]);
  });
});

const production = {
  NODE_ENV: 'production',
  SERVE_SITE: 'false',
  HCAPTCHA_SECRET: '0xreal-secret',
};

interface Refusal {
  name: string;
  env: Record<string, string>;
  says: (string | RegExp)[];
  hides?: string;
}

describe('starting with invalid settings', () => {
  it.each<Refusal>([
    {
      name: 'lists every invalid variable',
      env: { SERVE_SITE: 'false', PORT: 'eighty', MAIL_TO: 'not-an-address' },
      says: ['Invalid configuration:', /^ {2}PORT: /m, /^ {2}MAIL_TO: /m],
    },
    {
      name: 'in production, refuses no SMTP_URL, TRUST_PROXY=true, example domains, an unknown time zone and retries longer than the notice states, naming each variable',
      env: {
        ...production,
        TRUST_PROXY: 'true',
        MAIL_TO: 'info@verdalia.example',
        MAIL_FROM: 'web@example.com',
        MAIL_TO_CONSULTANTS: 'careers@verdalia.test',
        COMPANY_TIME_ZONE: 'America/San_Jose',
        RETRY_GIVE_UP_MS: String(6 * 24 * 60 * 60 * 1000),
      },
      says: [
        'Invalid configuration:',
        /^ {2}SMTP_URL: SMTP_URL is required when NODE_ENV=production/m,
        /^ {2}TRUST_PROXY: true would believe any X-Forwarded-For/m,
        /^ {2}MAIL_TO: info@verdalia.example is on a reserved example domain/m,
        /^ {2}MAIL_FROM: web@example.com is on a reserved example domain/m,
        /^ {2}MAIL_TO_CONSULTANTS: careers@verdalia.test is on a reserved example domain/m,
        /^ {2}COMPANY_TIME_ZONE: not a time zone/m,
        /^ {2}RETRY_GIVE_UP_MS: 518400000 ms is longer than the 432000000 ms \(5 days\) the privacy notice states/m,
      ],
    },
    {
      name: 'in production, refuses SMTP in clear text to another host unless STARTTLS is required',
      env: {
        ...production,
        SMTP_URL: 'smtp://user:secret@smtp.verdalia.com:587',
        MAIL_TO: 'info@verdalia.com',
        MAIL_FROM: 'web@verdalia.com',
      },
      says: [
        /^ {2}SMTP_URL: SMTP to smtp.verdalia.com would not be encrypted/m,
        'SMTP_REQUIRE_TLS=true',
      ],
      hides: 'secret',
    },
    {
      name: 'refuses TRUST_PROXY=true in development too',
      env: { SERVE_SITE: 'false', TRUST_PROXY: 'true' },
      says: [/^ {2}TRUST_PROXY: /m],
    },
    {
      name: 'refuses a hop count in TRUST_PROXY, saying what to write instead',
      env: { SERVE_SITE: 'false', TRUST_PROXY: '1' },
      says: [
        /^ {2}TRUST_PROXY: 1 is a hop count, which Fastify treats as "trust nobody"/m,
        '127.0.0.1 for nginx on this machine',
      ],
    },
  ])('$name, without a stack trace', async ({ env, says, hides }) => {
    await expectRefusal(env, says, hides);
  });
});

describe('a second server on the same outbox', () => {
  it("refuses to start, and leaves the first one's files alone", async () => {
    const outbox = path.join(await tempDir('shared-outbox'), 'outbox');
    const first = await build({ OUTBOX_DIR: outbox });
    // An upload the first server is receiving: the second must not clear tmp/.
    const upload = first.outbox.uploadPath();
    await writeFile(upload, 'half an upload');
    await expectRefusal({ SERVE_SITE: 'false', OUTBOX_DIR: outbox }, [
      `Another process is using the outbox OUTBOX_DIR=${outbox}`,
      'Run one server per OUTBOX_DIR',
    ]);
    expect(await readdir(first.outbox.tmpDir)).toEqual([path.basename(upload)]);
  });
});
