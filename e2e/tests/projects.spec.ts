import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  categories,
  categoryByName,
  categoryParams,
  categorySlug,
  languages,
  type Category,
  type Language,
  type Project,
} from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { text } from '../support/locales';
import { expectBackToTopAfter50ms, followFooterLink, pauseClock } from '../support/navigation';
import { addressOf } from '../support/pages';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const readList = (language: Language): Project[] =>
  JSON.parse(readFileSync(path.join(contentDir, `projects/${language}.json`), 'utf8')) as Project[];
const countryNames = (language: Language): Record<string, string> =>
  (
    JSON.parse(readFileSync(path.join(contentDir, `pages/${language}/projects.json`), 'utf8')) as {
      countries: Record<string, string>;
    }
  ).countries;

const listRequest = /\/list-(es|en|pt)\.json(\?|$)/;
const rawKey = /\b(hero|list|card)\.[a-zA-Z]/;
const expectedError = 'Error al cargar proyectos';

/** The translated count message, as i18next would build it (one/other plural forms). */
function countText(language: Language, count: number, category?: string): string {
  const key = category ? 'list.count' : 'list.countAll';
  return text(language, 'projects', `${key}_${count === 1 ? 'one' : 'other'}`)
    .replace('{{count}}', String(count))
    .replace('{{category}}', category ?? '');
}

/** The categories the filters offer: those the list uses, in taxonomy order. */
function usedCategories(list: Project[]): Category[] {
  const used = new Set(
    list.flatMap((project) => project.categories.map((name) => categoryByName(name)?.id)),
  );
  return categories.filter((category) => used.has(category.id));
}

const carries = (project: Project, category: Category) =>
  project.categories.some((name) => categoryByName(name) === category);

const filters = (page: Page) => page.locator('.category-filters button');
const cards = (page: Page) => page.locator('.projects__grid > li');
const pressed = (page: Page) => filters(page).and(page.locator('[aria-pressed="true"]'));
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: text('es', 'projects', 'list.filtersLabel') })
    .or(page.getByRole('group', { name: text('en', 'projects', 'list.filtersLabel') }))
    .or(page.getByRole('group', { name: text('pt', 'projects', 'list.filtersLabel') }))
    .getByRole('button', { name, exact: true });

/** The address that shows `category` in `language`, as the filters write it. */
const filteredAddress = (category: Category, language: Language) =>
  `${addressOf('projects', language)}?${categoryParams[language]}=${categorySlug(category, language)}`;

const pathOf = (address: string | URL) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};
const pathAndQuery = (page: Page) => pathOf(page.url());

/** The grid shows exactly `expected`, in the list's order. */
async function expectCards(page: Page, expected: Project[]) {
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(cards(page).locator('.project-card__title')).toHaveText(
    expected.map((project) => project.title),
  );
}

for (const language of languages) {
  test(`projects in ${language}: every project from the first paint, nothing fetched; each filter narrows the list and names itself in the address`, async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const list = readList(language);
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (listRequest.test(req.url())) fetched.push(req.url());
    });

    // The document itself carries every card: nothing has to load for them to show.
    const html = await (await request.get(addressOf('projects', language))).text();
    expect(html.match(/<article class="project-card"/g) ?? []).toHaveLength(list.length);
    expect(html).not.toContain('<noscript>');

    await page.goto(addressOf('projects', language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'projects', 'hero.title'),
    );
    await expectCards(page, list);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      countText(language, list.length),
    );
    await expect(pressed(page)).toHaveText([text(language, 'projects', 'list.all')]);

    // The filter row: ALL, then each category the list uses, coloured as the taxonomy says.
    const used = usedCategories(list);
    await expect(filters(page)).toHaveText([
      text(language, 'projects', 'list.all'),
      ...used.map((category) => category.names[language]),
    ]);
    await expect(filters(page).first()).toHaveAttribute('data-color', 'neutral');
    for (const [index, category] of used.entries()) {
      await expect(filters(page).nth(index + 1)).toHaveAttribute('data-color', category.color);
    }

    // Each category: its projects only, announced, and the address names it in this language.
    for (const category of used) {
      const matching = list.filter((project) => carries(project, category));
      await filterButton(page, category.names[language]).click();
      await expect(page).toHaveURL((url) => pathOf(url) === filteredAddress(category, language));
      await expect(pressed(page)).toHaveText([category.names[language]]);
      await expectCards(page, matching);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        countText(language, matching.length, category.names[language]),
      );
    }

    // ALL: every project again, at the unfiltered address.
    await filterButton(page, text(language, 'projects', 'list.all')).click();
    await expect(page).toHaveURL((url) => pathOf(url) === addressOf('projects', language));
    await expectCards(page, list);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      countText(language, list.length),
    );

    expect(fetched, 'the page read its list from its own document').toEqual([]);
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
    expect(problems).toEqual([]);
  });

  test(`projects in ${language}: each card shows where, when, for whom and its headline result`, async ({
    page,
  }) => {
    const list = readList(language);
    const names = countryNames(language);
    await page.goto(addressOf('projects', language));
    await expectCards(page, list);
    for (const [index, project] of list.entries()) {
      const card = cards(page).nth(index);
      await expect(card.locator('.project-card__tag')).toHaveText(
        project.categories.map((id) => categoryByName(id)?.names[language] ?? id),
      );
      const meta = card.locator('.project-card__meta');
      if (project.countries.length <= 3) {
        for (const code of project.countries) await expect(meta).toContainText(names[code] ?? code);
      } else {
        await expect(meta).toContainText(String(project.countries.length));
      }
      await expect(meta).toContainText(String(project.years.start));
      await expect(card.locator('.project-card__client')).toContainText(project.client);
      const [headline] = project.results;
      await expect(card.locator('.project-card__headline')).toContainText(headline?.figure ?? '');
      await expect(card.locator('.project-card__headline')).toContainText(headline?.label ?? '');
      // Its own picture, sized before it loads, lazily; no text on top of it.
      const art = card.locator('img.project-card__art');
      await expect(art).toHaveAttribute(
        'src',
        `/images/projects/project-${String(project.id).padStart(2, '0')}.svg`,
      );
      await expect(art).toHaveAttribute('loading', 'lazy');
      await expect(art).toHaveAttribute('width', '640');
      await expect(art).toHaveAttribute('height', '320');
    }
    await expectNothingOnTheArt(page);
  });
}

/** No tag, title or other text of a card overlaps its picture. */
async function expectNothingOnTheArt(page: Page) {
  const overlaps = await page.locator('.project-card').evaluateAll((articles) =>
    articles.flatMap((article) => {
      const art = article.querySelector('img')?.getBoundingClientRect();
      if (!art) return ['no picture'];
      return [...article.querySelectorAll('.project-card__body > *')]
        .map((part) => ({ part, box: part.getBoundingClientRect() }))
        .filter(({ box }) => box.height > 0 && box.top < art.bottom - 0.5)
        .map(({ part }) => `${article.querySelector('h3')?.textContent}: ${part.className}`);
    }),
  );
  expect(overlaps).toEqual([]);
}

test('the chosen category survives Back, Forward and reload, and a shared link opens on it', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  const list = readList('en');
  const [first, second] = usedCategories(list) as [Category, Category];
  const only = (category: Category) => list.filter((project) => carries(project, category));

  await page.goto(addressOf('projects', 'en'));
  await filterButton(page, first.names.en).click();
  await expect(page).toHaveURL((url) => pathOf(url) === filteredAddress(first, 'en'));
  await filterButton(page, second.names.en).click();
  await expect(page).toHaveURL((url) => pathOf(url) === filteredAddress(second, 'en'));
  await expectCards(page, only(second));

  await page.goBack();
  expect(pathAndQuery(page)).toBe(filteredAddress(first, 'en'));
  await expect(pressed(page)).toHaveText([first.names.en]);
  await expectCards(page, only(first));

  await page.goBack();
  expect(pathAndQuery(page)).toBe(addressOf('projects', 'en'));
  await expect(pressed(page)).toHaveText([text('en', 'projects', 'list.all')]);
  await expectCards(page, list);

  await page.goForward();
  await page.goForward();
  expect(pathAndQuery(page)).toBe(filteredAddress(second, 'en'));
  await expectCards(page, only(second));

  await page.reload();
  await expect(pressed(page)).toHaveText([second.names.en]);
  await expectCards(page, only(second));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    countText('en', only(second).length, second.names.en),
  );
  expect(problems).toEqual([]);

  // A link shared into a fresh browser opens filtered; one carrying another language's
  // parameter and slug opens on the same category; the canonical stays the whole list.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  const shared = watchConsole(fresh);
  for (const address of [
    filteredAddress(first, 'en'),
    `${addressOf('projects', 'en')}?categoria=${categorySlug(first, 'es')}`,
  ]) {
    await fresh.goto(address);
    await expect(fresh.locator('html[data-hydrated]')).toBeAttached();
    await expect(pressed(fresh)).toHaveText([first.names.en]);
    await expectCards(fresh, only(first));
    await expect(fresh.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/projects$/);
  }
  expect(shared).toEqual([]);
  await context.close();
});

test('a card’s facts open and close with a real button (click, Enter, Space), announced, and pass axe', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [project] = readList('pt');
  if (!project) throw new Error('no project');
  await page.goto(addressOf('projects', 'pt'));
  const card = page.locator('.project-card').first();
  const button = card.getByRole('button', {
    name: `${text('pt', 'projects', 'card.more')}: ${project.title}`,
  });
  const facts = card.locator('.project-card__facts');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(facts).toBeHidden();
  expect(await facts.getAttribute('id')).toBe(await button.getAttribute('aria-controls'));

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(facts).toBeVisible();
  await expectFacts(facts, project, 'pt');
  await card.evaluate((element) => element.setAttribute('data-axe', ''));
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .include('[data-axe]')
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(facts).toBeHidden();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(facts).toBeVisible();
  await expect(button).toBeFocused();
  expect(problems).toEqual([]);
});

/**
 * The expanded view names, under their labels, what the card's front does not: every country
 * when the front only counts them, the funder, the role, the further results, what was done.
 */
async function expectFacts(facts: Locator, project: Project, language: Language) {
  const names = countryNames(language);
  const label = (key: string) => text(language, 'projects', `card.${key}`);
  const row = (key: string) =>
    facts
      .locator('.project-facts__row')
      .filter({ has: facts.page().getByText(label(key), { exact: true }) });
  if (project.countries.length > 3) {
    for (const code of project.countries)
      await expect(row('countries_other')).toContainText(names[code] ?? code);
  }
  if (project.funder) await expect(row('funder')).toContainText(project.funder);
  await expect(row('role')).toContainText(project.role);
  const further = project.results.slice(1);
  const resultsLabel = further.length === 1 ? 'moreResults_one' : 'moreResults_other';
  for (const result of further) {
    await expect(row(resultsLabel)).toContainText(result.figure);
    await expect(row(resultsLabel)).toContainText(result.label);
  }
  await expect(row('description')).toContainText(project.description);
}

test.describe('motion', () => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test.describe(`with prefers-reduced-motion: ${reducedMotion}`, () => {
      test.use({ reducedMotion });

      test('the facts open at once, or with a short fade', async ({ page }) => {
        await page.goto(addressOf('projects', 'es'));
        const card = page.locator('.project-card').first();
        await card.locator('.project-card__more').click();
        const facts = card.locator('.project-card__facts');
        await expect(facts).toBeVisible();
        // Read from the style, not from a running animation (which may already have ended).
        const motion = await facts.evaluate((element) => getComputedStyle(element).animationName);
        if (reducedMotion === 'reduce') expect(motion).toBe('none');
        else expect(motion).not.toBe('none');
      });
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of languages) {
    test(`in ${language} every project stands open with all its facts, even at a filtered address`, async ({
      page,
    }) => {
      const list = readList(language);
      const [category] = usedCategories(list) as [Category];
      await page.goto(filteredAddress(category, language));
      await expectCards(page, list);
      // The filters and the buttons need the script: not offered.
      await expect(page.locator('.category-filters')).toBeHidden();
      for (const button of await page.locator('.project-card__more').all())
        await expect(button).toBeHidden();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        countText(language, list.length),
      );
      const last = list.at(-1);
      if (!last) throw new Error('empty list');
      const facts = page.locator('.project-card__facts').last();
      await facts.scrollIntoViewIfNeeded();
      await expect(facts).toBeVisible();
      await expectFacts(facts, last, language);
    });
  }
});

test.describe('reached from another page (no list in that document)', () => {
  test('the page appears whole once its list has arrived: one request, at one address', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const list = readList('es');
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (listRequest.test(req.url())) fetched.push(pathOf(req.url()));
    });
    await page.goto(addressOf('clients', 'es'));
    await followFooterLink(page, 'es', 'projects');
    await expectCards(page, list);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      countText('es', list.length),
    );
    await followFooterLink(page, 'es', 'clients');
    await followFooterLink(page, 'es', 'projects');
    await expectCards(page, list);
    // Once per document, at the language's one address (no per-load query).
    expect(fetched).toEqual(['/list-es.json']);
    expect(problems).toEqual([]);
  });

  for (const failure of ['network error', 'HTTP 500'] as const) {
    test(`a failed list request (${failure}) is logged and offers to reload the page`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.route(listRequest, (route) =>
        failure === 'network error' ? route.abort() : route.fulfill({ status: 500, body: 'boom' }),
      );
      await page.goto(addressOf('clients', 'pt'));
      await page
        .locator('footer')
        .getByRole('link', { name: text('pt', 'common', 'nav.projects') })
        .click();
      await expect(page.getByText(text('pt', 'projects', 'list.failed'))).toBeVisible();
      const retry = page.getByRole('link', { name: text('pt', 'projects', 'list.retry') });
      await expect(retry).toHaveAttribute('href', addressOf('projects', 'pt'));
      await expect
        .poll(() => problems.filter((line) => line.startsWith(expectedError)))
        .toHaveLength(1);
      expect(
        problems.filter(
          (line) => !line.startsWith(expectedError) && !line.startsWith('Failed to load resource'),
        ),
      ).toEqual([]);
      // The page's own document has the list: reloading it shows every project.
      await page.unroute(listRequest);
      await retry.click();
      await expectCards(page, readList('pt'));
    });
  }
});

test('50 ms after the page mounts it scrolls back to the top, not before', async ({ page }) => {
  await page.clock.install();
  // Visit the page once so the client-side visit below renders without waiting on the network.
  await page.goto('/proyectos');
  await followFooterLink(page, 'es', 'clients');

  await pauseClock(page);
  await followFooterLink(page, 'es', 'projects');
  await expect(cards(page).first()).toBeVisible();
  await expectBackToTopAfter50ms(page, 300);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters wrap and every card fits the screen without sideways scrolling', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(addressOf('projects', 'pt'));
    await expect(cards(page)).toHaveCount(readList('pt').length);
    await page.locator('.project-card__more').first().click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNothingOnTheArt(page);
    expect(problems).toEqual([]);
  });
});
