import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { formMessage } from '@verdalia/shared';
import { contactForm, postContact, tempDir, until } from './helper.js';
import * as fixtures from './support/fixtures.js';
import { docWithDirectoryCycle } from './support/hostile-files.js';
import { startServer } from './support/server-process.js';
import { outsideWorld } from './support/outside-world.js';

/** A process's resident memory in MiB (VmRSS, /proc/<pid>/status). */
async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/**
 * CPU time the process's main thread (the event loop; its task id is the pid) has used, in ms:
 * utime + stime of /proc/<pid>/task/<pid>/stat, in clock ticks of 10 ms. Unlike a wall-clock
 * wait, a busy machine cannot make it grow: only work on the event loop does.
 */
async function mainThreadCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

describe('a .doc that makes the compound-file parser loop, sent to a real server process', async () => {
  const { smtp, siteverify } = await outsideWorld();

  it('checks it off the event loop (/healthz answers within 100 ms), refuses it, and gives the memory back', async () => {
    const dir = await tempDir('bounds');
    const server = await startServer({
      OUTBOX_DIR: path.join(dir, 'outbox'),
      MAILBOX_DIR: path.join(dir, 'mailbox'),
      SMTP_URL: smtp.url,
      HCAPTCHA_VERIFY_URL: siteverify.url,
      HCAPTCHA_SECRET: '0xsecret-for-tests',
      RATE_LIMIT_MAX: '100',
    });
    const pid = server.child.pid ?? 0;
    // An ordinary .doc first: the check's worker is running, and idle is measured after it.
    const ordinary = () => contactForm({}, { name: 'carta.doc', bytes: fixtures.doc() });
    expect((await postContact(server.base, ordinary())).status).toBe(200);
    await smtp.waitFor(1);
    const idle = await residentMiB(pid);

    // 3 KB whose WordDocument entry's right sibling points back at an earlier entry.
    const cycle = docWithDirectoryCycle(fixtures.doc());
    const cpuBefore = await mainThreadCpuMs(pid);
    const sent = postContact(
      server.base,
      contactForm({ lang: 'en' }, { name: 'carta.doc', bytes: cycle }),
    );
    // An object, so TypeScript sees that the promise's callback can change it.
    const progress = { answered: false };
    void sent.finally(() => (progress.answered = true));
    const waits: number[] = [];
    while (!progress.answered) {
      const started = performance.now();
      const health = await fetch(`${server.base}/healthz`);
      waits.push(performance.now() - started);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answer = await sent;
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      success: false,
      message: formMessage('form.errors.fileType', 'en'),
      code: 'form.errors.fileType',
    });
    // The parse ran elsewhere: the event loop did little while it went on (on main, the same
    // file kept it busy for 4-7 s)...
    const cpuUsed = (await mainThreadCpuMs(pid)) - cpuBefore;
    process.stdout.write(`event loop CPU during the check: ${cpuUsed} ms\n`);
    expect(cpuUsed).toBeLessThan(100);
    // ...so /healthz kept answering within 100 ms. Single answers may be late on a machine the
    // other tests keep busy; a blocked event loop would hold all of them for seconds.
    expect(waits.length).toBeGreaterThan(0);
    expect(median(waits)).toBeLessThan(100);
    expect(Math.max(...waits)).toBeLessThan(1000);
    await until(async () => (await residentMiB(pid)) <= idle + 64, 10_000);

    // A new worker takes the next file; the refused one never reached the staff.
    expect((await postContact(server.base, ordinary())).status).toBe(200);
    await smtp.waitFor(2);
    expect(smtp.received).toHaveLength(2);
  });
});
