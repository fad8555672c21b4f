import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { errorKeys, languageNames, type Language } from '@verdalia/shared';
import { formMessage } from '../support/content';
import { watchConsole } from '../support/console';
import {
  contactDraft,
  fillFields,
  form,
  newMarker,
  openContact,
  samplePdf,
} from '../support/contact-form';
import { solveCaptcha, stubHcaptcha } from '../support/hcaptcha';
import { text } from '../support/locales';
import { waitForMail } from '../support/mail-sink';
import { addressOf } from '../support/pages';

const storedDraft = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), contactDraft.key);

/** Switches the page's language with the header's language menu (a plain link). */
async function switchLanguage(page: Page, language: Language) {
  await page
    .locator('header .lang')
    .getByRole('link', { name: `${language.toUpperCase()} ${languageNames[language]}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${addressOf('contact', language)}$`));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** The line that asks for the file again, naming it. */
const chooseAgain = (page: Page) => page.locator('#contact-attachment-again');

test('what the visitor typed survives a change of language; the file is asked for again; sending clears it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await stubHcaptcha(page);
  const marker = newMarker();
  const visitor = {
    kind: 'consultant' as const,
    name: 'Lucía Núñez',
    email: 'lucia.nunez@example.org',
    message: `Me gustaría sumarme a la red de consultores.\n${marker}`,
  };
  await openContact(page, 'es');
  await fillFields(page, visitor);
  await form.file(page).setInputFiles({
    name: 'cv-lucia.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(marker),
  });
  await expect(form.fileName(page)).toHaveText('cv-lucia.pdf');

  for (const language of ['en', 'pt'] as const) {
    await switchLanguage(page, language);
    await expect(form.name(page)).toHaveValue(visitor.name);
    await expect(form.email(page)).toHaveValue(visitor.email);
    await expect(form.message(page)).toHaveValue(visitor.message);
    await expect(form.kind(page, visitor.kind)).toBeChecked();
    // A file cannot be carried to another document: the form says so, naming it.
    await expect(form.fileName(page)).toHaveCount(0);
    await expect(chooseAgain(page)).toHaveText(
      text(language, 'contact', 'form.attachment.chooseAgain').replace('{{name}}', 'cv-lucia.pdf'),
    );
    await expect(form.file(page)).toHaveAttribute(
      'aria-describedby',
      /\bcontact-attachment-again\b/,
    );
  }
  // Nothing of it in the address, in a cookie, or in another tab.
  expect(page.url()).not.toContain('lucia');
  expect(await page.context().cookies()).toEqual([]);
  const otherTab = await page.context().newPage();
  await otherTab.goto(addressOf('contact', 'pt'));
  await expect(form.email(otherTab)).toHaveValue('');
  await otherTab.close();

  // Choosing the file again puts the reminder away; the message goes, and the draft with it.
  await form.file(page).setInputFiles({
    name: 'cv-lucia.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(marker),
  });
  await expect(chooseAgain(page)).toHaveCount(0);
  await solveCaptcha(page);
  await form.submit(page).click();
  await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'pt'));
  const mail = await waitForMail(marker);
  expect(mail.replyTo).toEqual([{ address: visitor.email, name: visitor.name }]);
  expect(mail.attachments).toHaveLength(1);
  expect(await storedDraft(page)).toBeNull();
  await switchLanguage(page, 'es');
  await expect(form.email(page)).toHaveValue('');
  await expect(form.message(page)).toHaveValue('');
  await expect(form.kind(page, visitor.kind)).not.toBeChecked();
  await expect(chooseAgain(page)).toHaveCount(0);
  // Every page hydrated as it was prerendered: React reported no mismatch.
  expect(problems).toEqual([]);
});

test('a draft is kept in this tab only, holds no file, and is not used once it is old', async ({
  page,
}) => {
  await page.clock.install();
  await openContact(page, 'en');
  await form.email(page).fill('ana@example.org');
  await form.message(page).fill('Hello');
  const draft = JSON.parse((await storedDraft(page)) ?? 'null') as Record<string, unknown>;
  expect(draft).toMatchObject({
    draft: {
      values: { name: '', email: 'ana@example.org', message: 'Hello' },
      kind: null,
      fileName: null,
    },
  });
  expect(await page.evaluate(() => window.localStorage.length)).toBe(1); // the language offer only

  // Emptied by the visitor: nothing is kept.
  await form.email(page).fill('');
  await form.message(page).fill('');
  expect(await storedDraft(page)).toBeNull();

  await form.message(page).fill('Still here?');
  await page.clock.fastForward('29:00');
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(form.message(page)).toHaveValue('Still here?');
  // Thirty minutes after the last change (showing it again is not one) it is no longer used.
  await page.clock.fastForward('02:00');
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(form.message(page)).toHaveValue('');
  expect(await storedDraft(page)).toBeNull();
});
