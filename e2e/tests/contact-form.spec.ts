import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import {
  contactFieldNames,
  contactLimits,
  errorKeys,
  formMessage,
  honeypotField,
  inquiryKinds,
  languages,
  siteConfig,
} from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { fillFields, form, openContact, samplePdf } from '../support/contact-form';
import {
  blockHcaptcha,
  captchaCheckbox,
  expireCaptcha,
  hcaptchaScript,
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
      const contactForm = page.getByRole('form', { name: text(language, 'contact', 'form.label') });
      // The form asks which of the page's three kinds of inquiry is writing: nothing pre-chosen.
      const kinds = contactForm.getByRole('group', {
        name: text(language, 'contact', 'form.kind.legend'),
      });
      for (const kind of inquiryKinds) {
        await expect(
          page.getByRole('heading', {
            level: 3,
            name: text(language, 'contact', `cards.${kind}.title`),
          }),
        ).toBeVisible();
        const option = kinds.getByRole('radio', {
          name: text(language, 'contact', `form.kind.options.${kind}`),
        });
        await expect(option).not.toBeChecked();
        await expect(option).toHaveAttribute('required', '');
      }
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
    await form.kind(page, 'organization').check();
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

test.describe('contact form: who is writing', () => {
  test('is a required choice, made with the arrow keys, and sent as the field kind', async ({
    page,
  }) => {
    await stubHcaptcha(page);
    await openContact(page, 'es');
    await form.email(page).fill('ana@example.org');
    await form.message(page).fill('Hola');
    await solveCaptcha(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/send-email.php')) posts.push(request.method());
    });
    await form.submit(page).focus();
    await page.keyboard.press('Enter');
    // The attempt names what is missing and takes the visitor there.
    const first = form.kind(page, 'organization');
    await expect(first).toBeFocused();
    await expect(form.kindError(page)).toHaveText(text('es', 'contact', 'form.kind.required'));
    for (const kind of inquiryKinds) {
      await expect(form.kind(page, kind)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.kind(page, kind)).toHaveAccessibleDescription(
        text('es', 'contact', 'form.kind.required'),
      );
    }
    expect(posts).toEqual([]);

    // A radio group: the arrow keys move the choice, one Tab leaves the group.
    await page.keyboard.press('ArrowDown');
    await expect(form.kind(page, 'consultant')).toBeChecked();
    await expect(form.kind(page, 'consultant')).toBeFocused();
    await expect(form.kindError(page)).toHaveCount(0);
    await expect(form.kind(page, 'consultant')).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await expect(form.name(page)).toBeFocused();

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/send-email.php')),
      form.submit(page).click(),
    ]);
    const body = request.postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toContain(
      `Content-Disposition: form-data; name="${contactFieldNames.kind}"\r\n\r\nconsultant\r\n`,
    );
    await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'es'));
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

  test('a captcha that cannot load offers another attempt and an e-mail that keeps what was typed', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const blocked = await blockHcaptcha(page);
    await openContact(page, 'en');
    const message = 'We need a feasibility study.\nBudget: 50% in 2027 & more?';
    await fillFields(page, {
      kind: 'consultant',
      name: 'Ana Pérez',
      email: 'ana@example.org',
      message,
    });
    await form.file(page).setInputFiles({
      name: 'cv-ana.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('cv'),
    });
    // The loader tries three times, one second apart, then gives up. The installed clock
    // also flows on its own, so a slow machine may see all three before the first look.
    await expect
      .poll(async () => {
        if (blocked.attempts() < 3) await page.clock.runFor(500);
        return blocked.attempts();
      })
      .toBe(3);
    // In the visitor's language (form-messages.test.ts checks the words of every language).
    await expect(form.error(page)).toHaveText(formMessage(errorKeys.captchaUnavailable, 'en'));
    await expect(form.error(page).getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(form.submit(page)).toBeDisabled();

    // The way out: an e-mail of the visitor's own, with everything the form would have sent.
    const fallback = page.locator('.captcha-fallback');
    const mail = fallback.getByRole('link', { name: text('en', 'contact-fallback', 'mail') });
    const href = new URL((await mail.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(siteConfig.email);
    expect(href.searchParams.get('subject')).toBe(text('en', 'contact-fallback', 'subject'));
    const body = href.searchParams.get('body') ?? '';
    expect(body).toContain(message.replace('\n', '\r\n'));
    expect(body).toContain('Ana Pérez');
    expect(body).toContain(text('en', 'contact', 'form.kind.options.consultant'));
    expect(body).toContain('cv-ana.pdf');
    // A mailto: link cannot carry the file: the visitor is told to attach it.
    await expect(fallback).toContainText('cv-ana.pdf');
    await expect(fallback.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
    await fallback.getByRole('button', { name: text('en', 'contact-fallback', 'copy') }).click();
    await expect(fallback.getByRole('status')).toHaveText(
      text('en', 'contact-fallback', 'copied').replace('{{email}}', siteConfig.email),
    );
    // The same text, with the line breaks a text field holds (a mailto: URL carries CRLF).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      body.replaceAll('\r\n', '\n'),
    );
    // Nothing more is tried behind the visitor's back.
    await page.clock.runFor(10_000);
    expect(blocked.attempts()).toBe(3);

    // Another attempt, once hCaptcha is reachable again: the widget loads and the form sends.
    await page.unroute(hcaptchaScript);
    await stubHcaptcha(page);
    await fallback.getByRole('button', { name: text('en', 'contact-fallback', 'retry') }).click();
    await expect(page.locator('#contact-captcha')).toBeFocused();
    await expect(fallback).toHaveCount(0);
    await expect(form.error(page)).toBeEmpty();
    await solveCaptcha(page);
    await form.submit(page).click();
    await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'en'));
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
