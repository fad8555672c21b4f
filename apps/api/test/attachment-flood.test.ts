import { describe, expect, it } from 'vitest';
import { brokenObjectStreamsPdf, letterDocx, letterPdf } from '@verdalia/flood-files';
import { contactForm } from './helper.js';
import { mailServer } from './support/mail-server.js';
import { postFrom } from './support/multipart.js';

/**
 * The attack of bench:api, smaller: PDFs of 36 KiB whose object streams do not parse (seconds
 * of qpdf's work each, and cheaper by size than a visitor's letter), each from a new address
 * so that no limit per address stops them, four a second. Visitors, each from a new address
 * too, send their letter as a 294 KB PDF or a 38 KB .docx meanwhile. How fast either is
 * answered is bench:api's figure; here, what the scheduler promises whatever the machine's
 * load: a visitor's ordinary file is checked in its first try, never behind the attack's.
 */
describe('a flood of slow-to-check files from new addresses', async () => {
  const { base, smtp, app } = await mailServer({ RATE_LIMIT_MAX: '1000' });
  const attack = brokenObjectStreamsPdf();
  const letters = [
    { name: 'carta.pdf', bytes: letterPdf() },
    { name: 'carta.docx', bytes: letterDocx() },
  ];

  it('does not keep visitors’ ordinary files from being accepted and delivered', async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // 12 attack files, one every 250 ms, each from its own address ...
    const flood = Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        await pause(250 * index);
        return postFrom(
          base,
          `127.0.2.${index + 1}`,
          contactForm({}, { name: 'factura.pdf', bytes: attack }),
        );
      }),
    );
    // ... and, while they arrive, six visitors send a letter each.
    const visitors = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        await pause(500 * index + 125);
        const letter = letters[index % letters.length] ?? letters[0];
        return postFrom(base, `127.0.3.${index + 1}`, contactForm({}, letter));
      }),
    );
    const attackers = await flood;
    expect(visitors.map((answer) => answer.status)).toEqual(visitors.map(() => 200));
    // The attack's files are refused (a decompression bomb) or not checked in time: never accepted.
    for (const answer of attackers) expect([415, 503]).toContain(answer.status);
    await smtp.waitFor(visitors.length);
    await app.deliveryWorker.idle();
    expect(smtp.received).toHaveLength(visitors.length);
  });
});
