import { expect, test } from '@playwright/test';
import {
  contactEndpointPath,
  languageNames,
  languages,
  navigationPages,
  pagePath,
  projectPagePath,
  projectSlug,
  type Language,
  type Project,
} from '@verdalia/shared';
import { siteConfig } from '../support/content';
import { contentList } from '../support/content';
import { text } from '../support/locales';

// Playwright's own test: the shared one waits for hydration, which never comes here.
test.use({ javaScriptEnabled: false });

const readList = (language: Language): Project[] => contentList('projects', language);

/** Text as React writes it into HTML. */
const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

for (const language of languages) {
  test(`the HTML of the projects page in ${language} carries every project`, async ({
    request,
  }) => {
    const html = await (await request.get(pagePath('projects', language))).text();
    for (const project of readList(language)) {
      const address = projectPagePath(projectSlug(project), language);
      expect(html).toContain(`href="${address}"`);
      expect(html).toContain(`>${escapeHtml(project.title)}</a></h3>`);
      for (const id of project.categories) {
        const name = text(language, 'common', `categories.${id}`);
        expect(html).toContain(`>${escapeHtml(name)}</li>`);
      }
    }
  });
}

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the language links lead to the page in each language, all of them on screen', async ({
    page,
  }) => {
    await page.goto('/nosotros');
    const english = page.getByRole('link', { name: `EN ${languageNames.en}`, exact: true });
    await expect(english).toBeVisible();
    await expect(english).toBeInViewport();
    await expect(english).toHaveAttribute('href', '/en/about');
    await english.click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'about', 'hero.title'),
    );
    // Nothing was saved: a Spanish address is still Spanish.
    await page.goto('/clientes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the header menu leads to the footer, whose links reach every page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.menu-toggle')).toBeHidden();
    const menu = page.getByRole('link', { name: text('es', 'common', 'nav.footerMenu') });
    await expect(menu).toBeVisible();
    await menu.click();
    const footerNav = page.getByRole('navigation', {
      name: text('es', 'common', 'footer.exploreHeading'),
    });
    await expect(footerNav).toBeInViewport();
    for (const entry of navigationPages) {
      await expect(
        footerNav.getByRole('link', { name: text('es', 'common', `nav.${entry.id}`) }),
      ).toHaveAttribute('href', pagePath(entry.id, 'es'));
    }
    await footerNav.getByRole('link', { name: text('es', 'common', 'nav.projects') }).click();
    await expect(page).toHaveURL(/\/proyectos$/);
    await page.getByRole('link', { name: text('es', 'common', 'footer.privacy') }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'privacy', 'hero.title'),
    );
  });
});

for (const [pagePathId, count] of [
  ['home', 7],
  ['about', 14],
  ['semilla', 3],
] as const) {
  test(`without JavaScript every flip card on ${pagePathId} shows its back text`, async ({
    page,
  }) => {
    await page.goto(pagePath(pagePathId, 'es'));
    const backs = page.locator('.flip-card__back');
    await expect(backs).toHaveCount(count);
    await expect(page.locator('.flip-card__toggle').first()).toBeHidden();
    for (const back of await backs.all()) {
      await back.scrollIntoViewIfNeeded();
      await expect(back).toBeVisible();
      await expect(back).not.toHaveAttribute('aria-hidden', /.*/);
      await expect(back).toHaveText(/\S.{20,}/);
    }
  });
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('without JavaScript the flip cards still show their backs', async ({ page }) => {
    await page.goto(pagePath('semilla', 'es'));
    await expect(page.locator('.flip-card__back')).toHaveCount(3);
    for (const back of await page.locator('.flip-card__back').all()) {
      await back.scrollIntoViewIfNeeded();
      await expect(back).toBeVisible();
      await expect(back).toHaveCSS('opacity', '1');
    }
  });
});

test('without JavaScript the language links are reachable by keyboard', async ({ page }) => {
  await page.goto('/contacto');
  const links = page.locator('.lang__option');
  await expect(links).toHaveCount(languages.length);
  // Skip link, logo, the six navigation links, then the languages.
  await page.keyboard.press('Tab');
  for (let press = 0; press < 8; press += 1) await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/contact$/);
});

for (const language of languages) {
  test(`without JavaScript /contacto in ${language} says at once how to reach the company`, async ({
    page,
  }) => {
    await page.goto(pagePath('contact', language));
    // The form cannot be sent without its script: it is not offered, and nothing can be typed.
    await expect(page.locator('form.contact-form')).toBeHidden();
    const notice = page.locator('.contact-noscript');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(text(language, 'contact', 'form.noScript.title'));
    await expect(notice).toContainText(text(language, 'contact', 'form.noScript.text'));
    await expect(notice.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(notice.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
  });
}

test('without JavaScript nothing typed into the form can reach a URL', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  await page.goto(pagePath('contact', 'es'));
  const form = page.locator('form.contact-form');
  // It posts (a query string would carry the fields) and its submit button stays disabled
  // until the script takes over, which blocks a submission by Enter in a field.
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', contactEndpointPath);
  await expect(form.locator('button[type="submit"]')).toBeDisabled();
  // A browser that cannot hide the form shows it: typing and pressing Enter must go nowhere.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '.contact-form { display: grid !important; }';
    document.head.append(style);
  });
  await page.locator('#contact-name').fill('Ana');
  await page.locator('#contact-email').fill('ana@example.org');
  await page.locator('#contact-email').press('Enter');
  await page.locator('#contact-message').fill('Confidential');
  await page.locator('#contact-name').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${pagePath('contact', 'es')}$`));
  expect(requests.filter((entry) => /Ana|Confidential|send-email/.test(entry))).toEqual([]);
});

test('without JavaScript no control that needs it is shown', async ({ page }) => {
  await page.goto(pagePath('home', 'es'));
  // The carousel's arrows, dots and pause; the first slide simply stays.
  await expect(page.locator('.hero__controls')).toBeHidden();
  await expect(page.locator('.hero__slide').first()).toBeVisible();
  // The flip cues: the cards cannot turn, their backs stand below their fronts.
  await expect(page.locator('.services__hint').first()).toBeAttached();
  for (const hint of await page.locator('.services__hint').all()) await expect(hint).toBeHidden();
  await page.goto(pagePath('about', 'es'));
  // One cue per card, every one hidden.
  const cards = await page.locator('.team-card').count();
  expect(cards).toBeGreaterThan(0);
  await expect(page.locator('.team-card__hint')).toHaveCount(cards);
  for (const hint of await page.locator('.team-card__hint').all()) await expect(hint).toBeHidden();
});
