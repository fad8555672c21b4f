import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { languages } from '@verdalia/shared';
import { flipCardPages, qualityRoutes, renderEverySection, settle } from './routes';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now and lists the violations readably. */
async function violations(page: Page): Promise<string[]> {
  // axe walks every node: a long page with inline SVG art takes seconds on a busy 2-core box.
  test.setTimeout(90_000);
  await renderEverySection(page);
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

for (const language of languages) {
  for (const route of qualityRoutes) {
    test(`axe: ${route.id} in ${language} has no violations, flip card turned too`, async ({
      page,
    }) => {
      await page.goto(`${route.path}?lng=${language}`);
      expect(await violations(page)).toEqual([]);

      const flipToggles = page.locator('main .flip-card__toggle');
      if (flipCardPages.has(route.id)) await expect(flipToggles.first()).toBeVisible();
      if ((await flipToggles.count()) > 0) {
        await flipToggles.first().click();
        await expect(flipToggles.first()).toHaveAttribute('aria-pressed', 'true');
        expect(await violations(page)).toEqual([]);
      }
    });
  }

  test(`axe: the language dropdown open, in ${language}`, async ({ page }) => {
    await page.goto(`/?lng=${language}`);
    await page.locator('.lang__toggle').click();
    await expect(page.locator('.lang__list')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // violations() scrolls through the page: the state checked must have survived it.
    await expect(page.locator('.lang__list')).toBeVisible();
  });

  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 } });
    test(`axe: the mobile menu open at 390 px, in ${language}`, async ({ page }) => {
      await page.goto(`/nosotros?lng=${language}`);
      await page.locator('.menu-toggle').click();
      await expect(page.locator('#site-nav')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await expect(page.locator('#site-nav')).toBeVisible();
    });
  });

  test(`axe: the contact form showing a validation error, in ${language}`, async ({ page }) => {
    await page.goto(`/contacto?lng=${language}`);
    const form = page.locator('main form');
    await expect(form).toBeVisible();
    // Sending the empty form must flag the required email field (client-side validation).
    await form.locator('[type="submit"]').click({ force: true });
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
