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
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeFileName(raw)).toBe(clean);
  });

  it('limits the length and keeps the extension', () => {
    const clean = sanitizeFileName(`${'x'.repeat(300)}.docx`);
    expect(clean).toHaveLength(100);
    expect(clean.endsWith('.docx')).toBe(true);
  });
});
