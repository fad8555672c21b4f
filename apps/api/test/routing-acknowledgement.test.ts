import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { build, contactForm, listen, postContact, until } from './helper.js';
import * as fixtures from '@verdalia/test-files/fixtures';
import { outsideWorld } from './support/outside-world.js';
import type { Received } from '@verdalia/smtp-sink';

const { smtp, siteverify } = await outsideWorld();

const inboxes = {
  MAIL_TO: 'info@verdalia.example',
  MAIL_TO_ORGANIZATIONS: 'projects@verdalia.example',
  MAIL_TO_CONSULTANTS: 'careers@verdalia.example',
};
const app = await build({
  ...inboxes,
  SMTP_URL: smtp.url,
  HCAPTCHA_VERIFY_URL: siteverify.url,
  ACKNOWLEDGE_VISITORS: 'true',
  RETRY_BASE_MS: '50',
  RETRY_MAX_MS: '100',
});
const base = await listen(app);

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap(({ value }) => value);

const isAcknowledgement = ({ mail }: Received) => mail.messageId?.includes('-ack@') === true;

/** The mails to `address` (the visitor's acknowledgements) and the staff mails from it. */
function mailsOf(address: string) {
  const staff = smtp.received.filter(
    (received) =>
      !isAcknowledgement(received) && addresses(received.mail.replyTo)[0]?.address === address,
  );
  const acknowledgements = smtp.received.filter(
    (received) => isAcknowledgement(received) && received.envelope.to.includes(address),
  );
  return { staff, acknowledgements };
}

/** The reference a staff mail shows (its outbox id). */
const referenceOf = ({ mail }: Received) => /Referencia: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';

describe('who is writing', () => {
  it("sends each kind to its inbox, tagged in the subject, the first line and a header; no kind is 'other'", async () => {
    const file = { name: 'cv.pdf', bytes: fixtures.pdf() };
    const sent: { email: string; kind?: string; file?: typeof file }[] = [
      { kind: 'consultant', email: 'cv@example.org', file },
      { kind: 'organization', email: 'bank@example.org' },
      { email: 'press@example.org' },
      { kind: 'nonsense', email: 'odd@example.org' },
    ];
    for (const { email, kind, file: upload } of sent) {
      const fields: Record<string, string> = kind === undefined ? { email } : { email, kind };
      expect((await postContact(base, contactForm(fields, upload))).status).toBe(200);
    }
    await until(() => sent.every(({ email }) => mailsOf(email).staff.length === 1));
    const routed = sent.map(({ email }) => {
      const [received] = mailsOf(email).staff;
      return {
        to: received?.envelope.to,
        subject: received?.mail.subject,
        first: received?.mail.text?.split('\n')[0],
        header: received?.mail.headers.get('x-inquiry-kind'),
      };
    });
    /** Where a kind's mail goes, and how its subject, first line and header name the kind. */
    const tagged = (to: string, tag: string, header: string) => ({
      to: [to],
      subject: `[${tag}] Consulta web de Ana Pérez`,
      first: `Consulta web · ${tag}`,
      header,
    });
    expect(routed).toEqual([
      tagged(inboxes.MAIL_TO_CONSULTANTS, 'Consultor/a', 'consultant'),
      tagged(inboxes.MAIL_TO_ORGANIZATIONS, 'Empresa o institución', 'organization'),
      tagged(inboxes.MAIL_TO, 'Otra consulta', 'other'),
      tagged(inboxes.MAIL_TO, 'Otra consulta', 'other'),
    ]);
    const [cv] = mailsOf('cv@example.org').staff;
    expect(cv?.mail.text).toContain(`Adjunto: cv.pdf – ${fixtures.pdf().length} bytes`);
    expect(cv?.mail.attachments.map((file) => file.filename)).toEqual(['cv.pdf']);
  });
});

describe('the acknowledgement to the visitor', () => {
  it('comes after the staff mail, in their language, with the reference and nothing they typed', async () => {
    const visitor = 'maria.souza@example.org';
    const typed = { name: 'Maria Souza Unique', message: 'mensagem-marcador-7d1f com texto' };
    // The staff mail is deferred once: the acknowledgement waits for it.
    smtp.answerNext({ code: 451, text: 'try later' });
    const fields = { ...typed, lang: 'pt', kind: 'organization', email: visitor };
    expect((await postContact(base, contactForm(fields))).status).toBe(200);
    await until(() => mailsOf(visitor).acknowledgements.length === 1);
    const { staff, acknowledgements } = mailsOf(visitor);
    const [ack] = acknowledgements;
    const [staffMail] = staff;
    if (!ack || !staffMail || staff.length !== 1) throw new Error('expected one of each');
    expect(smtp.received.indexOf(ack)).toBeGreaterThan(smtp.received.indexOf(staffMail));
    const mail = ack.mail;
    expect(ack.envelope.to).toEqual([visitor]);
    expect(mail.subject).toBe('Recebemos a sua mensagem – Verdalia Consulting Group');
    expect(addresses(mail.replyTo)).toEqual([{ address: inboxes.MAIL_TO_ORGANIZATIONS, name: '' }]);
    expect(mail.headers.get('auto-submitted')).toBe('auto-replied');
    expect(mail.text).toContain(`Referência: ${referenceOf(staffMail)}`);
    expect(mail.text).toContain('responderemos em até dois dias úteis');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).toBeTypeOf('string');
      for (const text of [typed.name, 'Unique', 'marcador', visitor])
        expect(part).not.toContain(text);
    }
  });

  it('goes at most once a day to one mailbox, however the address is written', async () => {
    const emails = [
      'Once.A.Day@example.org',
      'once.a.day@example.org',
      'once.a.day+again@example.org',
    ];
    for (const email of emails) {
      expect((await postContact(base, contactForm({ email, lang: 'en' }))).status).toBe(200);
    }
    const all = () => emails.map((email) => mailsOf(email));
    await until(() => all().every(({ staff }) => staff.length === 1));
    await app.deliveryWorker.idle();
    await until(async () => (await app.outbox.pendingIds()).length === 0);
    expect(all().map(({ acknowledgements }) => acknowledgements.length)).toEqual([1, 0, 0]);
  });

  it('that fails is moved aside on its own: the staff mail is neither failed nor sent again', async () => {
    const visitor = 'refused.ack@example.org';
    smtp.answerNext('accept', { code: 550, text: 'no such user' });
    expect((await postContact(base, contactForm({ email: visitor }))).status).toBe(200);
    await until(async () => (await app.outbox.failedIds()).some((id) => id.endsWith('-ack')));
    const [failed] = (await app.outbox.failedIds()).filter((id) => id.endsWith('-ack'));
    const state = await app.outbox.state(failed ?? '', app.outbox.failedDir);
    expect(state.lastError).toContain('550 no such user');
    const stored = await app.outbox.read(failed ?? '', app.outbox.failedDir);
    expect(stored).toMatchObject({ type: 'acknowledgement', email: visitor });
    for (let pass = 0; pass < 2; pass += 1) {
      app.deliveryWorker.kick();
      await app.deliveryWorker.idle();
    }
    expect(mailsOf(visitor).staff).toHaveLength(1);
    expect(await app.outbox.failedIds()).toEqual([failed]);
  });

  it('that cannot be read is moved aside too, and its delivered inquiry leaves pending/', async () => {
    const visitor = 'damaged.ack@example.org';
    smtp.holdAnswers();
    expect((await postContact(base, contactForm({ email: visitor }))).status).toBe(200);
    const [id] = await app.outbox.pendingIds();
    if (!id) throw new Error('nothing pending');
    await writeFile(path.join(app.outbox.pendingPath(id), 'acknowledgement', 'message.json'), '{');
    smtp.releaseAnswers();
    await until(async () => (await app.outbox.pendingIds()).length === 0);
    expect(mailsOf(visitor).staff).toHaveLength(1);
    expect(mailsOf(visitor).acknowledgements).toHaveLength(0);
    const state = await app.outbox.state(`${id}-ack`, app.outbox.failedDir);
    expect(state.lastError).toMatch(/^the acknowledgement cannot be read/);
  });
});
