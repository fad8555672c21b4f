import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import {
  fallbackLanguage,
  languages,
  navigationPages,
  notFoundPageId,
  projectPageKey,
} from '@verdalia/shared';
import { watchConsole } from '../../support/console';
import { stubHcaptcha } from '../../support/hcaptcha';
import { text } from '../../support/locales';
import { flipCardPages, qualityRoutes, renderEverySection, routePath, settle } from './routes';

// One visit per page and language collects what differs by language (lang, title,
// description, the current navigation entry, the footer's texts) and runs axe on the page as
// it stands, since texts change names, lengths and so layout. The interactive states (a
// flipped card, the open mobile menu, a form showing its errors) have
// the same markup in every language: axe checks them once, in the default language, on the
// same visit, each on the part of the page it changes (the menu on the whole page, at a
// phone's width).

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now (or on one part of it) and lists the violations readably. */
async function violations(
  page: Page,
  include?: string,
  disabledRules: string[] = [],
): Promise<string[]> {
  await settle(page);
  const builder = new AxeBuilder({ page }).withTags(tags).disableRules(disabledRules);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** The page's states besides the one it loads in, each checked where it changes the page. */
async function checkStates(page: Page, routeId: string): Promise<void> {
  const flipToggles = page.locator('main .flip-card__toggle');
  if (flipCardPages.has(routeId)) {
    const toggle = flipToggles.first();
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.evaluate((element) => element.closest('.flip-card')?.setAttribute('data-axe', ''));
    expect(await violations(page, '[data-axe]'), 'a flipped card').toEqual([]);
  } else {
    await expect(flipToggles).toHaveCount(0);
  }

  if (routeId === 'contact') {
    const form = page.locator('main form');
    // Sending the empty form must flag the required email field (client-side validation).
    // The button is disabled until the form's first render after hydration, which may come
    // a moment after the page's hydration mark on a busy machine.
    const submit = form.locator('[type="submit"]');
    await expect(submit).not.toHaveAttribute('disabled');
    await submit.click({ force: true });
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page, 'main form'), 'the form showing errors').toEqual([]);
  }

  if (routeId === 'about') {
    // The whole page at a phone's width, with its menu open.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.menu-toggle').click();
    await expect(page.locator('#site-nav')).toBeVisible();
    // The open menu is modal: the page behind it is inert, hidden from assistive technology as
    // a modal dialog's is, so the rules about the page's own main landmark and h1 (checked on
    // the page above) have nothing to look at in this state.
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    expect(
      await violations(page, undefined, ['landmark-one-main', 'page-has-heading-one']),
      'the mobile menu open at 390 px',
    ).toEqual([]);
    await expect(page.locator('#site-nav')).toBeVisible();
  }
}

for (const language of languages) {
  for (const route of qualityRoutes) {
    const states = language === fallbackLanguage ? ', and in its other states' : '';
    test(`${routePath(route.id, language)}: lang, title, description, navigation, footer, no console problems, no axe violations${states}`, async ({
      page,
    }) => {
      // axe walks every node: a long page with inline SVG art takes seconds on a busy 2-core box.
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      // hCaptcha's script is outside our reach here: the stub stands in for it at the network
      // boundary, so the form is checked as visitors get it, not in its captcha fallback
      // (which, opening once the real script fails, disabled the button mid-test).
      if (route.id === 'contact') await stubHcaptcha(page);
      const response = await page.goto(routePath(route.id, language));
      expect(response?.status()).toBe(route.id === notFoundPageId ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // A project's page has its project's title and description (projects.spec.ts checks them).
      const meta = route.id === notFoundPageId || route.id === projectPageKey ? null : route.id;
      if (meta) {
        await expect(page).toHaveTitle(text(language, 'common', `meta.${meta}.title`));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          text(language, 'common', `meta.${meta}.description`),
        );
        if (navigationPages.some((entry) => entry.id === meta))
          await expect(page.locator('header nav a[aria-current="page"]')).toHaveText(
            text(language, 'common', `nav.${meta}`),
          );
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('footer')).toContainText(
        text(language, 'common', 'footer.followLabel'),
      );

      // Up to here, as a visitor lands.
      // The 404 page's own answer is the one failed load it may report.
      const notFoundAnswer = /status of 404/;
      expect(
        problems.filter((line) => route.id !== notFoundPageId || !notFoundAnswer.test(line)),
      ).toEqual([]);

      // Scrolled through once, as a reader would: what appears in view is checked too.
      await renderEverySection(page);
      expect(await violations(page)).toEqual([]);
      if (language === fallbackLanguage) await checkStates(page, route.id);
    });
  }
}
