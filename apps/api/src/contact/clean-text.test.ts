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
    // Invisible yet kept by the old list: each renders as nothing, or hides text.
    ['A\u034fn\u180Ea', 'Ana'],
    ['\u115fAna\u3164 \uffa0Pérez', 'Ana Pérez'],
    ['An\u00ada', 'Ana'],
    ['Ana\u2800Pérez', 'AnaPérez'],
    ['Ana\u{e0041}\u{e0042}\u{e007f}', 'Ana'],
    ['\u206aA\u206bn\u206ca\u206d\u206e\u206f', 'Ana'],
    ['Ana\ufe0f', 'Ana'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanLine(raw)).toBe(clean);
  });

  it('leaves nothing of the Default_Ignorable_Code_Point set', () => {
    let all = '';
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (/\p{Default_Ignorable_Code_Point}/u.test(character)) all += character;
    }
    expect(all.length).toBeGreaterThan(4000);
    expect(cleanLine(`a${all}b`)).toBe('ab');
  });
});

describe('cleanText', () => {
  it('keeps tabs and line breaks (as \\n), drops the other invisible characters', () => {
    expect(cleanText('a\r\nb\rc\u2028d\u0085e\tf')).toBe('a\nb\nc\nd\ne\tf');
    expect(cleanText('x\u0000\u0007\u001b[31my\u202e\u200b\u009cz')).toBe('x[31myz');
  });

  it('drops hidden tag text and soft hyphens but keeps emoji sequences whole', () => {
    expect(cleanText('pay\u{e0041}\u{e0042} now\u00ad')).toBe('pay now');
    expect(cleanText('👩\u200d💻 ❤\ufe0f')).toBe('👩\u200d💻 ❤\ufe0f');
  });
});
