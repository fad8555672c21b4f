import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { answerMessage } from '../src/http/answer.js';
import { contactForm, postContact, tempDir, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { manyObjectsPdf } from '@verdalia/test-files/hostile-files';
import { postFrom } from './support/multipart.js';
import { startServer } from './support/server-process.js';
import { outsideWorld } from './support/outside-world.js';

/** A process's resident memory in MiB (VmRSS, /proc/<pid>/status). */
async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
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
    // 2.2 MB of 20,000 PDF objects, about two seconds of qpdf's and the rules' reading, and a
    // script run on opening: refused once read, while the event loop only receives 2.2 MB.
    const slow = manyObjectsPdf(20_000, '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>');
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
    // The captcha's answer is held until the server has read the whole file: from its release
    // on, the server's work for this request is checking the file.
    siteverify.mode = { kind: 'hold' };
    const asked = siteverify.requests.length;
    const progress = { answered: false };
    const sent = postContact(server.base, slowForm('en')).finally(() => (progress.answered = true));
    await until(() => siteverify.requests.length > asked, 60_000);
    siteverify.mode = { kind: 'success' };
    siteverify.releaseHeld();
    // Meanwhile /healthz keeps answering and another visitor's document is received, checked
    // and accepted: the check runs beside the event loop, not on it. (Which answer comes first
    // is not asserted: the slow file's check ends at a bound of wall time.)
    const visitor = postFrom(server.base, '127.0.3.1', ordinary());
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
      message: answerMessage('form.errors.fileType', 'en'),
      code: 'form.errors.fileType',
    });
    expect((await visitor).status).toBe(200);
    expect(healthChecks).toBeGreaterThan(0);
    // Another slow file's worker has been replaced: memory does not grow with each.
    await until(async () => (await residentMiB(pid)) <= idle + 64, 60_000);

    // The next file is checked as before; the refused one never reached the staff.
    expect((await postContact(server.base, ordinary())).status).toBe(200);
    await smtp.waitFor(3);
    expect(smtp.received).toHaveLength(3);
  });
});
