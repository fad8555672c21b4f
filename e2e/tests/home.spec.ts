import type { Page } from '@playwright/test';
import { fallbackLanguage, languages } from '@verdalia/shared';
import { carousel, expectSlide, freezeClock, waitForAutoplay } from '../support/carousel';
import { watchConsole } from '../support/console';
import { keysOf, text } from '../support/locales';
import { expect, test } from '../support/test';
import { addressOf } from '../support/pages';
import {
  COUNTER_STEPS,
  counterValue,
  statistics,
} from '../../apps/web/src/features/stats/counter-steps';

// What the browser adds to the carousel: rendering, its timer, pausing on hover and focus,
// reduced motion, the controls and the keyboard (swipes: carousel-swipe.spec.ts). Which slide
// comes next, wrapping and which slide is leaving are the reducer's, tested on their own
// (apps/web/src/features/carousel/carousel-state.test.ts).

/** A figure as Spanish (and Portuguese) write it: "+130"; English writes "130+" (copy.spec.ts). */
const shown = (value: number, index: number) =>
  statistics[index]?.atLeast ? `+${value}` : `${value}`;
/** What every counter shows after `step` of its steps (the count itself: counter-steps.test.ts). */
const valuesAt = (step: number) =>
  statistics.map(({ target }, index) => shown(counterValue(target, step), index));

const activeSlide = (page: Page) => page.locator('.hero__slide.is-active');
const leavingSlide = (page: Page) => page.locator('.hero__slide.is-leaving');
const button = (page: Page, key: string, number?: number) =>
  carousel(page).getByRole('button', {
    name: text('es', 'home', key).replace('{{number}}', String(number)),
    exact: true,
  });

/** Loads the home page with a frozen clock and waits until the carousel runs. */
async function openWithClock(page: Page, path = '/') {
  await freezeClock(page);
  await page.goto(path);
  await waitForAutoplay(page);
}

/** Moves the pointer onto the header, away from the hero. */
const pointerAway = (page: Page) => page.mouse.move(5, 5);
/** Records which slide pictures the page requests; returns them as a sorted list, e.g. "1,2,5". */
function recordSlideRequests(page: Page): () => string {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const slide = /\/images\/home\/slide-(\d)\.svg$/.exec(request.url());
    if (slide?.[1]) requested.add(slide[1]);
  });
  return () => [...requested].sort().join(',');
}

test.describe('hero carousel', () => {
  test('labels every slide of the content and has accessible controls', async ({ page }) => {
    await page.goto('/');
    await expect(carousel(page)).toHaveAttribute(
      'aria-label',
      text('es', 'home', 'carousel.label'),
    );
    const count = keysOf('es', 'home', 'carousel.slides').length;
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(count);
    for (let index = 0; index < count; index += 1) {
      await expect(slides.nth(index)).toHaveAttribute('role', 'group');
      await expect(slides.nth(index)).toHaveAttribute(
        'aria-label',
        text('es', 'home', 'carousel.slideLabel')
          .replace('{{number}}', String(index + 1))
          .replace('{{total}}', String(count)),
      );
      await expect(slides.nth(index).locator('img')).toHaveAttribute(
        'alt',
        text('es', 'home', `carousel.slides.${index}.alt`),
      );
    }
    await expect(activeSlide(page)).toContainText(text('es', 'home', 'carousel.slides.0.quote'));
    await expect(button(page, 'carousel.previous')).toBeVisible();
    await expect(button(page, 'carousel.next')).toBeVisible();
    for (let number = 1; number <= 5; number += 1) {
      await expect(button(page, 'carousel.goTo', number)).toBeVisible();
    }
    // While it rotates, the slides are not a live region (it would talk over the visitor).
    await waitForAutoplay(page);
    await expect(page.locator('.hero__slides')).toHaveAttribute('aria-live', 'off');
  });

  test('advances after 8000 ms, marking the slide it leaves', async ({ page }) => {
    await openWithClock(page);
    await expectSlide(page, 0);
    await page.clock.runFor(7_900);
    await expectSlide(page, 0);
    await expect(leavingSlide(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expectSlide(page, 1);
    await expect(leavingSlide(page)).toHaveAttribute('data-index', '0');
    await expect(activeSlide(page)).toContainText(text('es', 'home', 'carousel.slides.1.quote'));
  });

  test('the arrows and the dots move it; the current dot and the shown slide are marked', async ({
    page,
  }) => {
    await openWithClock(page);
    await button(page, 'carousel.next').click();
    await expectSlide(page, 1);
    await button(page, 'carousel.previous').click();
    await expectSlide(page, 0);
    await button(page, 'carousel.goTo', 4).click();
    await expectSlide(page, 3);
    await expect(button(page, 'carousel.goTo', 4)).toHaveAttribute('aria-current', 'true');
    await expect(button(page, 'carousel.goTo', 1)).not.toHaveAttribute('aria-current', /.*/);
    // Only the shown slide is exposed to assistive technology.
    await expect(page.locator('.hero__slide[aria-hidden="false"]')).toHaveAttribute(
      'data-index',
      '3',
    );
  });

  test('the pause button stops the rotation and the play button resumes it', async ({ page }) => {
    await openWithClock(page);
    const pause = button(page, 'carousel.pause');
    await pause.click();
    await pointerAway(page);
    await expect(button(page, 'carousel.play')).toBeVisible({ timeout: 20_000 });
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await expect(page.locator('.hero__slides')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(24_000);
    await expectSlide(page, 0);

    await button(page, 'carousel.play').click();
    await pointerAway(page);
    await expect(button(page, 'carousel.pause')).toBeVisible();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on');
    await page.clock.runFor(8_000);
    await expectSlide(page, 1);
  });

  test('pauses while the pointer is over it', async ({ page }) => {
    await openWithClock(page);
    await page.locator('.hero__title').hover();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await page.clock.runFor(20_000);
    await expectSlide(page, 0);
    await pointerAway(page);
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on');
    await page.clock.runFor(8_000);
    await expectSlide(page, 1);
  });

  test('pauses while keyboard focus is inside it', async ({ page }) => {
    await openWithClock(page);
    await page.getByRole('link', { name: text('es', 'home', 'hero.cta') }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button(page, 'carousel.goTo', 1)).toBeFocused();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await page.clock.runFor(20_000);
    await expectSlide(page, 0);
    // Keyboard operation of a dot works too.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectSlide(page, 1);
    // Focus leaves the hero: rotation resumes.
    await page.locator('#intro-title').evaluate((element) => {
      element.setAttribute('tabindex', '-1');
      (element as HTMLElement).focus();
    });
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on');
    await page.clock.runFor(8_000);
    await expectSlide(page, 2);
  });

  test('the first slide image is eager, high priority and sized; the others are lazy', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const images = html.match(/<img class="hero__image"[^>]*>/g) ?? [];
    expect(images).toHaveLength(keysOf('es', 'home', 'carousel.slides').length);
    expect(images[0]).toContain('src="/images/home/slide-1.svg"');
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('width="1600"');
    expect(images[0]).toContain('height="900"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
  });

  test('only the first slide picture loads with the page; its neighbours halfway through the first slide, the next ones as it turns', async ({
    page,
  }) => {
    const slidesRequested = recordSlideRequests(page);
    await pointerAway(page);
    await openWithClock(page);
    await page.clock.runFor(3_900);
    expect(slidesRequested()).toBe('1');
    // Halfway through the first slide: the next (2) and the previous (5, wrapping) load.
    await page.clock.runFor(100);
    await expect.poll(slidesRequested).toBe('1,2,5');
    await expect(page.locator('.hero__slide.is-near')).toHaveCount(2);
    // The carousel moves on to slide 2: slide 3 becomes the next one and loads.
    await page.clock.runFor(4_000);
    await expectSlide(page, 1);
    await expect.poll(slidesRequested).toBe('1,2,3,5');
  });

  test('reaching for the carousel loads the neighbouring pictures at once', async ({ page }) => {
    const slidesRequested = recordSlideRequests(page);
    await openWithClock(page);
    await carousel(page).hover();
    await expect.poll(slidesRequested).toBe('1,2,5');
  });
});

test.describe('statistics', () => {
  const values = (page: Page) => page.locator('.stats__value');

  test('stay hidden until half the section is visible, then count to the figures in 50 steps over 1500 ms', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/');
    const stats = page.locator('.stats');
    await expect(stats).toHaveAttribute('data-phase', 'waiting', { timeout: 20_000 });
    await expect(page.locator('.stats__item').first()).toBeHidden();

    // A sliver of the section on screen is not enough.
    await stats.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 40);
    });
    await page.clock.runFor(3_000);
    await expect(stats).toHaveAttribute('data-phase', 'waiting');

    await stats.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(stats).toHaveAttribute('data-phase', 'counting');
    await expect(page.locator('.stats__item').first()).toBeVisible();
    await expect(values(page).first()).toHaveText('+0');

    // One step every 30 ms: after 750 ms, 25 of 50 steps, half of each figure.
    await page.clock.runFor(750);
    await expect(values(page)).toHaveText(valuesAt(25));
    // After 1470 ms, 49 steps: no counter shows its figure before the last step.
    await page.clock.runFor(720);
    await expect(values(page)).toHaveText(valuesAt(49));
    await expect(stats).toHaveAttribute('data-phase', 'counting');
    await page.clock.runFor(30);
    await expect(stats).toHaveAttribute('data-phase', 'done');
    await expect(values(page)).toHaveText(valuesAt(COUNTER_STEPS));

    // The items fade in one after another.
    const delays = await page
      .locator('.stats__item')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDelay));
    expect(new Set(delays).size).toBe(statistics.length);
  });

  test('the server HTML carries the final values and labels in every language', async ({
    request,
  }) => {
    for (const language of languages) {
      const html = await (await request.get(addressOf('home', language))).text();
      expect(html).toContain('data-phase="done"');
      for (const { id, target, atLeast } of statistics) {
        const plus = '<span class="stats__plus">+</span>';
        const figure = !atLeast
          ? `>${target}</span>`
          : language === 'en'
            ? `>${target}${plus}</span>`
            : `>${plus}${target}</span>`;
        expect(html).toContain(figure);
        expect(html).toContain(text(language, 'home', `stats.items.${id}.label`));
      }
    }
  });
});

test.describe('how it works and services', () => {
  test('the method steps alternate blue and green, each with an animated icon', async ({
    page,
  }) => {
    await page.goto('/');
    const method = page.locator('section.method');
    const anyIconMoving = () =>
      method
        .locator('.method-icon *')
        .evaluateAll((parts) =>
          parts.some((part) => getComputedStyle(part).animationName !== 'none'),
        );
    // Below the fold on arrival: the icons hold still until they can be seen.
    await expect(method).not.toHaveAttribute('data-in-view');
    expect(await anyIconMoving()).toBe(false);
    await method.locator('.method__list').scrollIntoViewIfNeeded();
    await expect(method).toHaveAttribute('data-in-view', '');
    const steps = keysOf('es', 'home', 'method.steps').length;
    const cards = page.locator('.method__card');
    await expect(cards).toHaveCount(steps);
    for (let index = 0; index < steps; index += 1) {
      const card = cards.nth(index);
      await expect(card).toHaveClass(new RegExp(`method__card--${index % 2 ? 'green' : 'blue'}`));
      await expect(card).toContainText(text('es', 'home', `method.steps.${index}.title`));
      await expect(card).toContainText(
        text('es', 'home', 'method.stepLabel').replace('{{number}}', String(index + 1)),
      );
      const animated = await card
        .locator('.method-icon *')
        .evaluateAll((parts) =>
          parts.some((part) => getComputedStyle(part).animationName !== 'none'),
        );
      expect(animated).toBe(true);
    }
    // Scrolled away again, they stop.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(method).not.toHaveAttribute('data-in-view');
    expect(await anyIconMoving()).toBe(false);
  });

  test('service cards flip on click, Enter and Space and announce their state', async ({
    page,
  }) => {
    await page.goto('/');
    // A click before hydration would do nothing.
    await waitForAutoplay(page);
    const toggles = page.locator('.services .flip-card__toggle');
    await expect(toggles).toHaveCount(7);
    const title = text('es', 'common', 'categories.finanzas_verdes_y_climaticas');
    const toggle = page.getByRole('button', {
      name: text('es', 'common', 'flipCard.toggle').replace('{{title}}', title),
    });
    const card = page.locator('.services .flip-card').first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(card.locator('.flip-card__back')).toContainText(
      text('es', 'home', 'services.texts.finanzas_verdes_y_climaticas'),
    );
    await expect(card.locator('.flip-card__back')).toHaveAttribute('aria-hidden', 'false');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('service cards sit four over three on desktop, two per row on a tablet, in one column on a phone; images sized and lazy', async ({
    page,
  }) => {
    await page.goto('/');
    const boxes = await page.locator('.services__cell').evaluateAll((cells) =>
      cells.map((cell) => {
        const { x, y, width, height } = cell.getBoundingClientRect();
        return { x, y, width, height, right: x + width, bottom: y + height };
      }),
    );
    expect(boxes).toHaveLength(7);
    const firstRow = boxes.slice(0, 4);
    const secondRow = boxes.slice(4);
    const [first] = firstRow;
    const [below] = secondRow;
    if (!first || !below) throw new Error('missing service cards');
    for (const box of firstRow) expect(box.y).toBeCloseTo(first.y, 0);
    for (const box of secondRow) expect(box.y).toBeCloseTo(below.y, 0);
    expect(below.y).toBeGreaterThan(first.bottom - 1);
    // Both rows span the same width: three wider cards under four narrower ones.
    expect(below.width).toBeGreaterThan(first.width);
    expect(below.x).toBeCloseTo(first.x, 0);
    expect(Math.max(...secondRow.map((box) => box.right))).toBeCloseTo(
      Math.max(...firstRow.map((box) => box.right)),
      0,
    );
    const images = page.locator('.services__image');
    await expect(images).toHaveCount(7);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '600');
    }

    const columns = () =>
      page
        .locator('.services__cell')
        .evaluateAll(
          (cells) => new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().x))).size,
        );
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(columns).toBe(1);
    // Nothing sticks out sideways on a phone.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  });
});

test('under reduced motion nothing moves on its own: slides, counters and icons hold still', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeClock(page);
  await page.goto('/');
  // After hydration the control offers "play", since nothing rotates.
  await expect(button(page, 'carousel.play')).toBeVisible({ timeout: 20_000 });
  await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
  await page.clock.runFor(40_000);
  await expectSlide(page, 0);
  await button(page, 'carousel.next').click();
  await expectSlide(page, 1);

  // The counters show their figures at once.
  const stats = page.locator('.stats');
  await expect(stats).toHaveAttribute('data-phase', 'done');
  await stats.scrollIntoViewIfNeeded();
  await expect(stats.locator('.stats__value')).toHaveText(valuesAt(COUNTER_STEPS));
  await expect(stats.locator('.stats__item').first()).toBeVisible();

  // The method icons stay still in view, where they would otherwise move.
  await page.locator('.method__list').scrollIntoViewIfNeeded();
  await expect(page.locator('section.method')).toHaveAttribute('data-in-view', '');
  const animated = await page
    .locator('.method-icon *')
    .evaluateAll((parts) => parts.some((part) => getComputedStyle(part).animationName !== 'none'));
  expect(animated).toBe(false);
});

test('the hero, the band and the closing call to action lead to About, Projects and Contact', async ({
  page,
}) => {
  await page.goto('/');
  const calls = [
    [page.locator('.hero'), 'hero.cta', '/nosotros'],
    [page.locator('.home-band'), 'band.cta', '/proyectos'],
    [page.locator('.home-cta'), 'cta.button', '/contacto'],
  ] as const;
  await expect(page.locator('.home-band').getByRole('heading', { level: 2 })).toHaveText(
    text('es', 'home', 'band.title'),
  );
  for (const [section, key, path] of calls) {
    const link = section.getByRole('link', { name: text('es', 'home', key) });
    await expect(link).toHaveAttribute('href', path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
  }
});

for (const language of languages) {
  test(`the home page renders in ${language} with its copy, no raw keys and no console problems`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(addressOf('home', language));
    await waitForAutoplay(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'home', 'hero.title'),
    );
    for (const key of [
      'hero.subtitle',
      'hero.cta',
      'carousel.slides.0.quote',
      'intro.text',
      'stats.title',
      'stats.items.experiencia.label',
      'method.title',
      'method.steps.5.text',
      'band.title',
      'services.title',
      'services.texts.desarrollo_de_conocimientos_herramientas_y_capacidades',
      'cta.title',
      'cta.button',
    ]) {
      await expect(page.locator('main')).toContainText(text(language, 'home', key));
    }
    await expect(
      carousel(page).getByRole('button', { name: text(language, 'home', 'carousel.next') }),
    ).toBeVisible();
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/\b(hero|carousel|intro|stats|method|band|services|cta)\.[a-z]/);
    const labels = await page
      .locator('main [aria-label], main img[alt]')
      .evaluateAll((elements) =>
        elements.map(
          (element) => element.getAttribute('aria-label') ?? element.getAttribute('alt'),
        ),
      );
    for (const label of labels) expect(label ?? '').not.toMatch(/^[a-z]+(\.[a-zA-Z0-9]+)+$/);
    // Scrolled through, every lazy image and the counters run too (the same in every
    // language: checked once). Real timers here (the counters' timing is covered with a
    // controlled clock above); allow for a busy CI machine.
    if (language === fallbackLanguage) {
      await page.locator('.home-cta').scrollIntoViewIfNeeded();
      await page.locator('.stats').scrollIntoViewIfNeeded();
      await expect(page.locator('.stats')).toHaveAttribute('data-phase', 'done', {
        timeout: 20_000,
      });
    }
    expect(problems).toEqual([]);
  });
}
