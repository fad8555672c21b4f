import { expect, test } from '../support/test';
import { languages, pagePath } from '@verdalia/shared';
import { siteConfig } from '../support/content';
import { text } from '../support/locales';

// What the notice says in each language is read on its one visit per language
// (support/page-texts.ts, run by quality/axe.spec.ts); here, how it is reached.

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
