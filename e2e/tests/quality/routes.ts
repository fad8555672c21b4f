import type { Page } from '@playwright/test';
import {
  languagePrefixes,
  notFoundPageId,
  pagePath,
  pages,
  projectPageKey,
  type Language,
} from '@verdalia/shared';

/**
 * One project's page in each language, standing for them all (every project's page is the
 * same component; the prerender's output of each is unit-tested): its slugs from its titles.
 */
export const sampleProjectPaths: Readonly<Record<Language, string>> = {
  es: '/proyectos/linea-de-credito-verde-para-pymes-centroamericanas',
  en: '/en/projects/green-credit-line-for-central-american-smes',
  pt: '/pt/projetos/linha-de-credito-verde-para-pmes-centro-americanas',
};

/**
 * Every page the site answers (the routes, a project's page and the translated 404), at its
 * Spanish address.
 */
export const qualityRoutes: { id: string; path: string }[] = [
  ...pages.map((entry) => ({ id: entry.id, path: pagePath(entry.id, 'es') })),
  { id: projectPageKey, path: sampleProjectPaths.es },
  { id: notFoundPageId, path: '/pagina-que-no-existe' },
];

/** A route's address in a language: the page's, or a path under the prefix that none has. */
export function routePath(id: string, language: Language): string {
  const page = pages.find((entry) => entry.id === id);
  if (page) return pagePath(page.id, language);
  if (id === projectPageKey) return sampleProjectPaths[language];
  return `${languagePrefixes[language]}/pagina-que-no-existe`;
}

/** The pages with flip cards (services, team, Semilla DC lines). */
export const flipCardPages = new Set(['home', 'about', 'semilla']);

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

/**
 * Scrolls once through the page and back, as a reader would, so everything that appears or
 * starts when it comes into view (the statistics, the method icons, lazy images) is checked
 * in the state a reader sees.
 */
export async function renderEverySection(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const start = window.scrollY;
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    await frame();
  });
}
