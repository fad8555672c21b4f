import { expect, test } from '../support/test';
import { languages } from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { text } from '../support/locales';
import {
  expectBackToTopAfter50ms,
  expectCtaLeadsToContact,
  followFooterLink,
  pauseClock,
  scrollY,
} from '../support/navigation';
import { addressOf } from '../support/pages';

const lines = ['learning', 'projects', 'volunteering'] as const;
const rawKey = /\b(about|team|semilla|hero|intro|lines|cta)\.[a-zA-Z]/;

for (const language of languages) {
  test(`Semilla DC in ${language}: hero, logo, highlighted title, 3 cards, CTA`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(addressOf('semilla', language));
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
    for (const [index, line] of lines.entries()) {
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
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
    expect(problems).toEqual([]);
  });
}

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
