import { describe, expect, it } from 'vitest';
import { composeMail, escapeHtml, singleLine } from './compose.js';
import type { StoredMessage } from '../outbox/outbox.js';

const stored: StoredMessage = {
  version: 1,
  id: 'abc-123',
  messageId: '<abc-123@verdalia.example>',
  createdAt: '2026-01-02T03:04:05.000Z',
  lang: 'pt',
  name: 'João\r\nBcc: x@example.org',
  email: 'joao@example.org',
  message: '<b>Olá</b> & "tchau"',
  remoteIp: '127.0.0.1',
};

describe('composeMail', () => {
  it('puts the visitor only in structured fields and escapes the HTML body', () => {
    const mail = composeMail(stored, '/tmp/x', { from: 'web@v.example', to: 'in@v.example' });
    expect(mail.replyTo).toEqual({ name: 'João Bcc: x@example.org', address: 'joao@example.org' });
    expect(mail.subject).toBe('Consulta pelo site de João Bcc: x@example.org');
    expect(mail.messageId).toBe('<abc-123@verdalia.example>');
    expect(mail.html).toContain('&lt;b&gt;Olá&lt;/b&gt; &amp; &quot;tchau&quot;');
    expect(mail.text).toContain('<b>Olá</b> & "tchau"');
    expect(mail.attachments).toEqual([]);
  });

  it('escapes and flattens', () => {
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
    expect(singleLine(' a\r\n\tb\u2028c ')).toBe('a b c');
  });
});
