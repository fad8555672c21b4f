import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languages, pagePath, type Language } from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { e2ePort } from '../support/e2e-env';
import { text } from '../support/locales';
import { expect, test } from '../support/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** hCaptcha's public test token, the one the fake siteverify accepts with the test secret. */
const testToken = '10000000-aaaa-bbbb-cccc-000000000001';

/**
 * The repository as a fresh clone has it: the files git tracks (and new ones it would track),
 * nothing installed or built, in a private temporary folder.
 */
function freshClone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdalia-dev-'));
  execSync(
    `git ls-files -z --cached --others --exclude-standard | xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\\0" "$f"; done' _ | tar --null -T - -cf - | tar -xf - -C '${dir}'`,
    { cwd: repoRoot },
  );
  return dir;
}

/** `npm run <script>` in the clone, in a process group of its own, its output collected. */
class NpmRun {
  readonly child: ChildProcess;
  output = '';
  exitCode: number | null = null;
  readonly exited: Promise<number>;

  constructor(dir: string, script: string, env: Record<string, string>) {
    this.child = spawn('npm', ['run', script], {
      cwd: dir,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (this.output += chunk.toString('utf8'));
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    // 'close', not 'exit': every process that writes to its output (the servers it started
    // too) has ended, and the output is whole.
    this.exited = new Promise((resolve) => {
      this.child.once('close', (code, signal) => {
        this.exitCode = code ?? (signal ? 128 : 1);
        resolve(this.exitCode);
      });
    });
  }

  /** Waits until its output matches `pattern`, failing at once if it exits first. */
  async waitFor(pattern: RegExp): Promise<void> {
    await expect
      .poll(
        () => {
          if (this.exitCode !== null) {
            throw new Error(`exited (${this.exitCode}) before ${pattern}:\n${this.output}`);
          }
          return pattern.test(this.output);
        },
        { timeout: 8 * 60_000, intervals: [250] },
      )
      .toBe(true);
  }

  /** Stops it as a terminal would (the whole group), and waits for all of it to end. */
  async stop(): Promise<number> {
    if (this.exitCode === null && this.child.pid) process.kill(-this.child.pid, 'SIGTERM');
    return this.exited;
  }
}

/** The processes running in `dir` (by their working directory): only this test starts any. */
function runningIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`).startsWith(dir);
      } catch {
        return false; // gone already, or not ours to read
      }
    })
    .map(Number);
}

test('npm run dev starts from a fresh clone, serves every language without hydration errors, and fails whole when its API cannot start', async ({
  page,
}) => {
  // A bound for a machine busier than any reasonable one; the steps wait on the work itself.
  test.setTimeout(15 * 60_000);
  const clone = freshClone();
  const runs: NpmRun[] = [];
  try {
    // Ports of this run's block (support/e2e-env.ts), clear of the other specs' own servers.
    const [sitePort, otherPort, siteverifyPort] = [e2ePort + 55, e2ePort + 56, e2ePort + 57];
    // The documented way to try the form without internet: the fake siteverify on loopback.
    const siteverify = new NpmRun(clone, 'dev:siteverify', {
      SITEVERIFY_PORT: String(siteverifyPort),
    });
    runs.push(siteverify);

    const dev = new NpmRun(clone, 'dev', {
      PORT: String(sitePort),
      HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/siteverify`,
      // The lock of a process that died is given up sooner (the least the API allows).
      OUTBOX_LOCK_STALE_MS: '2000',
    });
    runs.push(dev);
    await dev.waitFor(/Português\s+http:\S+\/pt\/\n/);
    // The site's addresses, one per language, are the last lines it prints.
    const lines = dev.output.trimEnd().split('\n').slice(-languages.length);
    const site = `http://127.0.0.1:${sitePort}`;
    expect(lines.map((line) => line.trim().split(/\s+/).at(-1))).toEqual(
      languages.map((language) => `${site}${pagePath('home', language)}`),
    );
    expect(dev.output).not.toContain('VITE_CONFIG_NATIVE_IGNORE_WARNING');

    // Each address in its language, from the server and in a browser, with no hydration error.
    const problems = watchConsole(page);
    for (const language of languages) {
      const address = `${site}${pagePath('home', language)}`;
      const html = await (await fetch(address)).text();
      expect(html).toContain(`<html lang="${language}">`);
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'home', 'hero.title'),
      );
      await page.goto(`${site}${pagePath('contact', language)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'contact', 'hero.title'),
      );
    }
    expect(problems).toEqual([]);

    // The form through the site, checked by the fake siteverify, written to the clone's mailbox.
    await siteverify.waitFor(/siteverify \(development only\) on http:\/\/127\.0\.0\.1/);
    const send = (token: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: 'Ana Pérez',
        email: 'ana@example.org',
        message: 'Hola desde npm run dev',
        lang: 'es' satisfies Language,
        kind: 'organization',
        hcaptcha_token: token,
      }))
        form.append(name, value);
      return fetch(`${site}/send-email.php`, { method: 'POST', body: form });
    };
    expect((await send('not-the-test-token')).status).toBe(403);
    const accepted = await send(testToken);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    // The staff's mail (and the visitor's acknowledgement) as .eml files in the clone's mailbox.
    const mailbox = path.join(clone, '.data/mailbox');
    const mails = () =>
      existsSync(mailbox)
        ? readdirSync(mailbox)
            .filter((file) => file.endsWith('.eml'))
            .map((file) => readFileSync(path.join(mailbox, file), 'utf8'))
        : [];
    await expect
      .poll(() => mails().filter((mail) => mail.includes('Hola desde npm run dev')))
      .toHaveLength(1);

    // A second one on the same outbox (as when `npm start` is running): it fails whole and says why.
    const second = new NpmRun(clone, 'dev', {
      PORT: String(otherPort),
      OUTBOX_LOCK_STALE_MS: '2000',
    });
    runs.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output).toContain('Another process is using the outbox');
    expect(second.output).toContain('the mail API could not start');
    expect(second.output).not.toContain('VITE');
    await expect(fetch(`http://127.0.0.1:${otherPort}/`)).rejects.toThrow();

    // Stopped as a terminal stops it, it ends both servers and gives the outbox back.
    await dev.stop();
    expect(dev.output).toContain('npm run dev: the site and the mail API are stopped');
    expect(runningIn(path.join(clone, 'apps'))).toEqual([]);
    expect(existsSync(path.join(clone, '.data/outbox/lock'))).toBe(false);
    await expect(fetch(`${site}/`)).rejects.toThrow();
  } finally {
    for (const run of runs) if (run.exitCode === null) await run.stop();
    for (const pid of runningIn(clone)) process.kill(pid, 'SIGKILL');
    rmSync(clone, { recursive: true, force: true });
  }
});
