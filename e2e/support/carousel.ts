import type { Page } from '@playwright/test';
import { expect } from './test';

/** The home page's hero carousel. */
export const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

/** Waits until the slide shown is the `index`th (from 0). */
export const expectSlide = (page: Page, index: number) =>
  expect(page.locator('.hero__slide.is-active')).toHaveAttribute('data-index', String(index));

/** The carousel starts rotating only once the page has hydrated, which can be slow on a busy machine. */
export const waitForAutoplay = (page: Page) =>
  expect(carousel(page)).toHaveAttribute('data-autoplay', 'on', { timeout: 20_000 });

/** Before the page loads: fakes its timers and stops time, so only page.clock.runFor moves it. */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
}
