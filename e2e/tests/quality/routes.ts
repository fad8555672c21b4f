import type { Page } from '@playwright/test';
import { pages } from '@verdalia/shared';

/** Every page the site answers: the six routes and the translated 404. */
export const qualityRoutes: { id: string; path: string }[] = [
  ...pages.map((entry) => ({ id: entry.id, path: entry.path })),
  { id: 'notFound', path: '/pagina-que-no-existe' },
];

/** The pages the spec gives flip cards (services, team, Semilla DC lines). */
export const flipCardPages = new Set(['home', 'about', 'semilla']);

/** Resolves once React has attached its handlers to the prerendered header. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('.lang__toggle');
    return toggle !== null && Object.keys(toggle).some((key) => key.startsWith('__reactProps'));
  });
}

/** Waits until every finite CSS animation and transition has ended, so checks see end states. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Paused (e.g. a carousel's progress while hovered) and endless animations never finish.
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}
