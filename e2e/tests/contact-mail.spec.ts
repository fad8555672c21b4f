import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { errorKeys, type InquiryKind, type Language } from '@verdalia/shared';
import { formMessage } from '../support/content';
import { watchConsole } from '../support/console';
import {
  fillFields,
  form,
  newMarker,
  openContact,
  samplePdf,
  sha256,
} from '../support/contact-form';
import { captchaPassToken, captchaSecret, mailFrom, mailTo } from '../support/e2e-env';
import { captchaCheckbox, solveCaptcha, stubHcaptcha } from '../support/hcaptcha';
import { mailsWith, verificationsOf, waitForMail } from '../support/mail-sink';
import { text } from '../support/locales';

// These tests use the REAL form against the REAL API (apps/api/dist), which verifies the
// captcha at the local siteverify and delivers through the local SMTP server (support/mail-sink.mjs).
// Only hCaptcha's script is replaced, at the network boundary.

const apiLocales = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/src/locales',
);
/**
 * The subject the API's own template gives a mail in a language: the kind, then the name (or
 * the template's word for a visitor who gave none).
 */
function expectedSubject(language: Language, name: string, kind: InquiryKind): string {
  const texts = JSON.parse(readFileSync(path.join(apiLocales, `${language}.json`), 'utf8')) as {
    subject: string;
    anonymous: string;
    kinds: Record<InquiryKind, string>;
  };
  return texts.subject
    .replace('{{kind}}', texts.kinds[kind])
    .replace('{{name}}', name || texts.anonymous);
}

// The whole path is checked once, in a language other than the fallback one (so a text
// that silently fell back would show); the other tests send in es and en.
const language: Language = 'pt';
const visitor = {
  kind: 'consultant' as const,
  name: 'João Conceição O’Brien',
  email: 'joao.conceicao@example.com.br',
  message: 'Precisamos de um estudo de viabilidade para energia solar distribuída.',
  file: 'proposta-técnica.pdf',
};

async function expectSentState(page: Page, language: Language) {
  await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, language));
  await expect(form.error(page)).toBeEmpty();
  // Everything resets: who is writing, fields, attachment, token (widget unticked), submit.
  await expect(form.email(page)).toHaveValue('');
  await expect(form.message(page)).toHaveValue('');
  await expect(form.name(page)).toHaveValue('');
  await expect(form.fileName(page)).toHaveCount(0);
  await expect(form.kind(page, visitor.kind)).not.toBeChecked();
  await expect(form.fileButton(page)).toHaveText(
    text(language, 'contact', 'form.attachment.attach'),
  );
  await expect(captchaCheckbox(page)).toHaveAttribute('aria-checked', 'false');
  await expect(form.submit(page)).toBeDisabled();
}

test(`a message with a PDF sent in ${language} reaches the inbox intact`, async ({ page }) => {
  const problems = watchConsole(page);
  const scriptRequests = await stubHcaptcha(page);
  const marker = newMarker();
  const pdf = samplePdf(marker);

  await openContact(page, language);
  await fillFields(page, { ...visitor, message: `${visitor.message}\n${marker}` });
  await form
    .file(page)
    .setInputFiles({ name: visitor.file, mimeType: 'application/pdf', buffer: pdf });
  await expect(form.fileName(page)).toHaveText(visitor.file);
  await expect(form.fileButton(page)).toHaveText(
    text(language, 'contact', 'form.attachment.change'),
  );
  await expect(form.submit(page)).toBeDisabled();
  await solveCaptcha(page);
  await expect(form.submit(page)).toBeEnabled();

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/send-email.php')),
    form.submit(page).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    message: formMessage(errorKeys.success, language),
    code: errorKeys.success,
  });
  await expectSentState(page, language);

  const mail = await waitForMail(marker);
  expect(mail.envelope.to).toEqual([mailTo]);
  expect(mail.to.map((entry) => entry.address)).toEqual([mailTo]);
  expect(mail.from.map((entry) => entry.address)).toEqual([mailFrom]);
  expect(mail.replyTo).toEqual([{ address: visitor.email, name: visitor.name }]);
  // The staff read every inquiry in the company's language (MAIL_LANGUAGE, default es), tagged
  // with who is writing; the visitor's language is one of the mail's fields.
  expect(mail.subject).toBe(expectedSubject('es', visitor.name, visitor.kind));
  expect(mail.text).toContain(`(${language})`);
  expect(mail.text).toContain(visitor.message);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({
    filename: visitor.file,
    contentType: 'application/pdf',
    size: pdf.length,
    sha256: sha256(pdf),
  });
  expect(Buffer.from(mail.attachments[0]?.base64 ?? '', 'base64').equals(pdf)).toBe(true);

  // The widget spoke the visitor's language, reported nothing to Sentry, and the API
  // checked the token with the secret at the configured siteverify.
  const stubUrl = scriptRequests[0];
  expect(stubUrl?.searchParams.get('hl')).toBe(language);
  expect(stubUrl?.searchParams.get('sentry')).toBe('false');
  const verifications = await verificationsOf(captchaPassToken);
  expect(verifications.length).toBeGreaterThan(0);
  expect(verifications[0]).toMatchObject({ secret: captchaSecret });
  expect(problems).toEqual([]);
});

test('a file dropped on the drop zone is attached and delivered', async ({ page }) => {
  await stubHcaptcha(page);
  const marker = newMarker();
  const pdf = samplePdf(marker);
  await openContact(page, 'en');
  await fillFields(page, {
    kind: 'other',
    email: 'drop@example.org',
    message: `Dropped file ${marker}`,
  });

  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped-brief.pdf', { type: 'application/pdf' }));
    return transfer;
  }, pdf.toString('base64'));
  await form.dropZone(page).dispatchEvent('dragenter', { dataTransfer });
  await expect(form.dropZone(page)).toHaveAttribute('data-dragging', 'true');
  await expect(form.dropZone(page)).toContainText(
    text('en', 'contact', 'form.attachment.dropActive'),
  );
  await form.dropZone(page).dispatchEvent('dragover', { dataTransfer });
  await form.dropZone(page).dispatchEvent('drop', { dataTransfer });
  await expect(form.dropZone(page)).toHaveAttribute('data-dragging', 'false');
  await expect(form.fileName(page)).toHaveText('dropped-brief.pdf');
  await expect(form.fileSize(page)).toHaveText(/^\d+ kB$/);

  await solveCaptcha(page);
  await form.submit(page).click();
  await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'en'));
  const mail = await waitForMail(marker);
  expect(mail.attachments.map(({ filename, sha256: hash }) => ({ filename, hash }))).toEqual([
    { filename: 'dropped-brief.pdf', hash: sha256(pdf) },
  ]);
  expect(mail.replyTo.map((entry) => entry.address)).toEqual(['drop@example.org']);
  // Who is writing, chosen in English, reaches the staff in their language.
  expect(mail.subject).toBe(expectedSubject('es', '', 'other'));
});

test('the form can be completed and sent with the keyboard alone', async ({ page }) => {
  await stubHcaptcha(page);
  const marker = newMarker();
  await openContact(page, 'pt');

  // The form's first stop is "Who is writing?": Tab lands on the group, Space picks the option
  // under focus, the arrow keys move the choice.
  await form.kind(page, 'organization').focus();
  await page.keyboard.press('Space');
  await expect(form.kind(page, 'organization')).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(form.kind(page, 'other')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.name(page)).toBeFocused();
  await page.keyboard.type('Ana Souza');
  await page.keyboard.press('Tab');
  await expect(form.email(page)).toBeFocused();
  await page.keyboard.type('ana.souza@example.com');
  await page.keyboard.press('Tab');
  await expect(form.message(page)).toBeFocused();
  await page.keyboard.type(`Mensagem enviada só com o teclado. ${marker}`);
  await page.keyboard.press('Tab');
  // The file picker is next (its visible label is the button); the honeypot is skipped.
  await expect(form.file(page)).toBeFocused();
  await expect(captchaCheckbox(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(captchaCheckbox(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(captchaCheckbox(page)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(form.submit(page)).toBeFocused();
  await expect(form.submit(page)).toBeEnabled();
  await page.keyboard.press('Enter');

  await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'pt'));
  const mail = await waitForMail(marker);
  expect(mail.replyTo).toEqual([{ address: 'ana.souza@example.com', name: 'Ana Souza' }]);
  expect(mail.subject).toBe(expectedSubject('es', 'Ana Souza', 'other'));
  expect(mail.attachments).toEqual([]);
});

test('a double submission sends one request and one mail', async ({ page }) => {
  await stubHcaptcha(page);
  const marker = newMarker();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/send-email.php')) {
      posts.push(request.url());
    }
  });
  await openContact(page, 'es');
  await fillFields(page, { email: 'doble@example.org', message: `Doble clic ${marker}` });
  await solveCaptcha(page);
  // Two clicks in the same task: the second lands before React can re-render the button.
  await form.submit(page).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'es'));
  const mail = await waitForMail(marker);
  expect(mail.subject).toBe(expectedSubject('es', '', 'organization'));
  expect(posts).toHaveLength(1);
  expect(await mailsWith(marker)).toHaveLength(1);
});

test("the server's own message is shown when it refuses the attachment", async ({ page }) => {
  await stubHcaptcha(page);
  const marker = newMarker();
  await openContact(page, 'en');
  await fillFields(page, { email: 'spoof@example.org', message: `Spoofed ${marker}` });
  // Named .pdf, so the browser accepts it; its bytes are a Windows executable, which the
  // API detects by magic number.
  await form.file(page).setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(512, 0),
    ]),
  });
  await expect(form.fileName(page)).toHaveText('invoice.pdf');
  await solveCaptcha(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/send-email.php')),
    form.submit(page).click(),
  ]);
  expect(response.status()).toBe(415);
  const body = (await response.json()) as { message: string; code: string };
  expect(body.code).toBe(errorKeys.fileType);
  // Under the picker, as the picker's own refusals are; the file is dropped like theirs.
  await expect(form.fileError(page)).toHaveText(body.message);
  await expect(form.fileName(page)).toHaveCount(0);
  await expect(form.success(page)).toBeEmpty();
  // What was typed stays; the used token is void, so the widget must be solved again.
  await expect(form.email(page)).toHaveValue('spoof@example.org');
  await expect(form.submit(page)).toBeDisabled();
  expect(await mailsWith(marker)).toEqual([]);
});

test('a captcha token rejected by siteverify shows the API message in the language sent', async ({
  page,
}) => {
  await stubHcaptcha(page, 'forged-token');
  const marker = newMarker();
  await openContact(page, 'pt');
  await fillFields(page, { email: 'bot@example.org', message: `Forged ${marker}` });
  await solveCaptcha(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/send-email.php')),
    form.submit(page).click(),
  ]);
  expect(response.status()).toBe(403);
  const body = (await response.json()) as { message: string };
  expect(body.message).toBe(formMessage(errorKeys.captcha, 'pt'));
  await expect(form.captchaError(page)).toHaveText(body.message);
  expect(await verificationsOf('forged-token')).not.toEqual([]);
  expect(await mailsWith(marker)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form is sent with an attachment from a 390 px screen', async ({ page }) => {
    const problems = watchConsole(page);
    await stubHcaptcha(page);
    const marker = newMarker();
    const pdf = samplePdf(marker);
    await openContact(page, 'pt');
    await fillFields(page, { email: 'celular@example.com', message: `Do celular ${marker}` });
    await form
      .file(page)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(form.fileName(page)).toBeVisible();
    const chip = await page.locator('.contact-attachment__file').boundingBox();
    expect((chip?.x ?? 0) + (chip?.width ?? Infinity)).toBeLessThanOrEqual(390);
    // Nothing overflows the narrow screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await solveCaptcha(page);
    await form.submit(page).click();
    await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'pt'));
    await expect(form.success(page)).toBeInViewport();
    const mail = await waitForMail(marker);
    expect(mail.attachments.map((attachment) => attachment.sha256)).toEqual([sha256(pdf)]);
    expect(problems).toEqual([]);
  });
});
