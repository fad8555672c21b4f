import type { Page } from '@playwright/test';
import { inquiryKinds, type Language } from '@verdalia/shared';
import { siteConfig } from './content';
import { contactDraft, form } from './contact-form';
import { text } from './locales';
import { addressOf } from './pages';
import { expect, languageOfferKey } from './test';

/**
 * What some pages say in each language, checked on the one visit per page and language
 * (tests/quality/axe.spec.ts) instead of a page load of their own: each such load costs
 * seconds of a 2-core machine's time. What the pages do (flipping cards, the form) is in
 * their own specs.
 */
export interface Visit {
  page: Page;
  language: Language;
  /** Every URL the page requested since the visit began. */
  requests: readonly string[];
}

const semillaLines = ['learning', 'projects', 'volunteering'] as const;
const semillaRawKey = /\b(about|team|semilla|hero|intro|lines|cta)\.[a-zA-Z]/;

/** Semilla DC: hero, logo, highlighted title, 3 cards, CTA. */
async function semilla({ page, language }: Visit): Promise<void> {
  const t = (key: string) => text(language, 'semilla', key);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('hero.title'));
  const logo = page.getByRole('img', { name: t('intro.logoAlt') });
  await expect(logo).toHaveAttribute('src', '/images/semilla/semilla-dc-logo.svg');
  await expect
    .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  const title = page.locator('#semilla-intro-title');
  await expect(title).toHaveText(
    `${t('intro.titleBefore')} ${t('intro.titleHighlight')} ${t('intro.titleAfter')}`,
  );
  const highlight = title.locator('mark');
  await expect(highlight).toHaveText(t('intro.titleHighlight'));
  // The highlight is visibly set apart from the rest of the title.
  expect(await highlight.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain(
    'gradient',
  );
  await expect(page.getByText(t('intro.paragraph1'))).toBeVisible();
  await expect(page.getByText(t('intro.paragraph2'))).toBeVisible();

  const cards = page.locator('.semilla-card');
  await expect(cards).toHaveCount(3);
  for (const [index, line] of semillaLines.entries()) {
    const card = cards.nth(index);
    await expect(card.locator('.flip-card__front')).toContainText(t(`lines.${line}.title`));
    await expect(card.locator('.flip-card__back')).toContainText(t(`lines.${line}.text`));
    const image = card.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '600');
  }

  await expect(page.getByRole('link', { name: t('cta.button') })).toHaveAttribute(
    'href',
    addressOf('contact', language),
  );
  expect(await page.locator('main').innerText()).not.toMatch(semillaRawKey);
}

/** The privacy notice names who, what, why, how long, who else and the rights. */
async function privacy({ page, language }: Visit): Promise<void> {
  await expect(page).toHaveTitle(text(language, 'common', 'meta.privacy.title'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'privacy', 'hero.title'),
  );
  const notice = page.locator('main article');
  await expect(notice.getByRole('link', { name: siteConfig.email }).first()).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  );
  await expect(notice).toContainText(siteConfig.company);
  // One company is responsible (not a list of entities), named as registered.
  const { company, foundation } = siteConfig.entities;
  await expect(notice.locator('#privacy-controller + p')).toContainText(company);
  await expect(notice).not.toContainText(foundation[language]);
  // Every period comes from the shared configuration (the server enforces the same figures),
  // written with its unit in the page's language.
  const period = (count: number, unit: 'day' | 'month') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  const { retention } = siteConfig;
  for (const days of [
    retention.deliveryRetryDays,
    retention.failedFolderDays,
    retention.heldAttachmentDays,
    retention.acknowledgedMailboxDays,
  ])
    await expect(notice).toContainText(period(days, 'day'));
  await expect(notice).toContainText(period(retention.inboxMonths, 'month'));
  // What the site does: the kinds of inquiry, the confirmation mail, held attachments, no
  // cookie, and the one note the browser keeps (the first-visit notice was answered).
  for (const kind of inquiryKinds) {
    const option = text(language, 'contact', `form.kind.options.${kind}`);
    await expect(notice).toContainText(option.charAt(0).toLowerCase() + option.slice(1));
  }
  await expect(notice).not.toContainText('lng');
  await expect(notice).toContainText(languageOfferKey);
  // And the contact form's draft: where it is kept and for how long.
  await expect(notice).toContainText(contactDraft.key);
  await expect(notice).toContainText(
    { es: 'almacenamiento de sesión', en: 'session storage', pt: 'armazenamento de sessão' }[
      language
    ],
  );
  await expect(notice).toContainText(
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(contactDraft.lifetimeMinutes),
  );
  await expect(notice).toContainText(
    { es: 'almacenamiento local', en: 'local storage', pt: 'armazenamento local' }[language],
  );
  for (const law of ['LGPD', '1581', '8968', language === 'en' ? 'GDPR' : 'RGPD'])
    await expect(notice).toContainText(law);
  await expect(
    notice.getByRole('link', {
      name: text(language, 'privacy', 'sections.recipients.hcaptchaPrivacy'),
    }),
  ).toHaveAttribute('href', siteConfig.hcaptcha.privacyUrl);
  await expect(
    notice.getByRole('link', {
      name: text(language, 'privacy', 'sections.recipients.hcaptchaTerms'),
    }),
  ).toHaveAttribute('href', siteConfig.hcaptcha.termsUrl);
  await expect(notice).toContainText(text(language, 'privacy', 'sampleNote').split('{{')[0] ?? '');
}

/** The contact page: the hero, heading, three inquiry cards and the form, hCaptcha not loaded. */
async function contact(visit: Visit): Promise<void> {
  const { page, language } = visit;
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
  expect(visit.requests.filter((url) => url.includes('hcaptcha.com'))).toEqual([]);
}

export const pageTexts: Partial<Record<string, (visit: Visit) => Promise<void>>> = {
  semilla,
  privacy,
  contact,
};
