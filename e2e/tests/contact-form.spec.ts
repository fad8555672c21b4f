import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import {
  contactLimits,
  errorKeys,
  formMessage,
  honeypotField,
  languages,
  siteConfig,
} from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { fillFields, form, openContact, samplePdf } from '../support/contact-form';
import {
  blockHcaptcha,
  captchaCheckbox,
  expireCaptcha,
  solveCaptcha,
  stubHcaptcha,
} from '../support/hcaptcha';
import { text } from '../support/locales';

test.describe('the contact page', () => {
  for (const language of languages) {
    test(`shows the hero, heading, three inquiry cards and the form in ${language}`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await openContact(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'contact', 'hero.title'),
      );
      await expect(
        page.getByRole('heading', { level: 2, name: text(language, 'contact', 'intro.title') }),
      ).toBeVisible();
      for (const card of ['companies', 'consultants', 'other']) {
        await expect(
          page.getByRole('heading', {
            level: 3,
            name: text(language, 'contact', `cards.${card}.title`),
          }),
        ).toBeVisible();
      }
      const contactForm = page.getByRole('form', { name: text(language, 'contact', 'form.label') });
      await expect(contactForm.getByLabel(text(language, 'contact', 'form.email'))).toHaveAttribute(
        'type',
        'email',
      );
      await expect(form.email(page)).toHaveAttribute('autocomplete', 'email');
      await expect(form.email(page)).toHaveAttribute('required', '');
      await expect(form.message(page)).toHaveAttribute('required', '');
      await expect(form.file(page)).toHaveAttribute('accept', '.pdf,.doc,.docx,.png,.jpg,.jpeg');
      await expect(
        contactForm.getByLabel(text(language, 'contact', 'form.attachment.attach')),
      ).toHaveAttribute('type', 'file');
      await expect(form.submit(page)).toHaveText(text(language, 'contact', 'form.submit'));
      await expect(form.submit(page)).toBeDisabled();
      // A mere visit loads nothing from hCaptcha; the widget comes with the first interaction.
      expect(requests.filter((url) => url.includes('hcaptcha.com'))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
    await openContact(page, 'es');
    const trap = page.locator(`input[name="${honeypotField}"]`);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).not.toBeInViewport();
    const snapshot = await page.locator('form.contact-form').ariaSnapshot();
    expect(snapshot).not.toContain(text('es', 'contact', 'form.honeypot'));
  });
});

test.describe('contact form: client-side checks', () => {
  test('a file of the wrong type is refused and dropped', async ({ page }) => {
    await stubHcaptcha(page);
    await openContact(page, 'es');
    await form.file(page).setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.fileType, 'es'));
    await expect(form.fileName(page)).toHaveCount(0);
    await expect(form.fileButton(page)).toHaveText(text('es', 'contact', 'form.attachment.attach'));
    // A valid file afterwards clears the message and shows name and size.
    await form.file(page).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('cv'),
    });
    await expect(form.error(page)).toBeEmpty();
    await expect(form.fileName(page)).toHaveText('cv.pdf');
    await expect(form.fileSize(page)).toHaveText(/^\d+ kB$/);
    await expect(form.fileButton(page)).toHaveText(text('es', 'contact', 'form.attachment.change'));
  });

  test('a file over 20 MiB is refused; the remove button clears a chosen file', async ({
    page,
  }, testInfo) => {
    await stubHcaptcha(page);
    const dir = mkdtempSync(path.join(tmpdir(), 'verdalia-contact-'));
    const big = path.join(dir, 'annual-report.pdf');
    writeFileSync(big, Buffer.alloc(contactLimits.attachmentMaxBytes + 1, 0x25));
    await openContact(page, 'en');
    await form.file(page).setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(testInfo.testId),
    });
    await expect(form.fileName(page)).toHaveText('brief.pdf');
    await form.file(page).setInputFiles(big);
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.fileSize, 'en'));
    await expect(form.fileName(page)).toHaveCount(0);

    await form.file(page).setInputFiles({
      name: 'photo.JPG',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    });
    await expect(form.error(page)).toBeEmpty();
    await page
      .getByRole('button', {
        name: text('en', 'contact', 'form.attachment.remove').replace('{{name}}', 'photo.JPG'),
      })
      .click();
    await expect(form.fileName(page)).toHaveCount(0);
    await expect(form.fileButton(page)).toHaveText(text('en', 'contact', 'form.attachment.attach'));
    await expect(form.file(page)).toBeFocused();
  });

  test('fields are checked with the shared rules, in the visitor language', async ({ page }) => {
    await stubHcaptcha(page);
    await openContact(page, 'pt');
    await solveCaptcha(page);
    await form.submit(page).click();
    await expect(form.email(page)).toBeFocused();
    await expect(form.email(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.emailRequired, 'pt'),
    );
    await expect(form.message(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.messageRequired, 'pt'),
    );
    await expect(form.name(page)).not.toHaveAttribute('aria-invalid');

    await form.email(page).fill('joao@');
    await expect(form.email(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.emailInvalid, 'pt'),
    );
    await form.email(page).fill('joao@example.com');
    await expect(form.email(page)).not.toHaveAttribute('aria-invalid');
    await form.name(page).fill('x'.repeat(contactLimits.nameMax + 1));
    await form.message(page).fill('Olá');
    await form.submit(page).click();
    await expect(form.name(page)).toBeFocused();
    await expect(form.name(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.nameTooLong, 'pt'),
    );
  });
});

test.describe('contact form: the captcha', () => {
  test('submit is disabled until solved; submitting without a token asks for it', async ({
    page,
  }) => {
    await stubHcaptcha(page);
    await openContact(page, 'es');
    await fillFields(page, { email: 'ana@example.org', message: 'Hola' });
    await expect(form.submit(page)).toBeDisabled();
    // The button stays focusable (aria-disabled), so pressing it explains what is missing.
    await form.submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.captcha, 'es'));
    await expect(form.error(page)).toHaveAttribute('role', 'alert');
    await solveCaptcha(page);
    await expect(form.error(page)).toBeEmpty();
    await expect(form.submit(page)).toBeEnabled();
    await expect(captchaCheckbox(page)).toHaveAttribute('data-hl', 'es');
  });

  test('an expired token disables submit again and says so', async ({ page }) => {
    await stubHcaptcha(page);
    await openContact(page, 'en');
    await fillFields(page, { email: 'ana@example.org', message: 'Hello' });
    await solveCaptcha(page);
    await expect(form.submit(page)).toBeEnabled();
    await expireCaptcha(page);
    await expect(form.submit(page)).toBeDisabled();
    await expect(captchaCheckbox(page)).toHaveAttribute('aria-checked', 'false');
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.captcha, 'en'));
    await solveCaptcha(page);
    await expect(form.submit(page)).toBeEnabled();
    await expect(form.error(page)).toBeEmpty();
  });

  test('a captcha script that cannot load (after 2 retries) offers the e-mail address', async ({
    page,
  }) => {
    await page.clock.install();
    const blocked = await blockHcaptcha(page);
    await openContact(page, 'en');
    await form.email(page).focus();
    // The loader retries twice, one second apart (fake clock), then gives up.
    for (const attempt of [1, 2, 3]) {
      await expect
        .poll(async () => {
          if (blocked.attempts() < attempt) await page.clock.runFor(500);
          return blocked.attempts();
        })
        .toBe(attempt);
    }
    // In the visitor's language (form-messages.test.ts checks the words of every language).
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.captchaUnavailable, 'en'));
    await expect(form.error(page).getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(form.submit(page)).toBeDisabled();
    await page.clock.runFor(10_000);
    expect(blocked.attempts()).toBe(3);
  });
});

test.describe('contact form: our own server failing', () => {
  // page.route on /send-email.php only here: these simulate the API or the network breaking.
  test('a non-OK answer without a message shows the generic send text', async ({ page }) => {
    await stubHcaptcha(page);
    await page.route('**/send-email.php', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await openContact(page, 'es');
    await fillFields(page, { email: 'ana@example.org', message: 'Hola' });
    await solveCaptcha(page);
    await form.submit(page).click();
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.send, 'es'));
    await expect(form.success(page)).toBeEmpty();
    await expect(form.email(page)).toHaveValue('ana@example.org');
  });

  test('a request that fails shows the network text; no second send while in flight', async ({
    page,
  }) => {
    await stubHcaptcha(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posts = 0;
    await page.route('**/send-email.php', async (route) => {
      posts += 1;
      await held;
      await route.abort('connectionreset');
    });
    await openContact(page, 'en');
    await fillFields(page, { email: 'ana@example.org', message: 'Hello' });
    await solveCaptcha(page);
    await form.submit(page).click();
    await expect(form.submit(page)).toHaveAttribute('aria-busy', 'true');
    await expect(form.submit(page)).toHaveAttribute('disabled', '');
    await expect(form.submit(page)).toHaveText(text('en', 'contact', 'form.sending'));
    await expect(form.email(page)).toBeDisabled();
    await form.submit(page).click({ force: true });
    await form.email(page).press('Enter');
    release();
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.network, 'en'));
    await expect(form.submit(page)).toHaveAttribute('aria-busy', 'false');
    await expect(form.email(page)).toHaveValue('ana@example.org');
    expect(posts).toBe(1);
  });
});
