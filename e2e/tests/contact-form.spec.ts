import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  contactFieldNames,
  contactLimits,
  errorKeys,
  honeypotField,
  inquiryKinds,
  languages,
} from '@verdalia/shared';
import { formMessage, siteConfig } from '../support/content';
import { fillFields, form, openContact, samplePdf } from '../support/contact-form';
import {
  blockHcaptcha,
  captchaCheckbox,
  expireCaptcha,
  hangHcaptcha,
  hcaptchaScript,
  solveCaptcha,
  stubHcaptcha,
} from '../support/hcaptcha';
import { text } from '../support/locales';
import { addressOf } from '../support/pages';

// What the page says in each language (its hero, cards and form fields) is read on its one
// visit per language (support/page-texts.ts, run by quality/axe.spec.ts).
test.describe('the contact page', () => {
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

test.describe('contact form: each message under its part, summarised by the button', () => {
  // A phone: the line by the submit button is far below the picker there.
  test.use({ viewport: { width: 390, height: 844 } });

  test('a file of the wrong type is refused under the picker, tied to it, and dropped', async ({
    page,
  }) => {
    await stubHcaptcha(page);
    await openContact(page, 'es');
    await form.file(page).setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    // Where a visitor who picked a file is looking.
    await form.dropZone(page).scrollIntoViewIfNeeded();
    const refused = formMessage(errorKeys.fileType, 'es');
    await expect(form.fileError(page)).toHaveText(refused);
    await expect(form.file(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.file(page)).toHaveAccessibleDescription(
      `${text('es', 'contact', 'form.attachment.hint')} ${refused}`,
    );
    // Where the visitor is looking: right under the picker, on screen; not by the button.
    await expectJustBelow(form.fileError(page), form.dropZone(page));
    await expect(form.fileError(page)).toBeInViewport();
    await expect(form.error(page)).toBeEmpty();
    await expect(form.problems(page)).toBeEmpty();
    await expect(form.fileName(page)).toHaveCount(0);
    await expect(form.fileButton(page)).toHaveText(text('es', 'contact', 'form.attachment.attach'));

    // A refused send does not overwrite it: the captcha's message goes under the captcha.
    await fillFields(page, { email: 'ana@example.org', message: 'Hola' });
    await form.submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(form.captchaError(page)).toHaveText(formMessage(errorKeys.captcha, 'es'));
    await expect(form.fileError(page)).toHaveText(refused);
    await expect(form.summaryLinks(page)).toHaveText([text('es', 'contact', 'form.captcha.label')]);

    // A valid file afterwards clears the message and shows name and size.
    await form.file(page).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('cv'),
    });
    await expect(form.fileError(page)).toHaveCount(0);
    await expect(form.file(page)).not.toHaveAttribute('aria-invalid');
    await expect(form.fileName(page)).toHaveText('cv.pdf');
    await expect(form.fileSize(page)).toHaveText(/^\d+ kB$/);
    await expect(form.fileButton(page)).toHaveText(text('es', 'contact', 'form.attachment.change'));
  });

  test('a file over 20 MiB is refused under the picker; the remove button clears a chosen file', async ({
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
    await expect(form.fileError(page)).toHaveText(formMessage(errorKeys.fileSize, 'en'));
    await expect(form.file(page)).toHaveAttribute('aria-invalid', 'true');
    await expectJustBelow(form.fileError(page), form.dropZone(page));
    await expect(form.error(page)).toBeEmpty();
    await expect(form.problems(page)).toBeEmpty();
    await expect(form.fileName(page)).toHaveCount(0);

    await form.file(page).setInputFiles({
      name: 'photo.JPG',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    });
    await expect(form.fileError(page)).toHaveCount(0);
    await page
      .getByRole('button', {
        name: text('en', 'contact', 'form.attachment.remove').replace('{{name}}', 'photo.JPG'),
      })
      .click();
    await expect(form.fileName(page)).toHaveCount(0);
    await expect(form.fileButton(page)).toHaveText(text('en', 'contact', 'form.attachment.attach'));
    await expect(form.file(page)).toBeFocused();
  });

  test('a file the API refuses (its bytes are not its type) is said under the picker too', async ({
    page,
  }) => {
    await stubHcaptcha(page);
    await openContact(page, 'pt');
    await fillFields(page, { email: 'ana@example.org', message: 'Olá' });
    // A name the picker accepts on bytes the server does not: only the API can tell.
    await form.file(page).setInputFiles({
      name: 'relatorio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 not a PDF at all', 'latin1'),
    });
    await solveCaptcha(page);
    await form.submit(page).click();
    await expect(form.fileError(page)).toHaveText(formMessage(errorKeys.fileType, 'pt'));
    await expect(form.file(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.fileName(page)).toHaveCount(0);
    await expect(form.summaryLinks(page)).toHaveText([
      text('pt', 'contact', 'form.attachment.legend'),
    ]);
    await expect(form.email(page)).toHaveValue('ana@example.org');
  });

  test('a refused send focuses the first part to fix; the summary names each, in order, as links', async ({
    page,
  }) => {
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
    await expect(form.problems(page)).toContainText(text('pt', 'contact', 'form.summary'));
    // The focus says what is wrong; the summary does not speak over it (not a live region).
    await expect(form.problems(page)).not.toHaveAttribute('role');
    await expect(form.problems(page)).not.toHaveAttribute('aria-live');
    await expect(form.submit(page)).toHaveAccessibleDescription(/.+/);
    await expect(form.error(page)).toBeEmpty();
    await expect(form.summaryLinks(page)).toHaveText([
      text('pt', 'contact', 'form.email'),
      text('pt', 'contact', 'form.message'),
    ]);
    await form.summaryLinks(page).last().click();
    await expect(form.message(page)).toBeFocused();

    // Each correction is checked as it is typed, and the summary keeps only what is left.
    await form.email(page).fill('joao@');
    await expect(form.email(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.emailInvalid, 'pt'),
    );
    await form.email(page).fill('joao@example.com');
    await expect(form.email(page)).not.toHaveAttribute('aria-invalid');
    await expect(form.summaryLinks(page)).toHaveText([text('pt', 'contact', 'form.message')]);
    await form.name(page).fill('x'.repeat(contactLimits.nameMax + 1));
    await form.message(page).fill('Olá');
    await form.submit(page).click();
    await expect(form.name(page)).toBeFocused();
    await expect(form.name(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.nameTooLong, 'pt'),
    );
  });
});

/** `below` sits under `above`, with nothing of the form between them. */
async function expectJustBelow(below: Locator, above: Locator) {
  const [top, box] = await Promise.all([above.boundingBox(), below.boundingBox()]);
  if (!top || !box) throw new Error('both must be on the page');
  expect(box.y).toBeGreaterThanOrEqual(top.y + top.height);
  expect(box.y - (top.y + top.height)).toBeLessThan(40);
}

test.describe('contact form: the file picker says what the pointer can do', () => {
  for (const language of languages) {
    test(`a mouse may drag a file in; a touch screen is told to tap the button (${language})`, async ({
      page,
      browser,
    }) => {
      await stubHcaptcha(page);
      await openContact(page, language);
      const drop = page.locator('.contact-attachment__drop');
      // What shows (innerText): both lines are in the page, the stylesheet picks one.
      await expect(drop).toHaveText(text(language, 'contact', 'form.attachment.drop'), {
        useInnerText: true,
      });

      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        locale: 'es-ES',
      });
      try {
        const touchPage = await phone.newPage();
        await stubHcaptcha(touchPage);
        await touchPage.goto(addressOf('contact', language));
        expect(await touchPage.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
        const touchDrop = touchPage.locator('.contact-attachment__drop');
        await expect(touchDrop).toHaveText(text(language, 'contact', 'form.attachment.touch'), {
          useInnerText: true,
        });
      } finally {
        await phone.close();
      }
    });
  }
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
      await expect(form.kind(page, kind)).toHaveAccessibleDescription(
        text('es', 'contact', 'form.kind.required'),
      );
    }
    await expect(form.summaryLinks(page)).toHaveText([text('es', 'contact', 'form.kind.legend')]);
    expect(posts).toEqual([]);

    // Still nothing checked, and the group was just marked: one Tab leaves it, one comes back.
    await page.keyboard.press('Tab');
    await expect(form.name(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();

    // A radio group: the arrow keys move the choice, one Tab leaves the group.
    await page.keyboard.press('ArrowDown');
    await expect(form.kind(page, 'consultant')).toBeChecked();
    await expect(form.kind(page, 'consultant')).toBeFocused();
    await expect(form.kindError(page)).toBeEmpty();
    await expect(form.kind(page, 'consultant')).toHaveAccessibleDescription('');
    await expect(form.problems(page)).toBeEmpty();
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

test.describe('contact form: who is writing, by keyboard', () => {
  /** The value of the radio that has the focus, if one has. */
  const focusedKind = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element instanceof HTMLInputElement && element.type === 'radio' ? element.value : null;
    });

  // Keys and focus order are the same in every language: checked once, in Spanish.
  test('the group is one Tab stop, and the arrows move through all of it', async ({ page }) => {
    await stubHcaptcha(page);
    await openContact(page, 'es');
    // The last thing before the form, then on with the keyboard, as a visitor reading down.
    const before = page.locator('.contact-direct a[href^="tel:"]');
    await before.focus();
    await page.keyboard.press('Tab');
    await expect(form.kind(page, 'organization')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.name(page)).toBeFocused();
    // Again both ways, now that the form has been used (it re-rendered around the radios).
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedKind(page)).not.toBeNull();
    await page.keyboard.press('Shift+Tab');
    await expect(before).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedKind(page)).not.toBeNull();
    await page.keyboard.press('Tab');
    await expect(form.name(page)).toBeFocused();

    // The arrows choose each of the three in turn, then wrap around.
    await form.kind(page, 'organization').focus();
    const chosen: (string | null)[] = [];
    for (let press = 0; press < inquiryKinds.length; press += 1) {
      await page.keyboard.press('ArrowDown');
      const kind = await focusedKind(page);
      chosen.push(kind);
      await expect(page.locator('#contact-kind input:checked')).toHaveValue(kind ?? '');
    }
    expect(chosen).toEqual(['consultant', 'other', 'organization']);
    await page.keyboard.press('ArrowUp');
    await expect(form.kind(page, 'other')).toBeChecked();
    // With a choice made, the group's one stop is the chosen option, from either side.
    await page.keyboard.press('Tab');
    await expect(form.name(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(form.kind(page, 'other')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(before).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.kind(page, 'other')).toBeFocused();
    // The focus ring is drawn on the option's label.
    await expect(page.locator('.contact-kind__option').nth(2)).not.toHaveCSS('box-shadow', 'none');
  });
});

/** What the form promises a visitor whose captcha never answers (captcha-field.tsx). */
const captchaLoadDeadlineMs = 10_000;

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
    // Said under the captcha, which takes the focus; the line by the button names it.
    await expect(form.captchaError(page)).toHaveText(formMessage(errorKeys.captcha, 'es'));
    await expect(form.captcha(page)).toBeFocused();
    await expect(form.captcha(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.captcha, 'es'),
    );
    await expect(form.summaryLinks(page)).toHaveText([text('es', 'contact', 'form.captcha.label')]);
    await solveCaptcha(page);
    await expect(form.problems(page)).toBeEmpty();
    await expect(form.captchaError(page)).toHaveCount(0);
    await expect(form.submit(page)).toBeEnabled();
    await expect(captchaCheckbox(page)).toHaveAttribute('data-hl', 'es');
  });

  test('until solved, submit looks as clickable as it is: full colour, AA contrast, a pointer', async ({
    page,
  }) => {
    await stubHcaptcha(page);
    await openContact(page, 'en');
    const submit = form.submit(page);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const look = await submit.evaluate((element) => {
      const style = getComputedStyle(element);
      const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      // What the eye gets: the button's colours through its own and its ancestors' opacity,
      // over the page's background.
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      const page = channels(getComputedStyle(document.body).backgroundColor);
      const seen = (colour: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = channels(colour);
        const alpha = a * opacity;
        return `rgb(${[r, g, b].map((value, index) => value * alpha + (page[index] ?? 255) * (1 - alpha)).join(',')})`;
      };
      const [high, low] = [
        luminance(seen(style.color)),
        luminance(seen(style.backgroundColor)),
      ].sort((x, y) => y - x);
      return {
        contrast: ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05),
        opacity,
        cursor: style.cursor,
      };
    });
    expect(look.opacity).toBe(1);
    expect(look.contrast).toBeGreaterThanOrEqual(4.5);
    expect(look.cursor).toBe('pointer');
    // It works as it looks: a click asks for the captcha. (Playwright waits for an
    // aria-disabled button to be enabled before it clicks; force clicks it as a visitor does.)
    await fillFields(page, { email: 'ana@example.org', message: 'Hello' });
    await submit.click({ force: true });
    await expect(form.captchaError(page)).toHaveText(formMessage(errorKeys.captcha, 'en'));
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
    await expect(form.captchaError(page)).toHaveText(formMessage(errorKeys.captcha, 'en'));
    await expect(form.error(page)).toBeEmpty();
    await expect(form.problems(page)).toBeEmpty();
    await solveCaptcha(page);
    await expect(form.submit(page)).toBeEnabled();
    await expect(form.captchaError(page)).toHaveCount(0);
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
    // Said once, where the widget was, and announced; not again by the submit button.
    const fallback = form.fallback(page);
    await expect(fallback.getByRole('alert')).toHaveText(text('en', 'contact-fallback', 'blocked'));
    await expect(form.error(page)).toBeEmpty();
    await expect(form.problems(page)).toBeEmpty();
    await expect(form.submit(page)).toBeDisabled();

    // The way out: an e-mail of the visitor's own, with everything the form would have sent.
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

    // A send now names the captcha and takes the visitor to the way out, without repeating it.
    await form.submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(fallback).toBeFocused();
    await expect(fallback).toHaveAccessibleName(text('en', 'contact-fallback', 'blocked'));
    await expect(form.summaryLinks(page)).toHaveText([text('en', 'contact', 'form.captcha.label')]);
    await expect(form.captchaError(page)).toHaveCount(0);
    await expect(page.getByText(text('en', 'contact-fallback', 'blocked'))).toHaveCount(1);

    // Another attempt, once hCaptcha is reachable again: the widget loads and the form sends.
    await page.unroute(hcaptchaScript);
    await stubHcaptcha(page);
    await fallback.getByRole('button', { name: text('en', 'contact-fallback', 'retry') }).click();
    await expect(page.locator('#contact-captcha')).toBeFocused();
    await expect(fallback).toHaveCount(0);
    // Until it is solved, the captcha is still what the refused send lacked.
    await expect(form.summaryLinks(page)).toHaveText([text('en', 'contact', 'form.captcha.label')]);
    await solveCaptcha(page);
    await expect(form.problems(page)).toBeEmpty();
    await form.submit(page).click();
    await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'en'));
  });

  test('a captcha whose requests hang opens the same way out at the deadline', async ({ page }) => {
    const hanging = await openWithHangingCaptcha(page);
    await form.email(page).fill('ana@example.org');
    await expect.poll(hanging.held).toBeGreaterThan(0);
    const loading = form.captcha(page).getByText(text('es', 'contact', 'form.captcha.loading'));
    await expect(loading).toBeVisible();

    // Just before the deadline it is still loading; at the deadline, the way out opens.
    await page.clock.runFor(captchaLoadDeadlineMs - 100);
    await expect(loading).toBeVisible();
    await expect(form.fallback(page)).toHaveCount(0);
    await page.clock.runFor(100);
    const fallback = form.fallback(page);
    // It loads its code and words now; React may hold the reveal a few hundred (paused) ms.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return fallback.getByRole('alert').count();
      })
      .toBe(1);
    // Said once, there: not by the button, not under the captcha.
    await expect(fallback.getByRole('alert')).toHaveText(text('es', 'contact-fallback', 'blocked'));
    await expect(loading).toHaveCount(0);
    await expect(form.captchaError(page)).toHaveCount(0);
    await expect(form.error(page)).toBeEmpty();
    await expect(form.problems(page)).toBeEmpty();
    await expect(page.getByText(text('es', 'contact-fallback', 'blocked'))).toHaveCount(1);
    await expect(
      fallback.getByRole('link', { name: text('es', 'contact-fallback', 'mail') }),
    ).toHaveAttribute('href', /^mailto:/);

    // Another attempt waits again, and the widget comes when the held requests finally pass.
    await fallback.getByRole('button', { name: text('es', 'contact-fallback', 'retry') }).click();
    await expect(form.captcha(page)).toBeFocused();
    await expect(loading).toBeVisible();
    await hanging.answer();
    await fillFields(page, { email: 'ana@example.org', message: 'Hola' });
    await solveCaptcha(page);
    await form.submit(page).click();
    await expect(form.success(page)).toHaveText(formMessage(errorKeys.success, 'es'));
  });

  test('sending while the captcha still loads reports who is writing and the fields first', async ({
    page,
  }) => {
    await openWithHangingCaptcha(page);
    await form.email(page).fill('no-es-un-correo');
    await expect(
      form.captcha(page).getByText(text('es', 'contact', 'form.captcha.loading')),
    ).toBeVisible();
    await form.submit(page).focus();
    await page.keyboard.press('Enter');
    // The summary follows the form's order, the captcha last; the focus goes to the first.
    await expect(form.summaryLinks(page)).toHaveText([
      text('es', 'contact', 'form.kind.legend'),
      text('es', 'contact', 'form.email'),
      text('es', 'contact', 'form.message'),
      text('es', 'contact', 'form.captcha.label'),
    ]);
    await expect(form.kind(page, 'organization')).toBeFocused();
    await expect(form.email(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.emailInvalid, 'es'),
    );
    await expect(form.message(page)).toHaveAccessibleDescription(
      formMessage(errorKeys.messageRequired, 'es'),
    );
    await expect(form.problems(page)).not.toContainText(formMessage(errorKeys.captcha, 'es'));
    await expect(form.error(page)).toBeEmpty();
  });
});

/**
 * Opens /contacto in Spanish with hCaptcha's requests held unanswered. The clock runs as usual
 * until the page is up, then stands still: only runFor moves it, so "before the deadline"
 * means the same on a busy machine as on an idle one.
 */
async function openWithHangingCaptcha(page: Page) {
  await page.clock.install();
  const hanging = await hangHcaptcha(page);
  await openContact(page, 'es');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  return hanging;
}

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
