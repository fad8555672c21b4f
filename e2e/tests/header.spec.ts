import type { Locator, Page } from '@playwright/test';
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

/** Where the focus is: a menu link (its text), the toggle, nothing in the page, or elsewhere. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'none';
    if (active.closest('#site-nav')) return `menu:${active.textContent}`;
    if (active.matches('.menu-toggle')) return 'toggle';
    return `behind:${active.outerHTML.slice(0, 100)}`;
  });

/** Whether the element is inert (itself or through an ancestor). */
const isInert = (locator: Locator) =>
  locator.evaluate((element) => element.closest('[inert]') !== null);

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the open phone menu is modal for the keyboard (${reducedMotion} motion)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/');
    const toggle = page.locator('.menu-toggle');
    const nav = page.locator('#site-nav');
    // The menu's links, closed (hidden) as the page loads.
    const links = nav.locator('a');
    const names = await links.allTextContents();
    expect(names).toHaveLength(6);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The focus goes into the menu, to its first link.
    await expect(links.first()).toBeFocused();
    // The page behind it, and the rest of the header, take no focus and no clicks.
    for (const behind of [
      page.locator('main'),
      page.locator('footer'),
      page.locator('.skip-link'),
      page.locator('.site-header__brand'),
      page.locator('header .lang'),
    ])
      expect(await isInert(behind)).toBe(true);
    for (const inMenu of [nav, toggle]) expect(await isInert(inMenu)).toBe(false);
    // With reduced motion the menu appears without moving.
    const animation = await nav.evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe(reducedMotion === 'reduce' ? 'none' : 'menu-in');

    // Tab goes round the links and the toggle (through the browser's own controls, as a
    // modal dialog lets it), never to the page behind.
    const forward: string[] = [];
    for (let step = 0; step < 2 * (names.length + 2); step += 1) {
      await page.keyboard.press('Tab');
      forward.push(await focusPlace(page));
    }
    expect(forward.filter((place) => place.startsWith('behind:'))).toEqual([]);
    const round = [...names.slice(1).map((name) => `menu:${name}`), 'toggle'];
    expect(forward.slice(0, round.length)).toEqual(round);
    const cycle = forward.slice(round.length).filter((place) => place !== 'none');
    expect(cycle.slice(0, names.length + 1)).toEqual([`menu:${names[0]}`, ...round]);

    // And backwards.
    await links.first().focus();
    const backward: string[] = [];
    for (let step = 0; step < names.length + 3; step += 1) {
      await page.keyboard.press('Shift+Tab');
      backward.push(await focusPlace(page));
    }
    expect(backward.filter((place) => place.startsWith('behind:'))).toEqual([]);
    expect(backward.filter((place) => place !== 'none').slice(0, 2)).toEqual([
      'toggle',
      `menu:${names.at(-1)}`,
    ]);

    // Escape closes it, gives the focus back to the toggle and the page back to the visitor.
    await links.nth(2).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const behind of [page.locator('main'), page.locator('.site-header__brand')])
      expect(await isInert(behind)).toBe(false);
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toMatch(/^(behind:|none)/);
  });
}

test('widening the window to the in-line links closes the phone menu and frees the page', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('.menu-toggle').click();
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('.menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await expect(page.locator('#site-nav').getByRole('link').first()).toBeVisible();
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
