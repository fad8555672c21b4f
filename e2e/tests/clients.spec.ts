import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { contentList } from '../support/content';
import { expect, test } from '../support/test';
import { languages, type Language } from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { text } from '../support/locales';
import { addressOf } from '../support/pages';

interface ClientsTexts {
  map: { countries: Record<string, string> };
}

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const clientsTexts = (language: Language): ClientsTexts =>
  JSON.parse(
    readFileSync(path.join(contentDir, 'pages', language, 'clients.json'), 'utf8'),
  ) as ClientsTexts;
const clientList = (language: Language): { name: string }[] => contentList('clients', language);

const groups = ['multilateral', 'cooperation', 'impactFunds', 'ngos', 'companies'];
const rawKey = /\b(hero|intro|groups|map|gallery)\.[a-zA-Z]/;

// One visit per language reads the whole page: the groups, the logos (before anything
// scrolls, since the last one must not have loaded yet) and then the map.
for (const language of languages) {
  test(`clients page in ${language}: hero, five groups, about 60 lazy logos named in their alt text and no links, the map highlighting and describing the network, no raw keys, no console problems${language === 'es' ? ', every client mark legible at 1440 px' : ''}`, async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const requested = new Set<string>();
    page.on('request', (req) => requested.add(new URL(req.url()).pathname));
    await page.goto(addressOf('clients', language));

    await test.step('hero and five groups', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'clients', 'hero.title'),
      );
      await expect(page.locator('.page-hero__lead')).toHaveText(
        text(language, 'clients', 'hero.subtitle'),
      );
      await expect(
        page.getByRole('heading', { level: 2, name: text(language, 'clients', 'intro.title') }),
      ).toBeVisible();
      const cards = page.locator('.client-group');
      await expect(cards).toHaveCount(5);
      for (const [index, group] of groups.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(
          text(language, 'clients', `groups.${group}.title`),
        );
        await expect(cards.nth(index)).toContainText(
          text(language, 'clients', `groups.${group}.text`),
        );
      }
      expect(await page.locator('main').innerText()).not.toMatch(rawKey);
    });

    await test.step('about 60 lazy logos named in their alt text, no links', async () => {
      const clients = clientList(language).map((client) => client.name);
      const gallery = page.getByRole('list', { name: text(language, 'clients', 'gallery.label') });
      const logos = gallery.getByRole('img');
      await expect(logos).toHaveCount(60);
      expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
        clients,
      );
      for (const attribute of ['loading', 'width', 'height', 'decoding']) {
        const values = await logos.evaluateAll(
          (imgs, name) => [...new Set(imgs.map((img) => img.getAttribute(name)))],
          attribute,
        );
        expect(values, attribute).toEqual([
          { loading: 'lazy', width: '240', height: '120', decoding: 'async' }[attribute],
        ]);
      }
      await expect(gallery.locator('a')).toHaveCount(0);
      await expect(gallery.locator('figcaption, p, span')).toHaveCount(0);

      // Lazy: the last logo is fetched only once it comes near the viewport.
      const last = logos.last();
      const lastSrc = (await last.getAttribute('src')) ?? '';
      expect(requested.has(lastSrc)).toBe(false);
      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(requested.has(lastSrc)).toBe(true);
    });

    await test.step('the map highlights the network and describes it', async () => {
      const { countries } = clientsTexts(language).map;
      const map = page.getByRole('img', { name: text(language, 'clients', 'map.alt') });
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('width', '560');
      await expect(map).toHaveAttribute('height', '760');
      await expect
        .poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      // The accessible description is the visible list of the 25 countries.
      const describedBy = await map.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      const list = page.locator(`[id="${describedBy}"] li`);
      await expect(list).toHaveCount(25);
      expect((await list.allInnerTexts()).sort()).toEqual(Object.values(countries).sort());
      const description = await map.evaluate((img) => {
        const id = img.getAttribute('aria-describedby') ?? '';
        return document.getElementById(id)?.textContent ?? '';
      });
      for (const name of Object.values(countries)) expect(description).toContain(name);

      // The drawing highlights exactly those countries (ISO numeric ids from world-atlas).
      const svg = await (await request.get((await map.getAttribute('src')) ?? '')).text();
      const highlighted = [...svg.matchAll(/data-id="(\d{3})"/g)].map((match) => match[1]).sort();
      expect(highlighted).toEqual(Object.keys(countries).sort());
      expect(svg.length).toBeLessThan(60 * 1024);
    });

    // At the suite's desktop width (the phone's: below).
    if (language === 'es')
      await test.step('every client mark is legible', () => expectLegibleMarks(page));
    expect(problems).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the groups, the map and the logos fit the screen without sideways scrolling', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(addressOf('clients', 'pt'));
    await expect(page.locator('.client-group')).toHaveCount(5);
    await page.locator('.network-map__image').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});

/**
 * Every text of every client mark as the visitor sees it: each mark drawn inline at the size
 * its <img> has on the page, so each text's rendered size, its box and its colour can be read.
 */
async function logoTexts(page: Page) {
  const gallery = page.locator('.client-gallery__grid');
  await gallery.scrollIntoViewIfNeeded();
  return gallery.evaluate(async (grid) => {
    const luminance = (color: string) => {
      const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const [r = 0, g = 0, b = 0] = channels.map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
    };
    const results: {
      client: string;
      text: string;
      px: number;
      contrast: number;
      inside: boolean;
    }[] = [];
    const stage = document.createElement('div');
    stage.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden';
    document.body.append(stage);
    for (const img of grid.querySelectorAll('img')) {
      const shown = img.getBoundingClientRect().width;
      const background = getComputedStyle(img.closest('li') ?? img).backgroundColor;
      const source = await (await fetch(img.src)).text();
      const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
      const inline = document.importNode(svg, true);
      if (!(inline instanceof SVGSVGElement)) throw new Error(`${img.src} is no SVG`);
      inline.setAttribute('width', String(shown));
      inline.removeAttribute('height');
      stage.replaceChildren(inline);
      const frame = inline.getBoundingClientRect();
      for (const text of inline.querySelectorAll('text')) {
        const box = text.getBoundingClientRect();
        const scale = text.getScreenCTM()?.a ?? 0;
        results.push({
          client: img.alt,
          text: text.textContent,
          px: Number(text.getAttribute('font-size')) * scale,
          contrast: contrast(text.getAttribute('fill') ?? '', background),
          inside:
            box.left >= frame.left - 0.5 &&
            box.right <= frame.right + 0.5 &&
            box.top >= frame.top - 0.5 &&
            box.bottom <= frame.bottom + 0.5,
        });
      }
    }
    stage.remove();
    return results;
  });
}

/** Every client mark is legible: no text under 12 px, AA contrast, nothing cut off. */
async function expectLegibleMarks(page: Page) {
  const texts = await logoTexts(page);
  // Every mark has text, and each one names its client in its alt text.
  expect(new Set(texts.map((entry) => entry.client)).size).toBe(clientList('es').length);
  const small = texts.filter((entry) => entry.px < 12);
  expect(
    small.map((entry) => `${entry.client}: "${entry.text}" ${entry.px.toFixed(1)} px`),
  ).toEqual([]);
  const faint = texts.filter((entry) => entry.contrast < 4.5);
  expect(faint.map((entry) => `${entry.client}: "${entry.text}"`)).toEqual([]);
  const cut = texts.filter((entry) => !entry.inside);
  expect(cut.map((entry) => `${entry.client}: "${entry.text}"`)).toEqual([]);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('every client mark is legible: no text under 12 px, AA contrast, nothing cut off', async ({
    page,
  }) => {
    await page.goto(addressOf('clients', 'es'));
    await expectLegibleMarks(page);
  });
});
