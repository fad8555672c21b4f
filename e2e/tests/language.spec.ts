import { expect, test } from '../support/test';
import { languages, siteConfig } from '@verdalia/shared';
import { text } from '../support/locales';

test('choosing a language translates the page, persists across reloads and visits', async ({
  page,
  context,
}) => {
  await page.goto('/clientes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: /Elegir idioma/ }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'clients', 'hero.title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(text('en', 'common', 'meta.clients.title'));
  await expect(page.locator('header nav')).toContainText(text('en', 'common', 'nav.about'));

  // The first HTML of the reload is already English: no Spanish flash.
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().resourceType() === 'document'),
    page.reload(),
  ]);
  const html = await response.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(text('en', 'clients', 'hero.title'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'clients', 'hero.title'),
  );

  // A new visit in the same browser profile keeps the choice.
  const second = await context.newPage();
  await second.goto('/contacto');
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'contact', 'hero.title'),
  );
  // The cookie is the one place the choice is kept (the privacy notice names only it).
  expect(await second.evaluate(() => localStorage.length)).toBe(0);
});

test('a ?lng= link selects the language and the choice sticks after it is dropped', async ({
  page,
}) => {
  await page.goto('/proyectos?lng=pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('pt', 'projects', 'hero.title'),
  );
  await page.locator('.lang__toggle').click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/proyectos\?lng=en$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'projects', 'hero.title'),
  );
  await page.goto('/proyectos?lng=pt');
  await page.goto('/proyectos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('after a switch the address names the language, so a shared link opens in it', async ({
  page,
  browser,
  baseURL,
}) => {
  const headLinks = () =>
    page
      .locator('link[rel="canonical"], link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (link) => `${link.getAttribute('hreflang') ?? 'canonical'} ${link.getAttribute('href')}`,
        ),
      );
  await page.goto('/nosotros');
  await expect(page).toHaveURL(/\/nosotros$/);
  await page.locator('.lang__toggle').click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/nosotros\?lng=en$/);
  // Canonical and hreflang are those of the English page, as a crawler gets them.
  const url = `${siteConfig.siteUrl}/nosotros`;
  expect((await headLinks()).sort()).toEqual(
    [
      `canonical ${url}?lng=en`,
      ...languages.map(
        (language) => `${language} ${url}${language === 'es' ? '' : `?lng=${language}`}`,
      ),
      `x-default ${url}`,
    ].sort(),
  );

  // Someone else, whose browser prefers Portuguese and who never chose, opens the address.
  const shared = page.url();
  const elsewhere = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const recipient = await elsewhere.newPage();
  await recipient.goto(shared);
  await expect(recipient.locator('html')).toHaveAttribute('lang', 'en');
  await expect(recipient.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'about', 'hero.title'),
  );
  await elsewhere.close();

  // Pages reached from here name it too.
  await page
    .locator('header nav')
    .getByRole('link', { name: text('en', 'common', 'nav.contact') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'contact', 'hero.title'),
  );
  await expect(page).toHaveURL(/\/contacto\?lng=en$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/nosotros\?lng=en$/);
});

test('the language dropdown closes on outside click and on Escape, returning focus', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.locator('.lang__toggle');
  const list = page.locator('.lang__list');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await page.mouse.click(700, 600);
  await expect(list).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the language dropdown works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const toggle = page.locator('.lang__toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Español', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Português', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('pt', 'home', 'hero.title'),
  );
  await expect(toggle).toBeFocused();
});
