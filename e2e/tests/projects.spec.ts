import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  categories,
  categoryByName,
  languages,
  type Language,
  type Project,
} from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { text } from '../support/locales';
import { expectBackToTopAfter50ms, followFooterLink, pauseClock } from '../support/navigation';
import { addressOf } from '../support/pages';

const publicDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public',
);
const readList = (language: Language): Project[] =>
  JSON.parse(readFileSync(path.join(publicDir, `list-${language}.json`), 'utf8')) as Project[];

const listRequest = /\/list-(es|en|pt)\.json(\?|$)/;
const rawKey = /\b(hero|list)\.[a-zA-Z]/;
const expectedError = 'Error al cargar proyectos';

/** The translated count message, as i18next would build it (one/other plural forms). */
function countText(language: Language, count: number, category?: string): string {
  const key = category ? 'list.count' : 'list.countAll';
  return text(language, 'projects', `${key}_${count === 1 ? 'one' : 'other'}`)
    .replace('{{count}}', String(count))
    .replace('{{category}}', category ?? '');
}

/** The filter names the list should produce: the distinct categories, in taxonomy order. */
function expectedFilters(language: Language, list: Project[]): string[] {
  const used = new Set(
    list.flatMap((project) => project.categories.map((name) => categoryByName(name)?.id)),
  );
  return categories
    .filter((category) => used.has(category.id))
    .map((category) => category.names[language]);
}

const filters = (page: Page) => page.locator('.category-filters button');
const cards = (page: Page) => page.locator('.projects__grid > li');

for (const language of languages) {
  test(`projects in ${language}: loading, prompt, filters, filtering, ALL, cards`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const list = readList(language);
    const urls: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(listRequest, async (route) => {
      urls.push(route.request().url());
      await held;
      await route.continue();
    });

    await page.goto(addressOf('projects', language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'projects', 'hero.title'),
    );
    // While the request is held, the page says it is loading and offers no filter yet.
    await expect(page.getByRole('status')).toHaveText(text(language, 'projects', 'list.loading'));
    await expect(filters(page)).toHaveCount(0);
    await expect.poll(() => urls.length).toBe(1);
    // One address per language, the same on every load: caches keep it (no ?t= per load).
    expect(
      new URL(urls[0] ?? '', 'http://x').pathname + new URL(urls[0] ?? '', 'http://x').search,
    ).toBe(`/list-${language}.json`);
    release();

    // Loaded: the prompt, and the filter row (ALL plus the distinct categories).
    await expect(page.getByText(text(language, 'projects', 'list.prompt'))).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('');
    await expect(cards(page)).toHaveCount(0);
    const group = page.getByRole('group', {
      name: text(language, 'projects', 'list.filtersLabel'),
    });
    const names = expectedFilters(language, list);
    await expect(group.getByRole('button')).toHaveText([
      text(language, 'projects', 'list.all'),
      ...names,
    ]);
    await expect(filters(page).first()).toHaveAttribute('data-color', 'neutral');
    for (const [index, name] of names.entries()) {
      await expect(filters(page).nth(index + 1)).toHaveAttribute(
        'data-color',
        categoryByName(name)?.color ?? '',
      );
      await expect(filters(page).nth(index + 1)).toHaveClass(
        new RegExp(`category-filter--${categoryByName(name)?.color ?? ''}`),
      );
    }
    await expect(filters(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);

    // Each category shows exactly the projects that carry it, with its own image.
    for (const name of names) {
      const category = categoryByName(name);
      const matching = list.filter((project) => project.categories.includes(name));
      const button = group.getByRole('button', { name, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(filters(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
      await expect(page.getByRole('status')).toHaveText(countText(language, matching.length, name));
      await expect(cards(page)).toHaveCount(matching.length);
      await expect(cards(page).locator('.project-card__title')).toHaveText(
        matching.map((p) => p.title),
      );
      const images = await cards(page)
        .locator('img.project-card__image')
        .evaluateAll((imgs) => [...new Set(imgs.map((img) => img.getAttribute('src')))]);
      expect(images).toEqual([`/images/categories/${category?.image ?? ''}.svg`]);
    }

    // ALL shows everything, each card on its first category's image.
    const all = group.getByRole('button', {
      name: text(language, 'projects', 'list.all'),
      exact: true,
    });
    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(list.length);
    await expect(page.getByRole('status')).toHaveText(countText(language, list.length));
    const firstImage = categoryByName(list[0]?.categories[0] ?? '')?.image ?? '';
    await expect(cards(page).first().locator('img.project-card__image')).toHaveAttribute(
      'src',
      `/images/categories/${firstImage}.svg`,
    );
    // Front: title and category tags.
    const first = list[0] as Project;
    await expect(cards(page).first().locator('.project-card__tag')).toHaveText(first.categories);

    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
    expect(problems).toEqual([]);
  });
}

test('a project card flips by click, Enter and Space and shows its description', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [project] = readList('en');
  await page.goto(addressOf('projects', 'en'));
  await page.getByRole('button', { name: text('en', 'projects', 'list.all'), exact: true }).click();
  const card = cards(page).first().locator('.flip-card');
  const toggle = card.getByRole('button', { name: new RegExp(project?.title ?? 'missing') });
  const back = card.locator('.flip-card__back');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(back).toHaveAttribute('aria-hidden', 'true');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toHaveAttribute('data-flipped', 'true');
  await expect(back).toHaveAttribute('aria-hidden', 'false');
  await expect(back).toContainText(project?.description ?? 'missing');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

test('each language’s page reads its list at one address, revalidated from the cache on the next visit', async ({
  page,
}) => {
  const requests: { url: string; ifNoneMatch?: string }[] = [];
  page.on('request', async (request) => {
    if (!listRequest.test(request.url())) return;
    const headers = await request.allHeaders();
    requests.push({ url: request.url(), ifNoneMatch: headers['if-none-match'] });
  });
  for (const language of languages) {
    await page.goto(addressOf('projects', language));
    await expect(filters(page).first()).toBeVisible();
  }
  await page.goto(addressOf('projects', 'es'));
  await expect(filters(page).first()).toBeVisible();
  await expect.poll(() => requests.length).toBe(4);
  // One address per language, never a new one per load …
  expect(
    requests.map((request) => new URL(request.url).pathname + new URL(request.url).search),
  ).toEqual(['/list-es.json', '/list-en.json', '/list-pt.json', '/list-es.json']);
  // … so the second visit asks whether the copy it has is still current.
  expect(requests[0]?.ifNoneMatch).toBeUndefined();
  expect(requests[3]?.ifNoneMatch).toMatch(/"/);
});

for (const failure of ['network error', 'HTTP 500'] as const) {
  test(`a failed list request (${failure}) is logged, stops loading and shows the prompt`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.route(listRequest, (route) =>
      failure === 'network error' ? route.abort() : route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto(addressOf('projects', 'pt'));
    await expect(page.getByText(text('pt', 'projects', 'list.prompt'))).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('');
    await expect(cards(page)).toHaveCount(0);
    await expect
      .poll(() => problems.filter((line) => line.startsWith(expectedError)))
      .toHaveLength(1);
    // Besides our log line, only the browser's own report of the failed request.
    expect(
      problems.filter(
        (line) => !line.startsWith(expectedError) && !line.startsWith('Failed to load resource'),
      ),
    ).toEqual([]);
  });
}

test('50 ms after the page mounts it scrolls back to the top, not before', async ({ page }) => {
  await page.clock.install();
  // Visit the page once so the client-side visit below renders without waiting on the network.
  await page.goto('/proyectos');
  await followFooterLink(page, 'es', 'clients');

  await pauseClock(page);
  await followFooterLink(page, 'es', 'projects');
  await expect(page.getByText(text('es', 'projects', 'list.prompt'))).toBeVisible();
  await expectBackToTopAfter50ms(page, 300);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters wrap and cards fit the screen without sideways scrolling', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(addressOf('projects', 'pt'));
    await page
      .getByRole('button', { name: text('pt', 'projects', 'list.all'), exact: true })
      .click();
    await expect(cards(page)).toHaveCount(readList('pt').length);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
