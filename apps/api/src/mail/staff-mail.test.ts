import { describe, expect, it } from 'vitest';
import { composeStaffMail, singleLine, type Inquiry } from './staff-mail.js';

const inquiry: Inquiry = {
  id: 'abc-123',
  messageId: '<abc-123@verdalia.example>',
  // 21:04 in Costa Rica (UTC-6), the evening before in the UTC date.
  createdAt: '2026-01-02T03:04:05.000Z',
  lang: 'pt',
  kind: 'consultant',
  name: 'João Silva',
  email: 'joao@example.org',
  message: '<b>Olá</b> & "tchau"',
};
const settings = {
  from: 'web@v.example',
  to: 'careers@v.example',
  language: 'es',
  timeZone: 'America/Costa_Rica',
} as const;

describe('composeStaffMail', () => {
  it('says the kind first, in the staff language, in the subject, the first lines and a header', () => {
    const mail = composeStaffMail(inquiry, settings, undefined);
    expect(mail.subject).toBe('[Consultor/a] Consulta web de João Silva');
    expect(typeof mail.text === 'string' && mail.text.split('\n').slice(0, 2)).toEqual([
      'Consulta web · Consultor/a',
      'Un consultor o consultora que quiere sumarse a la red (permanente o de apoyo).',
    ]);
    expect(mail.headers).toEqual({ 'Content-Language': 'es', 'X-Inquiry-Kind': 'consultant' });
    const english = composeStaffMail(
      { ...inquiry, kind: 'organization' },
      { ...settings, language: 'en' },
      undefined,
    );
    expect(english.subject).toBe('[Organisation] Website inquiry from João Silva');
    expect(english.text).toContain("Visitor's language: Português (pt)");
  });

  it("gives the time received in the company's time zone, for people", () => {
    const mail = composeStaffMail(inquiry, settings, undefined);
    expect(mail.text).toContain(
      'Recibido: jueves, 1 de enero de 2026, 21:04 (hora de Costa Rica, GMT-6)',
    );
    const madrid = composeStaffMail(
      inquiry,
      { ...settings, language: 'en', timeZone: 'Europe/Madrid' },
      undefined,
    );
    expect(madrid.text).toContain(
      'Received: Friday, January 2, 2026 at 4:04 AM (Madrid time, GMT+1)',
    );
  });

  /** The inquiry with a cv.pdf of `size` bytes. */
  const withCv = (size: number) =>
    ({ ...inquiry, attachment: { fileName: 'cv.pdf', mime: 'application/pdf', size } }) as const;

  it('gives the attachment its real size and streams it from its path', () => {
    const withFile = withCv(45);
    const mail = composeStaffMail(withFile, settings, {
      path: '/outbox/pending/abc-123/attachment',
    });
    expect(mail.text).toContain('Adjunto: cv.pdf – 45 bytes');
    expect(mail.attachments).toEqual([
      {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        path: '/outbox/pending/abc-123/attachment',
      },
    ]);
    expect(composeStaffMail(withCv(20_761_234), settings, { path: '/x' }).text).toContain(
      'Adjunto: cv.pdf – 19,8 MB (20.761.234 bytes)',
    );
  });

  it('says where a held attachment is kept, until when, and the command that hands it over', () => {
    const withFile = withCv(20_761_234);
    const held = {
      path: '/srv/outbox/held/abc-123/attachment',
      outboxDir: '/srv/outbox',
      keepUntil: new Date('2026-02-01T12:00:00Z'),
      limitBytes: 25_000_000,
    };
    const mail = composeStaffMail(withFile, settings, { held });
    expect(mail.attachments).toEqual([]);
    for (const line of [
      'Adjunto: cv.pdf – 19,8 MB (20.761.234 bytes); retenido en el servidor web, ver abajo',
      'cv.pdf, de 19,8 MB (20.761.234 bytes), haría este correo más grande de lo que acepta el servidor de correo (como máximo 23,8 MB (25.000.000 bytes)).',
      'hasta el 1 de febrero de 2026, en /srv/outbox/held/abc-123/attachment.',
      'OUTBOX_DIR=/srv/outbox npm run outbox -- export abc-123 <carpeta>',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('npm run outbox -- export abc-123 &lt;carpeta&gt;');
  });

  it('puts the visitor only in structured fields and escapes the HTML body', () => {
    const mail = composeStaffMail(
      { ...inquiry, name: 'João\r\nBcc: x@example.org' },
      settings,
      undefined,
    );
    expect(mail.replyTo).toEqual({ name: 'João Bcc x example org', address: 'joao@example.org' });
    expect(mail.messageId).toBe('<abc-123@verdalia.example>');
    expect(mail.html).toContain('&lt;b&gt;Olá&lt;/b&gt; &amp; &quot;tchau&quot;');
    expect(mail.html).toContain(
      'href="mailto:joao@example.org?subject=Re%3A%20%5BConsultor%2Fa%5D',
    );
    expect(mail.text).toContain('<b>Olá</b> & "tchau"');
    expect(mail.text).toContain('Nombre: João Bcc: x@example.org');
    expect(mail.attachments).toEqual([]);
  });

  it('gives a nameless or unnameable visitor no display name and says so in the subject', () => {
    for (const name of ['', "$` $& $'", '12345 @@@']) {
      const mail = composeStaffMail({ ...inquiry, name }, settings, undefined);
      expect(mail.subject).toBe('[Consultor/a] Consulta web de (sin nombre)');
      expect(mail.replyTo).toBe('joao@example.org');
    }
  });

  it('flattens a line', () => {
    expect(singleLine(' a\r\n\tb\u2028c ')).toBe('a b c');
  });
});
