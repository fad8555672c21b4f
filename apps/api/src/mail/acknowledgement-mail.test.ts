import { describe, expect, it } from 'vitest';
import { languages } from '@verdalia/shared';
import { composeAcknowledgement } from './acknowledgement-mail.js';

const acknowledgement = {
  messageId: '<m1-ack@verdalia.example>',
  createdAt: '2026-03-10T16:00:00.000Z',
  lang: 'en',
  email: 'visitor.address+tag@example.org',
  reference: '0mk1a2b3c-0123456789abcdef',
} as const;
const settings = {
  from: 'web@v.example',
  replyTo: 'careers@v.example',
  timeZone: 'America/Costa_Rica',
};

describe('composeAcknowledgement', () => {
  it('tells the visitor in their language that the message arrived, its reference and when to expect an answer', () => {
    const mail = composeAcknowledgement(acknowledgement, settings);
    expect(mail.subject).toBe('We have received your message – Verdalia Consulting Group');
    expect(mail.to).toBe('visitor.address+tag@example.org');
    expect(mail.replyTo).toBe('careers@v.example');
    for (const line of [
      'Your message reached Verdalia Consulting Group on Tuesday, March 10, 2026 at 10:00 AM (Costa Rica time, GMT-6).',
      'we will reply within two business days',
      'Reference: 0mk1a2b3c-0123456789abcdef',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.headers).toEqual({ 'Content-Language': 'en', 'Auto-Submitted': 'auto-replied' });
    const spanish = composeAcknowledgement({ ...acknowledgement, lang: 'es' }, settings);
    expect(spanish.subject).toBe('Hemos recibido su mensaje – Verdalia Consulting Group');
    expect(spanish.text).toContain('dos días hábiles');
  });

  it('repeats nothing the visitor typed, not even the address, in any language', () => {
    for (const lang of languages) {
      const mail = composeAcknowledgement({ ...acknowledgement, lang }, settings);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(typeof part).toBe('string');
        expect(part).not.toContain('visitor.address');
      }
      expect(mail.attachments).toEqual([]);
    }
  });
});
