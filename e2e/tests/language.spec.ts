import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { languageNames, languages, type Language } from '@verdalia/shared';
import { expect, languageOfferKey, test } from '../support/test';
import { text } from '../support/locales';
import { addressOf } from '../support/pages';

/** The header's language menu and its link to a language. */
const menu = (page: Page) =>
  page.getByRole('navigation', { name: text('es', 'common', 'language.label') });
const menuLink = (page: Page, language: Language) =>
  page
    .locator('header .lang')
    .getByRole('link', { name: `${language.toUpperCase()} ${languageNames[language]}` });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the language menu ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('is three links to the same page in each language, the current one marked', async ({
      page,
    }) => {
      await page.goto(addressOf('clients', 'es'));
      await expect(menu(page)).toBeVisible();
      for (const language of languages) {
        const link = menuLink(page, language);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', addressOf('clients', language));
        await expect(link).toHaveAttribute('hreflang', language);
        await expect(link).toHaveAttribute('lang', language);
      }
      await expect(menuLink(page, 'es')).toHaveAttribute('aria-current', 'true');
      await expect(menu(page).locator('[aria-current]')).toHaveCount(1);
      // No cookie, before or after a choice.
      await menuLink(page, 'pt').click();
      await expect(page).toHaveURL(new RegExp(`${addressOf('clients', 'pt')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text('pt', 'clients', 'hero.title'),
      );
      await expect(page.locator('header .lang [aria-current="true"]')).toHaveAttribute(
        'hreflang',
        'pt',
      );
      expect(await page.context().cookies()).toEqual([]);
    });

    test('works with the keyboard alone', async ({ page }) => {
      await page.goto(addressOf('home', 'en'));
      await menuLink(page, 'en').focus();
      await page.keyboard.press('Tab');
      await expect(menuLink(page, 'pt')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${addressOf('home', 'pt')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text('pt', 'home', 'hero.title'),
      );
    });
  });
}

test('a reload shows the page in the language of its address, Spanish never flashing first', async ({
  page,
}) => {
  await page.goto(addressOf('clients', 'en'));
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().resourceType() === 'document'),
    page.reload(),
  ]);
  const html = await response.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(text('en', 'clients', 'hero.title'));
  await expect(page).toHaveTitle(text('en', 'common', 'meta.clients.title'));
  // Links inside the site stay in English, as client-side navigations.
  await page
    .locator('header nav')
    .getByRole('link', { name: text('en', 'common', 'nav.contact') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${addressOf('contact', 'en')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'contact', 'hero.title'),
  );
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${addressOf('clients', 'en')}$`));
});

test('a wrong-case path is replaced by its address in the client router too, never rendered under it', async ({
  page,
}) => {
  // The server redirects a typed /Contacto (tests/addresses.spec.ts); a navigation inside the
  // page takes the same rule.
  await page.goto(addressOf('home', 'es'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/Contacto');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('es', 'contact', 'hero.title'),
  );
  // Another language's page is that language's document, loaded as such.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pt/sobre');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('pt', 'about', 'hero.title'),
  );
});

test.describe('the first-visit notice', () => {
  test.use({ languageOfferAnswered: false });

  const notice = (page: Page, language: Language) =>
    page.getByRole('complementary', { name: text(language, 'language-notice', 'label') });

  for (const [locale, offered] of [
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
  ] as const) {
    test.describe(`a browser preferring ${locale}`, () => {
      test.use({ locale });

      test(`on a Spanish page is offered it in ${offered}, in ${offered}; the HTML stays the same`, async ({
        page,
        request,
      }) => {
        await page.goto(addressOf('about', 'es'));
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(page.locator('html')).toHaveAttribute('data-language-offer', offered);
        const region = notice(page, offered);
        await expect(region).toBeVisible();
        await expect(region).toHaveAttribute('lang', offered);
        await expect(region.getByRole('status')).toHaveText(
          text(offered, 'language-notice', 'page'),
        );
        const link = region.getByRole('link', { name: text(offered, 'language-notice', 'link') });
        await expect(link).toHaveAttribute('href', addressOf('about', offered));
        await expect(link).toHaveAttribute('hreflang', offered);
        // The notice is the browser's: the server sent what it sends everyone.
        const html = await (
          await request.get(addressOf('about', 'es'), {
            headers: { 'accept-language': locale, 'accept-encoding': 'identity' },
          })
        ).text();
        const plain = await (
          await request.get(addressOf('about', 'es'), {
            headers: { 'accept-encoding': 'identity' },
          })
        ).text();
        expect(html).toBe(plain);
        expect(html).not.toContain(text(offered, 'language-notice', 'page'));
        // It passes the same accessibility checks as the page.
        const scan = await new AxeBuilder({ page }).include('.language-notice').analyze();
        expect(scan.violations).toEqual([]);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${addressOf('about', offered)}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', offered);
        // Followed once, it is not offered again (on this page in any language).
        await page.goto(addressOf('about', 'es'));
        await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
        await expect(notice(page, offered)).toHaveCount(0);
      });
    });
  }

  test.describe('a browser preferring English', () => {
    test.use({ locale: 'en-GB' });

    test('is not offered English on an English page, nor anything once it closed the notice', async ({
      page,
    }) => {
      await page.goto(addressOf('projects', 'en'));
      await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
      await expect(page.locator('.language-notice')).toHaveCount(0);
      await page.goto(addressOf('projects', 'es'));
      const region = notice(page, 'en');
      await region.getByRole('button', { name: text('en', 'language-notice', 'close') }).click();
      await expect(region).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), languageOfferKey)).toBe(
        'answered',
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
      await expect(page.locator('.language-notice')).toHaveCount(0);
    });

    test('closes with the keyboard: Tab reaches it first, Escape closes it, focus goes on', async ({
      page,
    }) => {
      await page.goto(addressOf('home', 'es'));
      const region = notice(page, 'en');
      await expect(region).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(
        region.getByRole('link', { name: text('en', 'language-notice', 'link') }),
      ).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(
        region.getByRole('button', { name: text('en', 'language-notice', 'close') }),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(region).toHaveCount(0);
      // Focus does not vanish with the notice: the next stop is the skip link.
      await expect(page.locator('.skip-link')).toBeFocused();
    });

    test('names the site, not the page, on a 404', async ({ page }) => {
      await page.goto('/no-existe');
      await expect(notice(page, 'en').getByRole('status')).toHaveText(
        text('en', 'language-notice', 'site'),
      );
      await expect(notice(page, 'en').getByRole('link')).toHaveAttribute(
        'href',
        addressOf('home', 'en'),
      );
    });
  });

  for (const [locale, offered] of [
    ['en-US', 'en'],
    ['pt-BR', 'pt'],
  ] as const) {
    test.describe(`a browser preferring ${locale}`, () => {
      test.use({ locale });

      // Each page is loaded once, at a phone's width, then widened to the desktop's: the
      // notice is placed by the stylesheet, which follows the width as it changes.
      test('never covers the slideshow’s controls nor the projects’ filters, at 390 and 1440 px', async ({
        page,
      }) => {
        const controls = [
          { page: 'home', selector: '.hero__controls button' },
          { page: 'projects', selector: '.category-filter' },
        ] as const;
        for (const { page: id, selector } of controls) {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(addressOf(id, 'es'));
          for (const viewport of [
            { width: 390, height: 844 },
            { width: 1440, height: 900 },
          ]) {
            await page.setViewportSize(viewport);
            const where = `${id} (${selector}) at ${viewport.width} px`;
            const region = notice(page, offered);
            await expect(region).toBeVisible();
            // Settled where it stays (it slides in when motion is welcome).
            await expect
              .poll(() => region.evaluate((element) => element.getAnimations().length))
              .toBe(0);
            const covered = await page.evaluate((query) => {
              const box = document.querySelector('.language-notice')?.getBoundingClientRect();
              const items = [...document.querySelectorAll(query)];
              if (!box || items.length === 0) return [`no notice or no ${query}`];
              return items
                .map((item) => ({ item, rect: item.getBoundingClientRect() }))
                .filter(
                  ({ rect }) =>
                    rect.left < box.right &&
                    rect.right > box.left &&
                    rect.top < box.bottom &&
                    rect.bottom > box.top,
                )
                .map(({ item }) => item.outerHTML.slice(0, 80));
            }, selector);
            expect(covered, where).toEqual([]);
            // Each one is the element a click at its centre reaches (the pause button too).
            for (const item of await page.locator(selector).all()) {
              if (!(await item.isVisible())) continue;
              const reached = await item.evaluate((element) => {
                const rect = element.getBoundingClientRect();
                if (rect.bottom > window.innerHeight) return true;
                const hit = document.elementFromPoint(
                  rect.left + rect.width / 2,
                  rect.top + rect.height / 2,
                );
                return hit !== null && element.contains(hit);
              });
              expect(
                reached,
                `${where}: ${await item.evaluate((element) => element.outerHTML.slice(0, 80))}`,
              ).toBe(true);
            }
          }
        }
      });
    });
  }

  test.describe('a browser preferring English, on a phone', () => {
    test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

    test('takes no focus while the menu is open, even when it arrives after the menu opened', async ({
      page,
    }) => {
      // The notice's script is held until the menu is open: it arrives behind the modal menu.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/language-notice-*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(addressOf('home', 'es'));
      await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'en');
      const toggle = page.locator('.menu-toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      release();
      const region = notice(page, 'en');
      await expect(region).toBeVisible();
      expect(await region.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
      // Round the menu twice: the focus stays in it, never on the notice.
      const links = await page.locator('#site-nav a').count();
      for (let step = 0; step < 2 * (links + 2); step += 1) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('.language-notice') ?? null),
        ).toBeNull();
      }
      // Closed, the menu gives the page back, notice included.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await region.evaluate((element) => element.closest('[inert]') !== null)).toBe(false);
    });
  });

  test.describe('a browser preferring none of the site’s languages', () => {
    test.use({ locale: 'de-DE' });

    test('is offered nothing', async ({ page }) => {
      for (const language of languages) {
        await page.goto(addressOf('home', language));
        await expect(page.locator('html')).toHaveAttribute('data-language-offer', 'none');
        await expect(page.locator('.language-notice')).toHaveCount(0);
      }
    });
  });
});
