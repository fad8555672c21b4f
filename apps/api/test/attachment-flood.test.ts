import { afterAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '@verdalia/smtp-sink';
import { build, contactForm, listen } from './helper.js';
import * as fixtures from '../../../packages/attachment-check/test/support/fixtures.js';
import {
  docWithDirectoryCycle,
  mzpeFlood,
} from '../../../packages/attachment-check/test/support/hostile-files.js';
import { postFrom } from './support/post-from.js';
import { TestSiteverify } from './support/siteverify.js';

/**
 * Files that are slow to check, each from a new address (so no limit per address stops
 * them): a scan that re-reads per signature takes over 5 s for a 4 MiB file of MZPE, a .doc
 * with a cyclic directory runs the parser until its memory bound, and a PDF of objects nested
 * in each other reads until its work bound. All are refused, or answered 503 when their turn never came.
 */
const slowFiles = [
  { name: 'factura.pdf', bytes: mzpeFlood(4 * 1024 * 1024) },
  { name: 'factura.doc', bytes: docWithDirectoryCycle(fixtures.doc()) },
  {
    name: 'factura.pdf',
    bytes: Buffer.from(
      `%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n${'1 0 obj [ '.repeat(400_000)}`,
    ),
  },
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
    // 36 slow files, one every 100 ms, each from its own address (127.0.2.1, .2, …) ...
    const flood = Promise.all(
      Array.from({ length: 36 }, async (_, index) => {
        await pause(100 * index);
        const file = slowFiles[index % slowFiles.length] ?? slowFiles[0];
        return postFrom(`127.0.2.${index + 1}`, base, contactForm({}, file));
      }),
    );
    // ... and, while they arrive, twelve visitors send an ordinary document each.
    const visitors = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        await pause(300 * index);
        const bytes = index % 2 === 0 ? fixtures.pdfOfSize(2 * 1024 * 1024) : fixtures.doc();
        const name = index % 2 === 0 ? 'propuesta.pdf' : 'carta.doc';
        return postFrom(`127.0.3.${index + 1}`, base, contactForm({}, { name, bytes }));
      }),
    );
    const attackers = await flood;
    expect(visitors.map((answer) => answer.status)).toEqual(visitors.map(() => 200));
    for (const answer of attackers) expect([415, 503]).toContain(answer.status);
    // Only the visitors' messages reach the staff.
    await smtp.waitFor(12);
    await app.deliveryWorker.idle();
    expect(smtp.received).toHaveLength(12);
  });
});
