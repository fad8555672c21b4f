import { expect, test } from '../support/test';
import { languages } from '@verdalia/shared';
import { text } from '../support/locales';

for (const language of languages) {
  test(`an unknown path answers 404 with the translated page in ${language}`, async ({ page }) => {
    const response = await page.goto(`/esto-no-existe?lng=${language}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'common', 'notFound.title'),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: text(language, 'common', 'notFound.homeLink') }).click();
    // The address keeps naming the language it arrived with.
    await expect(page).toHaveURL(new RegExp(`/\\?lng=${language}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'home', 'hero.title'),
    );
  });
}

test('a client-side navigation to an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await page.locator('.lang__toggle').waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nada');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'common', 'notFound.title'),
  );
});
