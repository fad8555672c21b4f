import { expect, test } from '../support/test';
import { text } from '../support/locales';

// A 404 per prefix, as the servers answer it: tests/addresses.spec.ts.

test('a client-side navigation to an unknown path shows the 404 page of the document’s language', async ({
  page,
}) => {
  await page.goto('/en/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/en/nothing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'common', 'notFound.title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
