import { gzipSync } from 'node:zlib';
import { expect, test } from '../../support/test';
import { languages } from '@verdalia/shared';
import { firstVisitScripts } from './first-visit-scripts';
import { qualityRoutes } from './routes';

// The site's own JavaScript a first visit downloads, gzipped, on any route: 120 KB (the
// framework chunk alone is about 100 KB), counted as Lighthouse and DevTools transfer sizes
// are (KiB, 1024 bytes). scripts/audit-web.mjs checks the same budget.
const budgetBytes = 120 * 1024;

for (const language of languages) {
  for (const route of qualityRoutes) {
    test(`JS budget: a first visit to ${route.id} in ${language} downloads ≤ 120 KB gzipped`, async ({
      browser,
      baseURL,
    }) => {
      const scripts = await firstVisitScripts(browser, baseURL, `${route.path}?lng=${language}`);
      const sizes = scripts.map((script) => ({
        file: script.path,
        gzip: gzipSync(script.body, { level: 9 }).length,
      }));
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
