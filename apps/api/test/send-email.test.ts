import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { AddressObject } from 'mailparser';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ErrorKey } from '@verdalia/shared';
import { answerMessage } from '../src/http/answer.js';
import { build, contactForm, listen, postContact, validFields } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { startSlowUpload } from './support/raw-http.js';
import { mailServer } from './support/mail-server.js';
import { until } from './support/until.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function firstAddress(field: AddressObject | AddressObject[] | undefined) {
  const object = Array.isArray(field) ? field[0] : field;
  return object?.value[0];
}

describe('POST /send-email.php', async () => {
  const { app, base, smtp, siteverify, env } = await mailServer({
    HCAPTCHA_SITEKEY: 'sitekey-for-tests',
  });
  /** The same server, but giving siteverify 0.4 s: for the case where it never answers. */
  async function impatientApp() {
    const impatient = await build({ ...env, HCAPTCHA_TIMEOUT_MS: '400' });
    return { app: impatient, base: await listen(impatient) };
  }

  beforeEach(() => {
    siteverify.mode = { kind: 'success' };
  });

  /** Waits for the next mail after the current count. */
  async function nextMail() {
    const count = smtp.received.length;
    const received = await smtp.waitFor(count + 1);
    const last = received[count];
    if (!last) throw new Error('no mail');
    return last;
  }

  const expectAnswer = (
    answer: { status: number; body: { success: boolean; message: string; code: string } },
    status: number,
    code: ErrorKey,
    lang: 'es' | 'en' | 'pt' = 'es',
  ) => {
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      success: status === 200,
      message: answerMessage(code, lang),
      code,
    });
  };

  // The staff read Spanish (MAIL_LANGUAGE's default) whatever language the visitor used.
  it.each([
    ['es', 'Español (es)'],
    ['en', 'English (en)'],
    ['pt', 'Português (pt)'],
  ] as const)(
    'accepts a message with a PDF in %s and delivers it by SMTP, in Spanish',
    async (lang, visitorLanguage) => {
      const bytes = fixtures.pdf(`% ${lang}\n`);
      const before = siteverify.requests.length;
      const answer = await postContact(
        base,
        contactForm({ lang }, { name: 'propuesta final.pdf', bytes, type: 'application/pdf' }),
      );
      expectAnswer(answer, 200, 'form.errors.success', lang);

      const verify = siteverify.requests[before];
      expect(verify?.contentType).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(verify?.params ?? [])).toEqual({
        secret: '0xsecret-for-tests',
        response: 'test-token',
        remoteip: '127.0.0.1',
        sitekey: 'sitekey-for-tests',
      });

      const { mail, envelope } = await nextMail();
      expect(envelope.to).toEqual(['inbox@verdalia.example']);
      expect(firstAddress(mail.from)?.address).toBe('web@verdalia.example');
      expect(firstAddress(mail.to)?.address).toBe('inbox@verdalia.example');
      expect(firstAddress(mail.replyTo)).toEqual({ name: 'Ana Pérez', address: 'ana@example.org' });
      expect(mail.subject).toBe('[Otra consulta] Consulta web de Ana Pérez');
      expect(mail.messageId).toMatch(/^<[0-9a-z]+-[0-9a-f]{16}@verdalia\.example>$/);
      expect(mail.text).toContain(validFields.message);
      expect(mail.text).toContain('Mensaje:');
      expect(mail.text).toContain(`Idioma del visitante: ${visitorLanguage}`);
      expect(mail.html).toContain(validFields.message);
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment?.filename).toBe('propuesta final.pdf');
      expect(attachment?.contentType).toBe('application/pdf');
      expect(sha256(attachment?.content ?? Buffer.alloc(0))).toBe(sha256(bytes));
    },
  );

  it.each([
    ['foto.png', fixtures.png(), 'image/png'],
    ['foto.JPG', fixtures.jpeg(), 'image/jpeg'],
    ['foto.jpeg', fixtures.jpeg(), 'image/jpeg'],
    ['carta.doc', fixtures.doc(), 'application/msword'],
    [
      'carta.docx',
      fixtures.docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('accepts %s and delivers identical bytes', async (name, bytes, type) => {
    const answer = await postContact(base, contactForm({}, { name, bytes }));
    expectAnswer(answer, 200, 'form.errors.success');
    const { mail } = await nextMail();
    expect(mail.attachments[0]?.contentType).toBe(type);
    expect(sha256(mail.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(bytes));
  });

  it('accepts a message without attachment, and an empty file input as none', async () => {
    expectAnswer(await postContact(base, contactForm({ name: '' })), 200, 'form.errors.success');
    const anonymous = await nextMail();
    expect(anonymous.mail.attachments).toHaveLength(0);
    expect(anonymous.mail.subject).toBe('[Otra consulta] Consulta web de (sin nombre)');

    const boundary = 'emptyfile';
    const body = [
      ...Object.entries(validFields).map(
        ([key, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename=""\r\n`,
      'Content-Type: application/octet-stream\r\n\r\n\r\n',
      `--${boundary}--\r\n`,
    ].join('');
    const answer = await postContact(base, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expectAnswer(answer, 200, 'form.errors.success');
    expect((await nextMail()).mail.attachments).toHaveLength(0);
    const form = contactForm();
    form.append('attachment', new Blob([]), '');
    expectAnswer(await postContact(base, form), 200, 'form.errors.success');
    expect((await nextMail()).mail.attachments).toHaveLength(0);
  });

  it("takes a form without a lang field to be in the browser's language", async () => {
    const form = contactForm();
    form.delete('lang');
    const answer = await postContact(base, form, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expectAnswer(answer, 200, 'form.errors.success', 'pt');
    const { mail } = await nextMail();
    expect(mail.text).toContain('Idioma del visitante: Português (pt)');
  });

  it('escapes HTML and keeps header injection out of the headers', async () => {
    const answer = await postContact(
      base,
      contactForm({
        lang: 'en',
        name: 'Eve\r\nBcc: victim@example.org\r\nX-Evil: 1',
        message: '<script>alert("x")</script>\r\nBcc: other@example.org',
      }),
    );
    expectAnswer(answer, 200, 'form.errors.success', 'en');
    const { mail, envelope } = await nextMail();
    expect(envelope.to).toEqual(['inbox@verdalia.example']);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-evil')).toBe(false);
    // Only name characters reach a header (docs/mail-delivery.md): no ':', '@' or '.'.
    expect(firstAddress(mail.replyTo)).toEqual({
      name: 'Eve Bcc victim example org X-Evil',
      address: 'ana@example.org',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('sanitises the attachment name', async () => {
    const answer = await postContact(
      base,
      contactForm(
        {},
        { name: '..\\..\\etc/"evil"\r\nX-Header: 1 <name>.pdf', bytes: fixtures.pdf() },
      ),
    );
    expectAnswer(answer, 200, 'form.errors.success');
    const { mail } = await nextMail();
    // The client percent-encodes quotes and CR/LF (as browsers do); the rest is stripped.
    expect(mail.attachments[0]?.filename).toBe('%22evil%22%0D%0AX-Header 1 name.pdf');
  });

  it('removes invisible, bidirectional and control characters from what reaches the mail', async () => {
    const answer = await postContact(
      base,
      contactForm(
        {
          name: 'Ana\u0085Bcc: x@example.org \u202ePérez\u200b',
          message: 'Línea 1\r\n\tLínea 2\u0000\u001b[31m\u2066oculto\u2069',
        },
        { name: 'cv\u202excod.pdf', bytes: fixtures.pdf() },
      ),
    );
    expectAnswer(answer, 200, 'form.errors.success');
    const { mail } = await nextMail();
    expect(mail.subject).toBe('[Otra consulta] Consulta web de Ana Bcc x example org Pérez');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.attachments[0]?.filename).toBe('cvxcod.pdf');
    expect(mail.text).toContain('Línea 1\n\tLínea 2[31moculto');
  });

  it('keeps $ patterns out of the subject: a name of symbols only reads as no name', async () => {
    for (const name of ['$`', "$'$&", '$$']) {
      expectAnswer(await postContact(base, contactForm({ name })), 200, 'form.errors.success');
      expect((await nextMail()).mail.subject).toBe('[Otra consulta] Consulta web de (sin nombre)');
    }
  });

  it('answers success to a filled honeypot but stores and sends nothing', async () => {
    await app.deliveryWorker.idle();
    const pendingBefore = (await app.outbox.status()).pending;
    const count = smtp.received.length;
    const answer = await postContact(base, contactForm({ website: 'http://spam.example' }));
    expectAnswer(answer, 200, 'form.errors.success');
    await app.deliveryWorker.idle();
    expect((await app.outbox.status()).pending).toBe(pendingBefore);
    expect(smtp.received.length).toBe(count);
  });

  it.each([
    [{ kind: 'error', codes: ['invalid-input-response'] }, 'form.errors.captcha'],
    [{ kind: 'error', codes: ['missing-input-secret'] }, 'form.errors.captcha'],
    [{ kind: 'error', codes: ['invalid-or-already-seen-response'] }, 'form.errors.captcha'],
    [{ kind: 'error', codes: ['sitekey-secret-mismatch'] }, 'form.errors.captcha'],
    [{ kind: 'garbage' }, 'form.errors.captchaUnavailable'],
    [{ kind: 'http-error' }, 'form.errors.captchaUnavailable'],
    [{ kind: 'hang' }, 'form.errors.captchaUnavailable'],
  ] as const)('fails closed when siteverify answers %j', async (mode, code) => {
    siteverify.mode = mode;
    // A server of its own for the hang, whose short limit no other case must meet.
    const server = mode.kind === 'hang' ? await impatientApp() : { app, base };
    const pendingBefore = (await server.app.outbox.status()).pending;
    const answer = await postContact(
      server.base,
      contactForm({ lang: 'pt' }, { name: 'a.pdf', bytes: fixtures.pdf() }),
    );
    expectAnswer(answer, 403, code, 'pt');
    expect((await server.app.outbox.status()).pending).toBe(pendingBefore);
    expect(await readdir(server.app.outbox.tmpDir)).toEqual([]);
  });

  describe('bad input', () => {
    type Body = () => FormData | string;
    const fields =
      (values: Record<string, string>): (() => FormData) =>
      () =>
        contactForm(values);
    const file =
      (name: string, bytes: () => Buffer): (() => FormData) =>
      () =>
        contactForm({}, { name, bytes: bytes() });
    /** A form (the valid one unless said) with something more appended. */
    const plus =
      (add: (form: FormData) => void, base = fields({})): (() => FormData) =>
      () => {
        const form = base();
        add(form);
        return form;
      };
    const boundaryXyz = { 'content-type': 'multipart/form-data; boundary=xyz' };

    // Grouped by the answer each bad request must get.
    const refusals: [number, ErrorKey, [string, Body, Record<string, string>?][]][] = [
      [
        400,
        'form.errors.emailRequired',
        [
          ['no email', fields({ email: '' })],
          ['an empty multipart body', () => '', boundaryXyz],
        ],
      ],
      [
        400,
        'form.errors.emailInvalid',
        [
          ['a bad email', fields({ email: 'ana@' })],
          ['CRLF in the email', fields({ email: 'ana@example.org\r\nBcc: x@example.org' })],
        ],
      ],
      [
        400,
        'form.errors.emailTooLong',
        [['a long email', fields({ email: `${'a'.repeat(250)}@example.org` })]],
      ],
      [400, 'form.errors.nameTooLong', [['a long name', fields({ name: 'n'.repeat(101) })]]],
      [400, 'form.errors.messageRequired', [['no message', fields({ message: '  ' })]]],
      [
        400,
        'form.errors.messageTooLong',
        [
          ['a long message', fields({ message: 'm'.repeat(5001) })],
          ['a huge field', fields({ message: 'm'.repeat(200_000) })],
        ],
      ],
      [400, 'form.errors.captcha', [['no captcha token', fields({ hcaptcha_token: '' })]]],
      [
        400,
        'form.errors.tooManyFiles',
        [
          [
            'two files',
            plus(
              (form) => form.append('attachment', new Blob([fixtures.pdf()]), 'b.pdf'),
              file('a.pdf', fixtures.pdf),
            ),
          ],
        ],
      ],
      [
        400,
        'form.errors.invalidRequest',
        [
          ['an unknown field', plus((form) => form.append('bcc', 'x@example.org'))],
          ['a repeated field', plus((form) => form.append('email', 'b@example.org'))],
          [
            'a file in another field',
            plus((form) => form.append('document', new Blob([fixtures.pdf()]), 'b.pdf')),
          ],
          [
            '1000 fields',
            plus((form) => {
              for (let index = 0; index < 1000; index += 1) form.append(`f${index}`, 'x');
            }),
          ],
          [
            'multipart without boundary',
            () => '--xyz\r\n',
            { 'content-type': 'multipart/form-data' },
          ],
          [
            'malformed multipart',
            () => '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@exa',
            boundaryXyz,
          ],
        ],
      ],
      [
        415,
        'form.errors.fileType',
        [
          ['an exe renamed .pdf', file('cv.pdf', fixtures.exe)],
          ['a PDF+ZIP polyglot', file('cv.pdf', fixtures.pdfZipPolyglot)],
          ['a zip renamed .docx', file('cv.docx', () => fixtures.zip({ 'a.txt': 'x' }))],
          [
            'a compound file that is not a Word document, as .doc',
            file('cv.doc', fixtures.xlsCompound),
          ],
          [
            'the compound file signature in front of an executable, as .doc',
            file('cv.doc', fixtures.cfbSignatureThenExe),
          ],
          ['a PNG named .jpg', file('photo.jpg', fixtures.png)],
          ['a not allowed extension', file('run.exe', fixtures.exe)],
          ['a file without extension', file('document', () => fixtures.pdf())],
        ],
      ],
      [
        415,
        'form.errors.invalidRequest',
        [
          [
            'a JSON body',
            () => JSON.stringify(validFields),
            { 'content-type': 'application/json' },
          ],
          [
            'a urlencoded body',
            () => new URLSearchParams(validFields).toString(),
            { 'content-type': 'application/x-www-form-urlencoded' },
          ],
        ],
      ],
    ];
    const cases = refusals.flatMap(([status, code, requests]) =>
      requests.map(([label, body, headers = {}]) => ({ label, body, headers, status, code })),
    );

    it.each(cases)('$label → $status $code', async ({ body, headers, status, code }) => {
      const pendingBefore = (await app.outbox.status()).pending;
      const answer = await postContact(base, body(), headers);
      expectAnswer(answer, status, code);
      expect((await app.outbox.status()).pending).toBe(pendingBefore);
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    });

    it('answers an empty body and a missing content type with JSON', async () => {
      const empty = await fetch(`${base}/send-email.php`, { method: 'POST' });
      expect(empty.status).toBe(415);
      expect(await empty.json()).toMatchObject({
        success: false,
        code: 'form.errors.invalidRequest',
      });
      const garbage = await fetch(`${base}/send-email.php`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=' },
        body: 'x',
      });
      expect(garbage.status).toBe(400);
      expect(await garbage.json()).toMatchObject({ success: false });
    });

    it('refuses non-UTF-8 bytes in a field without failing', async () => {
      const boundary = 'b0undary';
      const part = (name: string, value: Buffer | string) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
          Buffer.from(value),
          Buffer.from('\r\n'),
        ]);
      const body = Buffer.concat([
        part('lang', 'en'),
        part('name', Buffer.from([0x41, 0xff, 0xfe, 0xc3, 0x28])),
        part('email', 'ana@example.org'),
        part('message', 'hi'),
        part('hcaptcha_token', 'token'),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const answer = await postContact(base, body, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
      expectAnswer(answer, 400, 'form.errors.invalidRequest', 'en');
    });

    it('answers in the language of the lang field, else Accept-Language, else Spanish', async () => {
      expectAnswer(
        await postContact(base, contactForm({ lang: 'en', email: '' })),
        400,
        'form.errors.emailRequired',
        'en',
      );
      expectAnswer(
        await postContact(base, contactForm({ lang: 'fr', email: '' })),
        400,
        'form.errors.emailRequired',
        'es',
      );
      expectAnswer(
        await postContact(base, 'x', { 'content-type': 'text/plain', 'accept-language': 'pt' }),
        415,
        'form.errors.invalidRequest',
        'pt',
      );
      // A form without a lang field (or an unknown one) answers in the browser's language.
      const withoutLang = contactForm({ email: '' });
      withoutLang.delete('lang');
      expectAnswer(
        await postContact(base, withoutLang, { 'accept-language': 'en-GB,en;q=0.9' }),
        400,
        'form.errors.emailRequired',
        'en',
      );
      expectAnswer(
        await postContact(base, contactForm({ lang: 'fr', email: '' }), {
          'accept-language': 'pt-BR',
        }),
        400,
        'form.errors.emailRequired',
        'pt',
      );
      // A cookie named lng decides nothing.
      expectAnswer(
        await postContact(base, 'x', { 'content-type': 'text/plain', cookie: 'lng=pt' }),
        415,
        'form.errors.invalidRequest',
        'es',
      );
    });

    it('rejects a file of 20 MiB + 1 byte with 413 and keeps nothing', async () => {
      const size = 20 * 1024 * 1024 + 1;
      const answer = await postContact(
        base,
        contactForm({ lang: 'en' }, { name: 'big.pdf', bytes: fixtures.pdfOfSize(size) }),
      );
      expectAnswer(answer, 413, 'form.errors.fileSize', 'en');
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    });

    it('accepts a file of exactly 20 MiB', async () => {
      const bytes = fixtures.pdfOfSize(20 * 1024 * 1024);
      const answer = await postContact(base, contactForm({}, { name: 'big.pdf', bytes }));
      expectAnswer(answer, 200, 'form.errors.success');
      const { mail } = await nextMail();
      expect(sha256(mail.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(bytes));
    });

    it('rejects a large executable renamed .pdf from its first bytes', async () => {
      const bytes = Buffer.concat([fixtures.exe(), Buffer.alloc(5 * 1024 * 1024, 0x90)]);
      const answer = await postContact(base, contactForm({}, { name: 'cv.pdf', bytes }));
      expectAnswer(answer, 415, 'form.errors.fileType');
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    });

    it('answers 400 to a body that ends in the middle of the file, keeping nothing', async () => {
      const boundary = 'cutoff';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.org\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        fixtures.pdfOfSize(256 * 1024),
      ]);
      const answer = await postContact(base, body, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
      expectAnswer(answer, 400, 'form.errors.invalidRequest');
      expect(await readdir(app.outbox.tmpDir)).toEqual([]);
    });

    it('cleans up when the client disconnects in the middle of an upload', async () => {
      const client = await startSlowUpload(base);
      // Wait until the server has started writing the upload, then vanish.
      await until(async () => (await readdir(app.outbox.tmpDir)).length > 0);
      client.destroy();
      await until(async () => (await readdir(app.outbox.tmpDir)).length === 0);
    });

    it('keeps serving after all of that', async () => {
      const answer = await postContact(
        base,
        contactForm({}, { name: 'ok.pdf', bytes: fixtures.pdf() }),
      );
      expectAnswer(answer, 200, 'form.errors.success');
      await nextMail();
    });
  });
});
