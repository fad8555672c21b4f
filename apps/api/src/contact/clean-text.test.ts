import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText } from './clean-text.js';

describe('cleanLine', () => {
  it.each([
    ['Ana Pérez', 'Ana Pérez'],
    ['cv\u202excod.pdf', 'cvxcod.pdf'],
    ['Ana\u0085Bcc: x', 'Ana Bcc: x'],
    ['a\r\nb\tc\u0000d', 'a  b c d'],
    ['z\u200bw\u200dj\ufeff', 'zwj'],
    ['\u2066left\u2069 \u200fmark\u061c', 'left mark'],
    ['del\u007f c1\u009b', 'del c1'],
    ['ñandú 😀 中文 عربي', 'ñandú 😀 中文 عربي'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanLine(raw)).toBe(clean);
  });
});

describe('cleanText', () => {
  it('keeps tabs and line breaks (as \\n), drops the other invisible characters', () => {
    expect(cleanText('a\r\nb\rc\u2028d\u0085e\tf')).toBe('a\nb\nc\nd\ne\tf');
    expect(cleanText('x\u0000\u0007\u001b[31my\u202e\u200b\u009cz')).toBe('x[31myz');
  });
});
