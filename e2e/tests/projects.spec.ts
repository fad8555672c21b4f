import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { contentList } from '../support/content';
import { expect, test } from '../support/test';
import {
  categories,
  categoryByName,
  categoryPagePath,
  languages,
  projectPagePath,
  projectSlug,
  type Category,
  type Language,
  type Project,
} from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { text } from '../support/locales';
import { expectBackToTopAfter50ms, followFooterLink, pauseClock } from '../support/navigation';
import { waitForHydration } from '../support/hydration';
import { builtHtml, builtPage } from '../support/dist';
import { parseHtml } from '../support/html';
import { addressOf, publicUrl, readHtml } from '../support/pages';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const readList = (language: Language): Project[] => contentList('projects', language);
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

/** A category's one name in a language, as staff edit it. */
const nameOf = (category: Category, language: Language) =>
  text(language, 'common', `categories.${category.id}`);

const carries = (project: Project, category: Category) =>
  project.categories.some((name) => categoryByName(name) === category);

const filters = (page: Page) => page.locator('.category-filters a');
const cards = (page: Page) => page.locator('.projects__grid > li');
const current = (page: Page) => filters(page).and(page.locator('[aria-current="page"]'));
const filterLink = (page: Page, name: string) =>
  page.locator('.category-filters').getByRole('link', { name, exact: true });

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

/** A built page's list: the titles of its cards, the filters' names and links, the status. */
function builtList(address: string) {
  const main = parseHtml(builtHtml(address)).one('main');
  const filterLinks = main.all('.category-filters a');
  return {
    titles: main.all('.projects__grid .project-card__title').map((title) => title.text),
    filters: filterLinks.map((link) => `${link.text} ${link.attr('href') ?? ''}`),
    colours: filterLinks.map((link) => link.attr('data-color')),
    current: filterLinks
      .filter((link) => link.attr('aria-current') === 'page')
      .map((link) => link.text),
    status: main.one('.projects__status').text,
  };
}

for (const language of languages) {
  test(`projects in ${language}, as built: the list shows every project, each category’s page only its own, and the filters are links to those pages`, () => {
    const list = readList(language);
    const used = usedCategories(list);
    const filterEntries = [
      `${text(language, 'projects', 'list.all')} ${addressOf('projects', language)}`,
      ...used.map(
        (category) => `${nameOf(category, language)} ${categoryPagePath(category, language)}`,
      ),
    ];
    const all = builtList(addressOf('projects', language));
    expect(all.titles).toEqual(list.map((project) => project.title));
    expect(all.filters).toEqual(filterEntries);
    expect(all.colours).toEqual(['neutral', ...used.map((category) => category.color)]);
    expect(all.current).toEqual([text(language, 'projects', 'list.all')]);
    expect(all.status).toBe(countText(language, list.length));

    for (const category of categories) {
      const matching = list.filter((project) => carries(project, category));
      const address = categoryPagePath(category, language);
      const shown = builtList(address);
      expect(shown.titles, address).toEqual(matching.map((project) => project.title));
      expect(shown.filters, address).toEqual(filterEntries);
      expect(shown.current, address).toEqual(
        used.includes(category) ? [nameOf(category, language)] : [],
      );
      expect(shown.status, address).toBe(
        countText(language, matching.length, nameOf(category, language)),
      );
      // Its own page for crawlers: its canonical, the same category in every language.
      const head = builtPage(address);
      expect(head.canonical).toEqual([publicUrl(address)]);
      expect(head.alternates).toEqual(
        [
          ...languages.map((other) => `${other} ${publicUrl(categoryPagePath(category, other))}`),
          `x-default ${publicUrl(categoryPagePath(category, 'es'))}`,
        ].sort(),
      );
      // The language menu leads to the same category in each language.
      expect(
        head.links.filter((link) => link.hreflang).map((link) => `${link.hreflang} ${link.href}`),
      ).toEqual(languages.map((other) => `${other} ${categoryPagePath(category, other)}`));
    }
  });
}

test('each category has one name: the home’s service cards, the projects’ filters and the cards’ tags say the same, in every language', () => {
  for (const language of languages) {
    const home = parseHtml(builtHtml(addressOf('home', language)));
    const services = home.all('.services .services__title').map((title) => title.text);
    const projects = parseHtml(builtHtml(addressOf('projects', language))).one('main');
    const filters = projects
      .all('.category-filters .category-filter')
      .filter((link) => link.attr('data-key') !== 'all')
      .map((link) => link.text);
    const tags = new Set(projects.all('.project-card__tag').map((tag) => tag.text));
    expect(services.toSorted(), language).toEqual(filters.toSorted());
    expect([...tags].sort(), language).toEqual(filters.toSorted());
    expect(filters, language).toEqual(categories.map((category) => nameOf(category, language)));
  }
});

test('projects in the browser: every card from the first paint with its facts, and each filter opens its category’s page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const language = 'en';
  const list = readList(language);
  await page.goto(addressOf('projects', language));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'projects', 'hero.title'),
  );
  await expectCards(page, list);
  await test.step('each card shows where, when, for whom and its headline result', () =>
    expectCardFacts(page, language));

  // Each category: its page, its projects only, announced, the filter marked as current.
  for (const category of usedCategories(list)) {
    const matching = list.filter((project) => carries(project, category));
    await filterLink(page, nameOf(category, language)).click();
    await expect(page).toHaveURL((url) => url.pathname === categoryPagePath(category, language));
    await expect(current(page)).toHaveText([nameOf(category, language)]);
    await expectCards(page, matching);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      countText(language, matching.length, nameOf(category, language)),
    );
  }

  // ALL: every project again, at the projects page's address.
  await filterLink(page, text(language, 'projects', 'list.all')).click();
  await expect(page).toHaveURL((url) => pathOf(url) === addressOf('projects', language));
  await expectCards(page, list);
  expect(await page.locator('main').innerText()).not.toMatch(rawKey);
  expect(problems).toEqual([]);
});

/** Each card shows where, when, for whom and its headline result, and its own picture. */
async function expectCardFacts(page: Page, language: Language) {
  const list = readList(language);
  const names = countryNames(language);
  for (const [index, project] of list.entries()) {
    const card = cards(page).nth(index);
    await expect(card.locator('.project-card__tag')).toHaveText(
      project.categories.map((id) => text(language, 'common', `categories.${id}`)),
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

test('the chosen category survives Back, Forward and reload; an old link with the category in its query opens its page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const list = readList('en');
  const [first, second] = usedCategories(list) as [Category, Category];
  const only = (category: Category) => list.filter((project) => carries(project, category));

  await page.goto(addressOf('projects', 'en'));
  await filterLink(page, nameOf(first, 'en')).click();
  await expect(page).toHaveURL((url) => pathOf(url) === categoryPagePath(first, 'en'));
  await filterLink(page, nameOf(second, 'en')).click();
  await expect(page).toHaveURL((url) => pathOf(url) === categoryPagePath(second, 'en'));
  await expectCards(page, only(second));

  await page.goBack();
  expect(pathAndQuery(page)).toBe(categoryPagePath(first, 'en'));
  await expect(current(page)).toHaveText([nameOf(first, 'en')]);
  await expectCards(page, only(first));

  await page.goBack();
  expect(pathAndQuery(page)).toBe(addressOf('projects', 'en'));
  await expect(current(page)).toHaveText([text('en', 'projects', 'list.all')]);
  await expectCards(page, list);

  await page.goForward();
  await page.goForward();
  expect(pathAndQuery(page)).toBe(categoryPagePath(second, 'en'));
  await expectCards(page, only(second));

  await page.reload();
  await expect(current(page)).toHaveText([nameOf(second, 'en')]);
  await expectCards(page, only(second));

  // The list's old links named the category in the query, in any language's words: the
  // server sends them to the category's page (addresses.spec.ts has the whole table).
  await page.goto(`${addressOf('projects', 'en')}?categoria=${first.id}&utm_source=x`);
  expect(pathAndQuery(page)).toBe(`${categoryPagePath(first, 'en')}?utm_source=x`);
  await expect(current(page)).toHaveText([nameOf(first, 'en')]);
  await expectCards(page, only(first));
  expect(problems).toEqual([]);
});

/** A project's page in a language: the address its card links to. */
const projectAddress = (project: Project, language: Language) =>
  projectPagePath(projectSlug(project), language);

test('a card’s title opens the project’s page in the same document; its language menu goes to the same project, and Back to the list', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [project] = readList('pt');
  if (!project) throw new Error('no project');
  const english = readList('en').find((entry) => entry.id === project.id);
  if (!english) throw new Error(`no project ${project.id} in English`);
  await page.goto(addressOf('projects', 'pt'));
  await waitForHydration(page);
  // A mark on this document: a client-side navigation keeps it, a load of another loses it.
  const html = page.locator('html');
  await html.evaluate((root) => root.setAttribute('data-test-document', 'list'));

  await page.locator('.project-card').first().getByRole('link', { name: project.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === projectAddress(project, 'pt'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  await expect(page).toHaveTitle(
    text('pt', 'common', 'meta.project.title').replace('{{title}}', project.title),
  );
  await expectFacts(page.locator('main'), project, 'pt');
  // The same document: a client-side navigation, not a load.
  await expect(html).toHaveAttribute('data-test-document', 'list');
  const breadcrumb = page.getByRole('navigation', {
    name: text('pt', 'projects', 'page.breadcrumb'),
  });
  await expect(breadcrumb.getByRole('link')).toHaveText([
    text('pt', 'common', 'nav.home'),
    text('pt', 'common', 'nav.projects'),
  ]);
  const menu = page.getByRole('navigation', { name: text('pt', 'common', 'language.label') });
  await expect(menu.locator('a[hreflang="en"]')).toHaveAttribute(
    'href',
    projectAddress(english, 'en'),
  );

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === addressOf('projects', 'pt'));
  await expectCards(page, readList('pt'));
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);

  // Another language is another document: the same project's page in English.
  await menu.locator('a[hreflang="en"]').click();
  await expect(page).toHaveURL((url) => url.pathname === projectAddress(english, 'en'));
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).not.toHaveAttribute('data-test-document');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
  expect(problems).toEqual([]);
});

test('a project’s category opens the list on that category; the list’s category survives a language switch', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [project] = readList('es');
  const name = project?.categories[0];
  const category = name === undefined ? undefined : categoryByName(name);
  if (!project || !category) throw new Error('no project with a known category');
  await page.goto(projectAddress(project, 'es'));
  await waitForHydration(page);
  await page
    .getByRole('link', {
      name: text('es', 'projects', 'page.categoryLink').replace(
        '{{category}}',
        nameOf(category, 'es'),
      ),
    })
    .click();
  await expect(page).toHaveURL((url) => pathOf(url) === categoryPagePath(category, 'es'));
  await expect(current(page)).toHaveText([nameOf(category, 'es')]);

  const menu = page.getByRole('navigation', { name: text('es', 'common', 'language.label') });
  for (const language of ['en', 'pt'] as const) {
    await expect(menu.locator(`a[hreflang="${language}"]`)).toHaveAttribute(
      'href',
      categoryPagePath(category, language),
    );
  }
  await menu.locator('a[hreflang="en"]').click();
  await expect(page).toHaveURL((url) => pathOf(url) === categoryPagePath(category, 'en'));
  await expect(current(page)).toHaveText([nameOf(category, 'en')]);
  expect(problems).toEqual([]);
});

test('a project’s page is described for crawlers and shares: canonical, hreflang, Open Graph card, JSON-LD', async ({
  request,
}) => {
  const [project] = readList('en');
  if (!project) throw new Error('no project');
  const html = await (await request.get(projectAddress(project, 'en'))).text();
  const page = readHtml(html);
  const pages = languages.map((language) => {
    const same = readList(language).find((entry) => entry.id === project.id);
    if (!same) throw new Error(`no project ${project.id} in ${language}`);
    return publicUrl(projectAddress(same, language));
  });
  expect(page.canonical).toEqual([pages[1]]);
  expect(page.alternates).toEqual(
    [
      ...languages.map((language, index) => `${language} ${pages[index]}`),
      `x-default ${pages[0]}`,
    ].sort(),
  );
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:url')).toBe(pages[1]);
  expect(meta('og:image')).toBe(
    publicUrl(`/images/projects/project-${String(project.id).padStart(2, '0')}.png`),
  );
  const image = await request.get(new URL(meta('og:image') ?? '').pathname);
  expect(image.headers()['content-type']).toBe('image/png');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  expect(blocks.map((block) => block['@type'])).toEqual([
    'Organization',
    'CreativeWork',
    'BreadcrumbList',
  ]);
  expect(blocks[1]).toMatchObject({ name: project.title, inLanguage: 'en', url: pages[1] });
});

/**
 * The project's page names, under their labels, every fact: client, funder, countries, years
 * and role; every result; what was done.
 */
async function expectFacts(main: Locator, project: Project, language: Language) {
  const names = countryNames(language);
  const row = (label: string) =>
    main
      .locator('.project-facts__row')
      .filter({ has: main.page().getByText(label, { exact: true }) });
  const label = (key: string) => text(language, 'projects', key);
  await expect(row(label('card.client'))).toContainText(project.client);
  if (project.funder) await expect(row(label('card.funder'))).toContainText(project.funder);
  const countries = row(
    label(project.countries.length === 1 ? 'card.countries_one' : 'card.countries_other'),
  );
  for (const code of project.countries) await expect(countries).toContainText(names[code] ?? code);
  await expect(row(label('page.years'))).toContainText(String(project.years.start));
  await expect(row(label('card.role'))).toContainText(project.role);
  for (const result of project.results) {
    await expect(main.locator('.project-page__results')).toContainText(result.figure);
    await expect(main.locator('.project-page__results')).toContainText(result.label);
  }
  await expect(main).toContainText(project.description);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category’s address shows only its projects, its filters lead to the others, and a card to its project’s page', async ({
    page,
  }) => {
    const language = 'pt';
    const list = readList(language);
    const [first, second] = usedCategories(list) as [Category, Category];
    const only = (category: Category) => list.filter((project) => carries(project, category));
    await page.goto(categoryPagePath(first, language));
    await expectCards(page, only(first));
    await expect(current(page)).toHaveText([nameOf(first, language)]);
    await filterLink(page, nameOf(second, language)).click();
    await expect(page).toHaveURL((url) => url.pathname === categoryPagePath(second, language));
    await expectCards(page, only(second));
    await filterLink(page, text(language, 'projects', 'list.all')).click();
    await expectCards(page, list);
    // Each card's title links to its project's page.
    const links = await cards(page)
      .locator('.project-card__title a')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(links).toEqual(list.map((project) => projectAddress(project, language)));
    const last = list.at(-1);
    if (!last) throw new Error('empty list');
    await cards(page).last().getByRole('link', { name: last.title }).click();
    await expect(page).toHaveURL((url) => url.pathname === projectAddress(last, language));
    await expectFacts(page.locator('main'), last, language);
  });
});

test.describe('the list fetched: reached from another page, and when it fails', () => {
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

  test('a first visit whose list does not load keeps the served page: every card, the filters as links', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.route(listRequest, (route) => route.abort());
    await page.goto(addressOf('projects', 'en'));
    await expect(page.locator('html')).toHaveAttribute('data-app', 'static');
    await expectCards(page, readList('en'));
    // The filters are links; the menu button only a script works is hidden, as without a
    // script: at a phone's width the menu is the link to the footer's.
    await expect(page.locator('.category-filters')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.menu-toggle')).toBeHidden();
    await expect(page.locator('.menu-fallback')).toBeVisible();
    expect(problems.filter((line) => line.startsWith(expectedError))).toHaveLength(1);
  });

  test('a project’s page whose project the fetched list no longer has (a deploy in between) stays as served', async ({
    page,
  }) => {
    const list = readList('en');
    const [first] = list;
    if (!first) throw new Error('empty list');
    // The list as a deploy after the page would serve it: the project renamed.
    await page.route(listRequest, async (route) => {
      const response = await route.fetch();
      const served = (await response.json()) as Project[];
      const renamed = served.map((project) =>
        project.id === first.id ? { ...project, slug: 'renamed' } : project,
      );
      await route.fulfill({ response, json: renamed });
    });
    await page.goto(projectAddress(first, 'en'));
    await expect(page.locator('html')).toHaveAttribute('data-app', 'static');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
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
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNothingOnTheArt(page);
    expect(problems).toEqual([]);
  });
});
