import { expect, test } from '../support/test';
import { languageCookieDays, languages, pagePath, siteConfig } from '@verdalia/shared';
import { text } from '../support/locales';

const privacyPath = pagePath('privacy');

for (const language of languages) {
  test(`the privacy notice in ${language} names who, what, why, how long, who else and the rights`, async ({
    page,
  }) => {
    await page.goto(`${privacyPath}?lng=${language}`);
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
    // The figures come from the shared configuration.
    const { deliveryRetryDays, failedFolderDays, inboxMonths } = siteConfig.retention;
    for (const figure of [deliveryRetryDays, failedFolderDays, inboxMonths, languageCookieDays])
      await expect(notice).toContainText(` ${figure} `);
    await expect(notice).toContainText('lng');
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
  await page.goto('/?lng=pt');
  await page
    .locator('footer')
    .getByRole('link', { name: text('pt', 'common', 'footer.privacy') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${privacyPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('pt', 'privacy', 'hero.title'),
  );

  await page.goto('/contacto?lng=en');
  const line = page.locator('.contact-form__privacy');
  await expect(line).toContainText('hCaptcha');
  await expect(line).not.toContainText('never share');
  await line.getByRole('link', { name: text('en', 'contact', 'form.privacyLink') }).click();
  await expect(page).toHaveURL(new RegExp(`${privacyPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'privacy', 'hero.title'),
  );
});

test('the sitemap lists the notice in every language with hreflang alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const language of languages) {
    const suffix = language === 'es' ? '' : `?lng=${language}`;
    expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}${privacyPath}${suffix}</loc>`);
    expect(sitemap).toContain(
      `hreflang="${language}" href="${siteConfig.siteUrl}${privacyPath}${suffix}"`,
    );
  }
});
