import { describe, expect, it } from 'vitest';
import { composeMail, singleLine, type Inquiry } from './compose.js';

const inquiry: Inquiry = {
  id: 'abc-123',
  messageId: '<abc-123@verdalia.example>',
  createdAt: '2026-01-02T03:04:05.000Z',
  lang: 'pt',
  name: 'João\r\nBcc: x@example.org',
  email: 'joao@example.org',
  message: '<b>Olá</b> & "tchau"',
};
const settings = { from: 'web@v.example', to: 'in@v.example', language: 'es' } as const;

describe('composeMail', () => {
  it('puts the visitor only in structured fields and escapes the HTML body', () => {
    const mail = composeMail(inquiry, settings);
    expect(mail.replyTo).toEqual({ name: 'João Bcc: x@example.org', address: 'joao@example.org' });
    expect(mail.messageId).toBe('<abc-123@verdalia.example>');
    expect(mail.html).toContain('&lt;b&gt;Olá&lt;/b&gt; &amp; &quot;tchau&quot;');
    expect(mail.text).toContain('<b>Olá</b> & "tchau"');
    expect(mail.attachments).toEqual([]);
  });

  it("is written in the company's language and names the visitor's", () => {
    const mail = composeMail(inquiry, settings);
    expect(mail.subject).toBe('Consulta web de João Bcc: x@example.org');
    expect(mail.text).toContain('Idioma del visitante: Português (pt)');
    expect(mail.headers).toEqual({ 'Content-Language': 'es' });
    const english = composeMail({ ...inquiry, lang: 'es' }, { ...settings, language: 'en' });
    expect(english.subject).toBe('Website inquiry from João Bcc: x@example.org');
    expect(english.text).toContain("Visitor's language: Español (es)");
  });

  it('keeps replacement patterns in a name as plain text', () => {
    const mail = composeMail({ ...inquiry, name: "$` $& $'" }, settings);
    expect(mail.subject).toBe("Consulta web de $` $& $'");
  });

  it('flattens a line', () => {
    expect(singleLine(' a\r\n\tb\u2028c ')).toBe('a b c');
  });
});
