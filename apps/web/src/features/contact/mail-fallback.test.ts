import { describe, expect, it } from 'vitest';
import {
  fallbackBody,
  fallbackMailto,
  mailtoHref,
  mailtoMaxLength,
  type FallbackLines,
} from './mail-fallback';

const lines: FallbackLines = {
  name: (name) => `Name: ${name}`,
  kind: (kind) => `Writing as: ${kind}`,
  attachment: (file) => `File to attach: ${file}`,
  shortened: '[Shortened]',
};

describe('the e-mail that replaces a form that cannot be sent', () => {
  it('keeps the message and adds the name, the kind and the file to attach', () => {
    expect(
      fallbackBody(
        {
          name: ' Ana ',
          message: 'Hola,\nnecesitamos un estudio.\n',
          kind: 'A consultant',
          attachmentName: 'cv.pdf',
        },
        lines,
      ),
    ).toBe(
      'Hola,\nnecesitamos un estudio.\n\n--\nName: Ana\nWriting as: A consultant\nFile to attach: cv.pdf',
    );
  });

  it('is only the message when nothing else was given', () => {
    expect(fallbackBody({ name: '', message: 'Hi', kind: null, attachmentName: null }, lines)).toBe(
      'Hi',
    );
  });

  it('encodes everything a mail client must read back literally, lines as CRLF', () => {
    const href = mailtoHref('info@verdalia.example', 'Q&A: 50% off?', 'a&b=c\n#1 +2');
    expect(href).toBe(
      'mailto:info@verdalia.example?subject=Q%26A%3A%2050%25%20off%3F&body=a%26b%3Dc%0D%0A%231%20%2B2',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Q&A: 50% off?');
    expect(url.searchParams.get('body')).toBe('a&b=c\r\n#1 +2');
  });

  it('cuts a message too long for a mail program, keeping the details and saying so', () => {
    const typed = {
      name: 'Ana',
      message: 'ñandú '.repeat(1000),
      kind: 'A consultant',
      attachmentName: 'cv.pdf',
    };
    const href = fallbackMailto('info@verdalia.example', 'Inquiry', typed, lines);
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toMatch(/^(ñandú ){20,}/);
    expect(body).toContain('…\r\n\r\n[Shortened]');
    expect(body).toContain('Name: Ana\r\nWriting as: A consultant\r\nFile to attach: cv.pdf');
    // A message that fits goes whole.
    const short = { ...typed, message: 'Hola' };
    expect(fallbackMailto('info@verdalia.example', 'Inquiry', short, lines)).toBe(
      mailtoHref('info@verdalia.example', 'Inquiry', fallbackBody(short, lines)),
    );
  });
});
