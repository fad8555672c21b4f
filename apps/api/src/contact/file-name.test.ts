import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name.js';

describe('sanitizeFileName', () => {
  it.each([
    ['informe.pdf', 'informe.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\cv final.docx', 'cv final.docx'],
    ['a\r\nBcc: x@example.org.pdf', 'a Bcc x@example.org.pdf'],
    ['"quoted"<tag>|pipe?.png', 'quotedtagpipe.png'],
    ['..hidden.jpg', 'hidden.jpg'],
    ['.pdf', 'pdf'],
    ['   .pdf', 'pdf'],
    ['', 'attachment'],
    ['ñandú açaí.jpeg', 'ñandú açaí.jpeg'],
    // Look-alikes become what they look like (NFKC).
    ['report\u2024exe.pdf', 'report.exe.pdf'],
    ['ｃｖ．pdf', 'cv.pdf'],
    ['evil\uff0fcv.pdf', 'cv.pdf'],
    // Invisible characters are gone, whichever they are.
    ['c\u034fv\u180e\u00ad.pdf', 'cv.pdf'],
    ['\u3164\u115fcv\u2800.pdf', 'cv.pdf'],
    ['cv\u{e0065}\u{e0078}\u{e0065}.pdf', 'cv.pdf'],
    ['cv\u206a\u206f\u202egpj.pdf', 'cvgpj.pdf'],
    // No encoded-word can form: a client would decode it in the attachment's name.
    ['=?utf-8?B?SW52b2ljZS5leGU=?=.pdf', '=utf-8BSW52b2ljZS5leGU==.pdf'],
    ['=\u200b?utf-8?q?x?=.pdf', '=utf-8qx=.pdf'],
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('limits the length and keeps the extension', () => {
    const clean = sanitizeFileName(`${'x'.repeat(300)}.docx`);
    expect(clean).toHaveLength(100);
    expect(clean.endsWith('.docx')).toBe(true);
  });
});
