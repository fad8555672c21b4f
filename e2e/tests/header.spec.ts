import { expect, test } from '../support/test';
import { text } from '../support/locales';
import { followFooterLink, scrollY } from '../support/navigation';

test.use({ viewport: { width: 390, height: 700 } });

test('the mobile menu opens and closes with the right marks, ARIA state and body class', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.locator('.menu-toggle');
  const nav = page.locator('#site-nav');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAccessibleName(text('es', 'common', 'nav.openMenu'));
  await expect(toggle.locator('[data-icon="menu"]')).toBeVisible();
  await expect(nav).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(text('es', 'common', 'nav.closeMenu'));
  await expect(toggle.locator('[data-icon="close"]')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/nav-open/);
  for (const key of ['home', 'about', 'clients', 'projects', 'semilla', 'contact']) {
    await expect(nav.getByRole('link', { name: text('es', 'common', `nav.${key}`) })).toBeVisible();
  }

  // Outside click closes.
  await page.mouse.click(200, 650);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveClass(/nav-open/);

  // Escape closes and gives focus back to the toggle.
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('choosing a menu link navigates, closes the menu and starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(0);
  await page.locator('.menu-toggle').click();
  await page
    .locator('#site-nav')
    .getByRole('link', { name: text('es', 'common', 'nav.semilla') })
    .click();
  await expect(page).toHaveURL(/\/semilla-dc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'semilla', 'hero.title'),
  );
  await expect(page.locator('#site-nav')).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/nav-open/);
  expect(await scrollY(page)).toBe(0);
});

test('the menu is operable with the keyboard', async ({ page }) => {
  await page.goto('/');
  const toggle = page.locator('.menu-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#site-nav a').first().focus();
  await page.keyboard.press('Tab');
  await expect(
    page.locator('#site-nav').getByRole('link', { name: text('es', 'common', 'nav.about') }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nosotros$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('every change of path resets the scroll to the top', async ({ page }) => {
  await page.goto('/clientes');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(0);
  await followFooterLink(page, 'es', 'contact');
  await expect(page).toHaveURL(/\/contacto$/);
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/clientes$/);
  expect(await scrollY(page)).toBe(0);
});

test('the logo links home', async ({ page }) => {
  await page.goto('/nosotros');
  await page.getByRole('link', { name: text('es', 'common', 'nav.homeLink') }).click();
  await expect(page).toHaveURL(/\/$/);
});
