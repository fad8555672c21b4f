import { expect, test } from '../../support/test';
import { waitForHydration } from '../../support/hydration';
import { qualityRoutes } from './routes';

// The framework chunk and the landing page's chunk carry V8's per-file compile hint, so
// Chromium compiles them while they download instead of function by function during
// hydration. The hint only counts as a file's first line: the build adds it after Vite's
// own preamble, an order a Vite upgrade could silently undo.
const hint = '//# allFunctionsCalledOnLoad\n';
const runsOnLoad = /\/assets\/(framework|[a-z-]+-page)-[\w-]+\.js$/;

for (const route of qualityRoutes) {
  test(`compile hints: the code a first visit to ${route.id} runs is compiled eagerly`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = new Map<string, Promise<string>>();
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && response.request().resourceType() === 'script')
        bodies.set(url.pathname, response.text());
    });
    await page.goto(route.path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(
      [...bodies].map(async ([path, body]) => ({ path, hinted: (await body).startsWith(hint) })),
    );
    await context.close();
    const expected = scripts.filter((script) => runsOnLoad.test(script.path));
    expect(expected, "the framework and this page's own chunk").toHaveLength(2);
    for (const script of scripts)
      expect(script.hinted, `${script.path} starts with the hint`).toBe(
        runsOnLoad.test(script.path),
      );
  });
}
