import { describe, expect, it } from 'vitest';
import { headerName, headerNameMax } from './header-text.js';

describe('headerName', () => {
  it.each([
    ['Ana Pérez', 'Ana Pérez'],
    ['João Conceição O’Brien', 'João Conceição O’Brien'],
    ["Jean-Luc d'Arcy", "Jean-Luc d'Arcy"],
    ['王小明', '王小明'],
    ['محمد علي', 'محمد علي'],
    // Addresses, domains, amounts, header-like text: cut to name characters.
    [
      'URGENT: invoice overdue - pay now - accounts@verdalia.example',
      'URGENT invoice overdue pay now accounts…',
    ],
    ['Eve\r\nBcc: victim@example.org\r\nX-Evil: 1', 'Eve Bcc victim example org X-Evil'],
    ['Pay $5,000 to paypal.com', 'Pay to paypal com'],
    // Encoded-words cannot survive: no '=', no '?'.
    ['=?UTF-8?B?SW52b2ljZSDigK5mZHAuZXhlIFVSR0VOVA==?=', 'UTF B SW b ljZSDigK mZHAuZXhlIFVSR VOVA'],
    ['=?utf-8?q?CEO=0D=0ABcc:_x@evil.test?=', 'utf q CEO D ABcc x evil test'],
    // Invisible characters, even those Unicode calls letters, and look-alikes.
    ['A\u3164na \u115fP\u034férez\u2800', 'Ana Pérez'],
    ['ＵＲＧＥＮＴ', 'URGENT'],
    ['Ana\u202eztreP', 'AnaztreP'],
    ['', ''],
    ['---', ''],
  ])('%j → %j', (raw, shown) => {
    expect(headerName(raw)).toBe(shown);
  });

  it(`keeps whole words up to ${headerNameMax} characters`, () => {
    const long = 'María de los Ángeles Fernández de Córdoba y Montenegro';
    expect(headerName(long)).toBe('María de los Ángeles Fernández de…');
    expect(Array.from(headerName('x'.repeat(90)))).toHaveLength(headerNameMax + 1);
  });
});
