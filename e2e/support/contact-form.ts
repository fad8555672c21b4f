import { createHash, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { InquiryKind, Language } from '@verdalia/shared';
import { addressOf } from './pages';

/**
 * The sessionStorage entry where the form keeps what the visitor typed, for 30 minutes after
 * the last change (apps/web/src/config/contact-draft-storage.ts); the privacy notice names both.
 */
export const contactDraft = { key: 'verdalia.contactDraft', lifetimeMinutes: 30 };

/** Opens the contact page in a language (the test fixture's goto waits for hydration). */
export async function openContact(page: Page, language: Language): Promise<void> {
  await page.goto(addressOf('contact', language));
}

export const form = {
  /** The radio button for one kind of inquiry ("Who is writing?"). */
  kind: (page: Page, kind: InquiryKind) => page.locator(`#contact-kind input[value="${kind}"]`),
  kindError: (page: Page) => page.locator('#contact-kind-error'),
  name: (page: Page) => page.locator('#contact-name'),
  email: (page: Page) => page.locator('#contact-email'),
  message: (page: Page) => page.locator('#contact-message'),
  file: (page: Page) => page.locator('#contact-attachment'),
  fileButton: (page: Page) => page.locator('.contact-attachment__button'),
  fileName: (page: Page) => page.getByTestId('attachment-name'),
  fileSize: (page: Page) => page.getByTestId('attachment-size'),
  dropZone: (page: Page) => page.locator('.contact-attachment'),
  /** The picker's own message (a refused file), under it. */
  fileError: (page: Page) => page.locator('#contact-attachment-error'),
  captcha: (page: Page) => page.locator('#contact-captcha'),
  /** The captcha's own message (not solved, expired), under it. */
  captchaError: (page: Page) => page.locator('#contact-captcha-error'),
  /** The way out when the captcha cannot load. */
  fallback: (page: Page) => page.locator('.captcha-fallback'),
  submit: (page: Page) => page.locator('.contact-form__submit'),
  /** By the submit button, announced: a send's failure that no part of the form can fix. */
  error: (page: Page) => page.locator('#contact-form-error'),
  /** By the submit button: which parts a refused attempt must fix (each says why under it). */
  problems: (page: Page) => page.locator('#contact-form-problems'),
  /** The summary's links, one per part of the form that needs attention. */
  summaryLinks: (page: Page) => page.locator('#contact-form-problems a'),
  success: (page: Page) => page.locator('.contact-form__success'),
};

/** A unique marker for one test's message, so parallel tests find their own mail. */
export const newMarker = () => `ref-${randomUUID()}`;

/** Answers "Who is writing?" (a company or institution unless told) and types the fields. */
export async function fillFields(
  page: Page,
  fields: { kind?: InquiryKind; name?: string; email: string; message: string },
): Promise<void> {
  await form.kind(page, fields.kind ?? 'organization').check();
  if (fields.name !== undefined) await form.name(page).fill(fields.name);
  await form.email(page).fill(fields.email);
  await form.message(page).fill(fields.message);
}

/**
 * A small but real PDF whose body holds bytes of every value (0-255), so any
 * re-encoding or truncation on the way to the inbox changes its hash.
 */
export function samplePdf(marker: string): Buffer {
  const binary = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7 + 3) % 256));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Title (${marker}) >>\nendobj\n`,
      'latin1',
    ),
    Buffer.from('2 0 obj\n<< /Length 4096 >>\nstream\n'),
    binary,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
