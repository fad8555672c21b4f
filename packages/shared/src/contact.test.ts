import { describe, expect, it } from 'vitest';
import {
  attachmentAccept,
  attachmentError,
  contactLimits,
  mimeForFileName,
  validateContactFields,
} from './contact.js';
import { errorKeys } from './error-keys.js';

const valid = {
  name: 'Ana Pérez',
  email: 'ana@example.org',
  message: 'Hola',
  hcaptcha_token: 'token',
  lang: 'en',
  kind: 'consultant',
};

describe('contact fields', () => {
  it('accepts a valid submission and trims text', () => {
    const result = validateContactFields({ ...valid, name: '  Ana  ' });
    expect(result).toEqual({ ok: true, data: { ...valid, name: 'Ana' } });
  });

  it('makes the name optional and defaults the language to Spanish', () => {
    const result = validateContactFields({ ...valid, name: undefined, lang: undefined });
    expect(result.ok && result.data).toMatchObject({ name: '', lang: 'es' });
  });

  it('counts a submission without a kind of inquiry (an older form, a script) as "other"', () => {
    expect(validateContactFields({ ...valid, kind: undefined })).toMatchObject({
      ok: true,
      data: { kind: 'other' },
    });
    expect(validateContactFields({ ...valid, kind: 'press' })).toMatchObject({
      ok: true,
      data: { kind: 'other' },
    });
  });

  it('falls back to Spanish for an unknown language', () => {
    const result = validateContactFields({ ...valid, lang: 'fr' });
    expect(result.ok && result.data.lang).toBe('es');
  });

  it.each([
    [{ name: 'x'.repeat(101) }, errorKeys.nameTooLong],
    [{ email: undefined }, errorKeys.emailRequired],
    [{ email: '   ' }, errorKeys.emailRequired],
    [{ email: 'not-an-email' }, errorKeys.emailInvalid],
    [{ email: 'a@b' }, errorKeys.emailInvalid],
    [{ email: 'ana@example.org\r\nBcc: x@y.z' }, errorKeys.emailInvalid],
    // An encoded-word would be decoded by a mail client inside Reply-To.
    [{ email: '=?utf-8?q?admin=40verdalia.example=3e?=@evil.test' }, errorKeys.emailInvalid],
    [{ email: 'a=?b@example.org' }, errorKeys.emailInvalid],
    [{ email: `${'a'.repeat(250)}@b.co` }, errorKeys.emailTooLong],
    [{ message: '' }, errorKeys.messageRequired],
    [{ message: undefined }, errorKeys.messageRequired],
    [{ message: 'x'.repeat(5001) }, errorKeys.messageTooLong],
    [{ hcaptcha_token: '' }, errorKeys.captcha],
    [{ hcaptcha_token: undefined }, errorKeys.captcha],
  ])('rejects %j with its key', (patch, key) => {
    const result = validateContactFields({ ...valid, ...patch });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe(key);
  });

  it('accepts the limits exactly', () => {
    const result = validateContactFields({
      ...valid,
      name: 'x'.repeat(contactLimits.nameMax),
      message: 'x'.repeat(contactLimits.messageMax),
    });
    expect(result.ok).toBe(true);
  });
});

describe('attachments', () => {
  it('lists the accepted extensions for the file input', () => {
    expect(attachmentAccept).toBe('.pdf,.doc,.docx,.png,.jpg,.jpeg');
  });

  it.each([
    ['report.PDF', 'application/pdf'],
    ['a.b.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['old.doc', 'application/msword'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.JPG', 'image/jpeg'],
    ['logo.png', 'image/png'],
    ['virus.exe', undefined],
    ['pdf', undefined],
    ['noextension.', undefined],
    ['archive.pdf.zip', undefined],
  ])('maps %s to %s', (name, mime) => {
    expect(mimeForFileName(name)).toBe(mime);
  });

  it('rejects a wrong type and a file over 20 MiB, and accepts exactly 20 MiB', () => {
    expect(attachmentError({ name: 'x.gif', size: 10 })).toBe(errorKeys.fileType);
    expect(attachmentError({ name: 'x.pdf', size: 20 * 1024 * 1024 + 1 })).toBe(errorKeys.fileSize);
    expect(attachmentError({ name: 'x.pdf', size: 20 * 1024 * 1024 })).toBeUndefined();
  });
});
