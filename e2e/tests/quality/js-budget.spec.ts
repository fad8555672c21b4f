import { gzipSync } from 'node:zlib';
import { expect, test } from '../../support/test';
import { languages } from '@verdalia/shared';
import { waitForHydration } from '../../support/hydration';
import { qualityRoutes } from './routes';

// Issue 5: the JavaScript a first visit downloads, gzipped, on any route: 110 KB, counted
// as Lighthouse and DevTools transfer sizes are (KiB, 1024 bytes).
const budgetBytes = 110 * 1024;

for (const language of languages) {
  for (const route of qualityRoutes) {
    test(`JS budget: a first visit to ${route.id} in ${language} downloads ≤ 110 KB gzipped`, async ({
      browser,
      baseURL,
    }) => {
      // A fresh context: empty cache, no service worker, nothing carried over.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        if (new URL(response.url()).origin !== origin) return;
        scripts.set(response.url(), response.body());
      });
      await page.goto(`${route.path}?lng=${language}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(
        [...scripts].map(async ([url, body]) => ({
          file: new URL(url).pathname,
          gzip: gzipSync(await body, { level: 9 }).length,
        })),
      );
      await context.close();
      const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
      test.info().annotations.push({
        type: 'js-gzip',
        description: `${route.id}/${language}: ${(total / 1024).toFixed(1)} KiB in ${sizes.length} files`,
      });
      console.warn(`js-gzip ${route.id} ${language} ${total} bytes, ${sizes.length} files`);
      expect(sizes.length).toBeGreaterThan(0);
      expect(
        total,
        sizes.map((entry) => `${entry.file} ${entry.gzip}`).join('\n'),
      ).toBeLessThanOrEqual(budgetBytes);
    });
  }
}
