import { expect, test } from '../../support/test';
import { firstVisitScripts } from './first-visit-scripts';
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
    const scripts = await firstVisitScripts(browser, baseURL, route.path);
    const expected = scripts.filter((script) => runsOnLoad.test(script.path));
    expect(expected, "the framework and this page's own chunk").toHaveLength(2);
    for (const script of scripts)
      expect(
        script.body.toString('utf8').startsWith(hint),
        `${script.path} starts with the hint`,
      ).toBe(runsOnLoad.test(script.path));
  });
}
