import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mimeForFileName } from '@verdalia/shared';
import { SmtpSink } from '@verdalia/smtp-sink';
import { build, contactForm, listen, postContact, tempDir } from './helper.js';
import { debianFiles } from './support/debian-corpus.js';
import { debianActiveDocuments, debianDocuments } from './support/debian-documents.js';
import { makeLibreOfficeDocs } from './support/real-documents.js';
import { TestSiteverify } from './support/siteverify.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A document of the corpus: where it came from, what made it, its bytes. */
interface CorpusFile {
  source: string;
  producer: string;
  name: string;
  bytes: Buffer;
}

const packages = [...debianDocuments, ...debianActiveDocuments].map(([name]) => name);
const locate = await debianFiles(packages);
const dir = await tempDir('corpus');
/** .docx files of other programs, written again as Word 97 .doc by LibreOffice. */
const wordSources = [
  ['r-cran-officer', 'usr/lib/R/site-library/officer/doc_examples/example.docx'],
  ['forensics-samples-files', 'usr/share/forensics-samples/original-files/text1/a-text.docx'],
  [
    'golang-github-gabriel-vasile-mimetype-dev',
    'usr/share/gocode/src/github.com/gabriel-vasile/mimetype/testdata/docx.docx',
  ],
] as const;
const libreOffice = await makeLibreOfficeDocs(
  path.join(dir, 'libreoffice'),
  wordSources.map(([name, file]) => locate(name, file)),
);

const corpus: CorpusFile[] = [
  ...(await Promise.all(
    debianDocuments.map(async ([name, file, producer]) => ({
      source: `${name}: /${file}`,
      producer,
      name: path.basename(file),
      bytes: await readFile(locate(name, file)),
    })),
  )),
  ...[...libreOffice].map(([name, bytes]) => ({
    source: `LibreOffice (made in the test): ${name}`,
    producer: 'LibreOffice Writer (Word 97 .doc)',
    name,
    bytes,
  })),
];

describe('the real-document corpus: files from programs nobody here controls, sent as visitors send them', async () => {
  const smtp = await SmtpSink.start();
  const siteverify = await TestSiteverify.start();
  const app = await build({
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    HCAPTCHA_SECRET: '0xsecret-for-tests',
    MAIL_TO: 'inbox@verdalia.example',
    MAIL_FROM: 'web@verdalia.example',
    RATE_LIMIT_MAX: '100000',
    RETRY_BASE_MS: '50',
  });
  const base = await listen(app);
  afterAll(async () => {
    await smtp.stop();
    await siteverify.stop();
  });

  it('covers at least 150 documents from at least 25 producing programs, and every class named in docs/api.md', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(
      new Set(corpus.map((file) => file.producer.replace(/[\d.]+.*$/, ''))).size,
    ).toBeGreaterThanOrEqual(25);
    const has = (test: (file: CorpusFile) => boolean) => corpus.some(test);
    expect(has((file) => /^cairo 1\.16/.test(file.producer))).toBe(true);
    expect(has((file) => /Quartz PDFContext/.test(file.producer))).toBe(true);
    expect(has((file) => file.source.endsWith('therion/thbook.pdf'))).toBe(true);
    expect(has((file) => file.name.endsWith('.doc') && file.bytes.length > 7 * 1024 * 1024)).toBe(
      true,
    );
    expect(has((file) => /APNG/.test(file.producer))).toBe(true);
    expect(has((file) => /Xiaomi|OnePlus|iPhone|SONY|Canon/.test(file.producer))).toBe(true);
  });

  it('accepts at least 99 % and delivers each accepted file byte for byte', async () => {
    const refused: string[] = [];
    const queue = [...corpus];
    const workers = Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const answer = await postContact(
          base,
          contactForm({ message: `corpus ${file.source}` }, file),
        );
        if (answer.status !== 200)
          refused.push(`${file.source} (${file.producer}): ${answer.status} ${answer.body.code}`);
      }
    });
    await Promise.all(workers);
    const accepted = corpus.length - refused.length;
    process.stdout.write(
      `real corpus: ${accepted}/${corpus.length} accepted (${((100 * accepted) / corpus.length).toFixed(1)} %)\n${refused.map((line) => `  refused: ${line}\n`).join('')}`,
    );
    expect(accepted / corpus.length).toBeGreaterThanOrEqual(0.99);
    const mails = await smtp.waitFor(accepted);
    for (const file of corpus) {
      if (refused.some((line) => line.startsWith(file.source))) continue;
      const mail = mails.find((received) =>
        received.mail.text?.includes(`corpus ${file.source}`),
      )?.mail;
      expect(mail?.attachments, file.source).toHaveLength(1);
      expect(sha256(mail?.attachments[0]?.content ?? Buffer.alloc(0)), file.source).toBe(
        sha256(file.bytes),
      );
    }
  });

  it.each(debianActiveDocuments.map(([name, file, what]) => ({ name, file, what })))(
    'refuses a real file Debian ships that carries active content: $what',
    async ({ name, file }) => {
      const count = smtp.received.length;
      const bytes = await readFile(locate(name, file));
      expect(mimeForFileName(file)).toBeDefined();
      const answer = await postContact(base, contactForm({}, { name: path.basename(file), bytes }));
      expect(answer.status).toBe(415);
      await app.deliveryWorker.idle();
      expect(smtp.received.length).toBe(count);
    },
  );
});
