import { afterAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '@verdalia/smtp-sink';
import { build, contactForm, listen } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { fieldsDocx } from '@verdalia/test-files/hostile-files';
import { objectStreamBomb } from '@verdalia/test-files/pdf-files';
import { postFrom } from './support/post-from.js';
import { TestSiteverify } from './support/siteverify.js';

/**
 * Files that are slow to check, each from a new address (so no limit per address stops
 * them), in turn: a .docx that is nothing but fields (its check reads 60 MiB of XML, seconds
 * of a worker's time, then accepts it) and a PDF of a few hundred bytes whose object stream
 * inflates to 64 MiB (qpdf's memory bound stops it: not checked). Each takes longer than its
 * first try; visitors' ordinary files (a letter as a PDF, a Word file: far smaller than the
 * attack's .docx, as a visitor's are than a 12 MiB one) go before them in the queue.
 */
const slowFiles = [
  { name: 'factura.docx', bytes: fieldsDocx(2 * 1024 * 1024) },
  { name: 'factura.pdf', bytes: objectStreamBomb(64 * 1024 * 1024) },
];

describe('a flood of slow-to-check files from rotating addresses', async () => {
  const smtp = await SmtpSink.start();
  const siteverify = await TestSiteverify.start();
  const app = await build({
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    HCAPTCHA_SECRET: '0xsecret-for-tests',
    RATE_LIMIT_MAX: '1000',
    RETRY_BASE_MS: '50',
  });
  const base = await listen(app);
  afterAll(async () => {
    await smtp.stop();
    await siteverify.stop();
  });

  it('does not keep visitors’ ordinary files from being accepted', async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // 8 slow files, one every 400 ms, each from its own address (127.0.2.1, .2, …) ...
    const flood = Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        await pause(400 * index);
        const file = slowFiles[index % slowFiles.length] ?? slowFiles[0];
        return postFrom(`127.0.2.${index + 1}`, base, contactForm({}, file));
      }),
    );
    // ... and, while they arrive, eight visitors send an ordinary document each.
    const visitors = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        await pause(400 * index + 200);
        const bytes = index % 2 === 0 ? fixtures.pdf() : fixtures.doc();
        const name = index % 2 === 0 ? 'propuesta.pdf' : 'carta.doc';
        return postFrom(`127.0.3.${index + 1}`, base, contactForm({}, { name, bytes }));
      }),
    );
    const attackers = await flood;
    expect(visitors.map((answer) => answer.status)).toEqual(visitors.map(() => 200));
    for (const answer of attackers) expect([200, 415, 503]).toContain(answer.status);
    // The visitors' messages reach the staff, and those of the fields that were checked in
    // time (harmless, so accepted).
    const delivered = 8 + attackers.filter((answer) => answer.status === 200).length;
    await smtp.waitFor(delivered);
    await app.deliveryWorker.idle();
    expect(smtp.received).toHaveLength(delivered);
  });
});
