import { expect, test } from '../support/test';
import { text } from '../support/locales';
import {
  expectBackToTopAfter50ms,
  expectCtaLeadsToContact,
  followFooterLink,
  pauseClock,
  scrollY,
} from '../support/navigation';
import { addressOf } from '../support/pages';

// What the page says in each language is read on its one visit per language
// (support/page-texts.ts, run by quality/axe.spec.ts); here, what it does.

const lines = ['learning', 'projects', 'volunteering'] as const;

test('each of the three Semilla DC cards flips by click and back', async ({ page }) => {
  await page.goto(addressOf('semilla', 'en'));
  for (const [index, line] of lines.entries()) {
    const card = page.locator('.semilla-card').nth(index);
    const toggle = card.getByRole('button', {
      name: new RegExp(text('en', 'semilla', `lines.${line}.title`)),
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(card.locator('.flip-card__back')).toHaveAttribute('aria-hidden', 'false');
    await expect(card.locator('.flip-card__front')).toHaveAttribute('aria-hidden', 'true');
    await expect
      .poll(() =>
        card.locator('.flip-card__inner').evaluate((node) => getComputedStyle(node).transform),
      )
      .toMatch(/^matrix3d\(-1, /);
    await toggle.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
});

test('under reduced motion a Semilla DC card cross-fades', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/semilla-dc');
  const card = page.locator('.semilla-card').first();
  await card.getByRole('button').press('Enter');
  await expect(card.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => card.locator('.flip-card__back').evaluate((node) => getComputedStyle(node).opacity))
    .toBe('1');
  expect(
    await card.locator('.flip-card__inner').evaluate((node) => getComputedStyle(node).transform),
  ).toBe('none');
});

test('the call to action leads to the contact page', async ({ page }) => {
  await expectCtaLeadsToContact(page, 'es', 'semilla', '/semilla-dc');
});

test('50 ms after the page mounts it scrolls back to the top, not before', async ({ page }) => {
  await page.clock.install();
  // Load the page once so the client-side visit below renders without waiting on the network.
  await expectCtaLeadsToContact(page, 'es', 'semilla', '/semilla-dc');

  await pauseClock(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(300);
  await followFooterLink(page, 'es', 'semilla');
  await expectBackToTopAfter50ms(page, 400);
});

test('leaving before 50 ms cancels the pending scroll', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contacto');
  // Warm the Semilla DC page's code so both navigations below are instant.
  await followFooterLink(page, 'es', 'semilla');
  await followFooterLink(page, 'es', 'contact');

  await pauseClock(page);
  await followFooterLink(page, 'es', 'semilla');
  await page.clock.runFor(20);
  await followFooterLink(page, 'es', 'contact');
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.clock.runFor(100);
  expect(await scrollY(page)).toBe(400);
});
