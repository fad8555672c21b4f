import type { AddressObject } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { build, contactForm, listen, postContact } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { outsideWorld } from './support/outside-world.js';

// Visitor text that would forge what the staff see, each with the staff mail it must produce.
// The mail is delivered through the real SMTP server and parsed by mailparser, which decodes
// headers (encoded-words, RFC 2231 parameters) as a mail client does: what is asserted is
// what a member of staff reads.

const { smtp, env } = await outsideWorld();
const app = await build(env);
const base = await listen(app);

/** Sends one inquiry and returns the mail the staff receive, parsed. */
async function staffMailFor(fields: Record<string, string>, fileName?: string) {
  const count = smtp.received.length;
  const file = fileName === undefined ? undefined : { name: fileName, bytes: fixtures.pdf() };
  const answer = await postContact(base, contactForm(fields, file));
  expect(answer.status).toBe(200);
  const received = (await smtp.waitFor(count + 1))[count];
  if (!received) throw new Error('no mail');
  return received.mail;
}

const replyTo = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap(({ value }) => value);

/** The headers a staff mail has; anything else was added by someone. */
const expectedHeaders = [
  'content-language',
  'content-type',
  'date',
  'from',
  'message-id',
  'mime-version',
  'reply-to',
  'subject',
  'to',
  'x-inquiry-kind',
];

/** Every string inside the decoded headers (addresses, names, parameters), as a client shows them. */
function headerTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value instanceof Map) return [...value.values()].flatMap(headerTexts);
  if (Array.isArray(value)) return value.flatMap(headerTexts);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.values(value).flatMap(headerTexts);
  }
  return [];
}

// Characters that must not reach a decoded header: controls, the Default_Ignorable set
// (bidi overrides, zero-width, fillers, tags …) and the blank Braille pattern.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const forbidden = /[\u0000-\u001f\u007f-\u009f\p{Default_Ignorable_Code_Point}\u2800]/u;

describe('a visitor name', () => {
  it.each([
    {
      name: '=?UTF-8?B?SW52b2ljZSDigK5mZHAuZXhlIFVSR0VOVA==?=',
      shown: 'UTF B SW b ljZSDigK mZHAuZXhlIFVSR VOVA',
    },
    { name: '=?utf-8?q?CEO=0D=0ABcc:_x@evil.test?=', shown: 'utf q CEO D ABcc x evil test' },
    {
      name: 'URGENT: invoice overdue - pay now - accounts@verdalia.example',
      shown: 'URGENT invoice overdue pay now accounts…',
    },
    {
      name: 'Eve\r\nBcc: victim@example.org\r\nX-Evil: 1',
      shown: 'Eve Bcc victim example org X-Evil',
    },
    {
      name: 'A\u034fna\u180e \u115fP\u3164érez\u00ad\u2800\u{e0041}\u206a\u200b',
      shown: 'Ana Pérez',
    },
    { name: 'Ana\u202eztreP \u2066x\u2069', shown: 'AnaztreP x' },
    { name: 'ＵＲＧＥＮＴ Ｐａｙ', shown: 'URGENT Pay' },
    { name: 'João Conceição O’Brien', shown: 'João Conceição O’Brien' },
  ])('$name reaches the headers as "$shown"', async ({ name, shown }) => {
    const mail = await staffMailFor({ name });
    expect(mail.subject).toBe(`[Otra consulta] Consulta web de ${shown}`);
    expect(replyTo(mail.replyTo)).toEqual([{ address: 'ana@example.org', name: shown }]);
    expect([...mail.headers.keys()].sort()).toEqual(expectedHeaders);
    const texts = headerTexts(mail.headers);
    expect(texts).toContain(shown);
    for (const text of texts) expect(text).not.toMatch(forbidden);
    // The body keeps what was typed (cleaned of controls and invisibles), as text.
    expect(mail.text).toContain('Nombre: ');
  });

  it('of symbols only gives no display name and a subject that says so', async () => {
    const mail = await staffMailFor({ name: '$$$ 100% <>' });
    expect(mail.subject).toBe('[Otra consulta] Consulta web de (sin nombre)');
    expect(replyTo(mail.replyTo)).toEqual([{ address: 'ana@example.org', name: '' }]);
    expect(mail.text).toContain('Nombre: $$$ 100% <>');
  });
});

describe('an attachment name', () => {
  it.each([
    ['report\u2024exe.pdf', 'report.exe.pdf'],
    ['cv\u202excod.pdf', 'cvxcod.pdf'],
    ['c\u034fv\u3164\u2800\u00ad.pdf', 'cv.pdf'],
    ['cv\u{e0065}\u{e0078}\u{e0065}.pdf', 'cv.pdf'],
    ['=?utf-8?B?SW52b2ljZS5leGU=?=.pdf', '=utf-8BSW52b2ljZS5leGU==.pdf'],
    ['ｆａｃｔｕｒａ.pdf', 'factura.pdf'],
  ])('%j reaches the mail as %j', async (fileName, shown) => {
    const mail = await staffMailFor({}, fileName);
    expect(mail.attachments.map((file) => file.filename)).toEqual([shown]);
    expect(mail.text).toContain(`Adjunto: ${shown} – `);
  });
});

describe('an address', () => {
  it('that opens an encoded-word is refused, so Reply-To cannot decode into another one', async () => {
    const answer = await postContact(
      base,
      contactForm({ email: '=?utf-8?q?admin=40verdalia.example=3e?=@evil.test' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('form.errors.emailInvalid');
  });
});
