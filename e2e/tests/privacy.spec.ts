import { expect, languageOfferKey, test } from '../support/test';
import { inquiryKinds, languages, pagePath, siteConfig } from '@verdalia/shared';
import { contactDraft } from '../support/contact-form';
import { text } from '../support/locales';

for (const language of languages) {
  test(`the privacy notice in ${language} names who, what, why, how long, who else and the rights`, async ({
    page,
  }) => {
    await page.goto(pagePath('privacy', language));
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
    await expect(notice).toContainText(
      text(language, 'privacy', 'sampleNote').split('{{')[0] ?? '',
    );
  });
}

test('the footer of every page and the contact form link to the notice', async ({ page }) => {
  await page.goto(pagePath('home', 'pt'));
  await page
    .locator('footer')
    .getByRole('link', { name: text('pt', 'common', 'footer.privacy') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pagePath('privacy', 'pt')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('pt', 'privacy', 'hero.title'),
  );

  await page.goto(pagePath('contact', 'en'));
  const line = page.locator('.contact-form__privacy');
  await expect(line).toContainText('hCaptcha');
  await expect(line).not.toContainText('never share');
  await line.getByRole('link', { name: text('en', 'contact', 'form.privacyLink') }).click();
  await expect(page).toHaveURL(new RegExp(`${pagePath('privacy', 'en')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'privacy', 'hero.title'),
  );
});

test('the sitemap lists the notice in every language with hreflang alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const language of languages) {
    const url = `${siteConfig.siteUrl}${pagePath('privacy', language)}`;
    expect(sitemap).toContain(
      `<loc>${url}</loc>\n    <lastmod>${siteConfig.privacyNoticeUpdated}</lastmod>`,
    );
    expect(sitemap).toContain(`hreflang="${language}" href="${url}"`);
  }
});
