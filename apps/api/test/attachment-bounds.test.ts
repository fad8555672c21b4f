import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { formMessage } from '@verdalia/shared';
import { contactForm, postContact, tempDir, until } from './helper.js';
import * as fixtures from '../../../packages/attachment-check/test/support/fixtures.js';
import { nestedObjectsPdf } from '../../../packages/attachment-check/test/support/hostile-files.js';
import { startServer } from './support/server-process.js';
import { outsideWorld } from './support/outside-world.js';

/** A process's resident memory in MiB (VmRSS, /proc/<pid>/status). */
async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/**
 * CPU time in ms (utime + stime, clock ticks of 10 ms) of the whole process
 * (/proc/<pid>/stat) and of its main thread alone, the event loop (/proc/<pid>/task/<pid>/stat).
 */
async function cpuMs(pid: number): Promise<{ process: number; mainThread: number }> {
  const ticks = async (file: string) => {
    const stat = await readFile(file, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return {
    process: await ticks(`/proc/${pid}/stat`),
    mainThread: await ticks(`/proc/${pid}/task/${pid}/stat`),
  };
}

describe('a file that is slow to check, sent to a real server process', async () => {
  const { smtp, siteverify } = await outsideWorld();

  it('is checked off the event loop (which keeps answering), refused, and the memory given back', async () => {
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
    // 5 MiB of PDF objects opened inside one another: 20 MiB of a worker's reading, while
    // the event loop only receives 5 MiB.
    const slow = nestedObjectsPdf(5 * 1024 * 1024);
    const slowForm = (lang: 'en' | 'es') =>
      contactForm({ lang }, { name: 'informe.pdf', bytes: slow });
    // An ordinary .doc and slow files first: every kind of worker has run (a slow file's
    // worker is replaced by a new one), and idle is measured after that.
    const ordinary = () => contactForm({}, { name: 'carta.doc', bytes: fixtures.doc() });
    expect((await postContact(server.base, ordinary())).status).toBe(200);
    await smtp.waitFor(1);
    // Twice: the first leaves the quick worker for the slow side, the second (from an address
    // now marked) goes to the slow worker directly, as the measured one will.
    expect((await postContact(server.base, slowForm('es'))).status).toBe(415);
    expect((await postContact(server.base, slowForm('es'))).status).toBe(415);
    const idle = await residentMiB(pid);
    const before = await cpuMs(pid);
    const sent = postContact(server.base, slowForm('en'));
    // An object, so TypeScript sees that the promise's callback can change it.
    const progress = { answered: false };
    void sent.finally(() => (progress.answered = true));
    let healthChecks = 0;
    while (!progress.answered) {
      const health = await fetch(`${server.base}/healthz`);
      expect(health.status).toBe(200);
      healthChecks += 1;
    }
    const answer = await sent;
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      success: false,
      message: formMessage('form.errors.fileType', 'en'),
      code: 'form.errors.fileType',
    });
    expect(healthChecks).toBeGreaterThan(0);
    // The check's reading ran on a worker thread: the event loop's share of the process's CPU
    // (receiving the file, answering /healthz) is a fraction of it, however fast the machine.
    const after = await cpuMs(pid);
    const eventLoop = after.mainThread - before.mainThread;
    const all = after.process - before.process;
    process.stdout.write(`CPU during the check: event loop ${eventLoop} ms of ${all} ms\n`);
    expect(eventLoop).toBeLessThan(all / 2);
    // Another slow file's worker has been replaced: memory does not grow with each.
    await until(async () => (await residentMiB(pid)) <= idle + 64, 60_000);

    // The next file is checked as before; the refused one never reached the staff.
    expect((await postContact(server.base, ordinary())).status).toBe(200);
    await smtp.waitFor(2);
    expect(smtp.received).toHaveLength(2);
  });
});
