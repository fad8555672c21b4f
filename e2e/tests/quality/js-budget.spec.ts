import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';
import { fallbackLanguage, languages, type Language } from '@verdalia/shared';
import { firstVisitScripts } from './first-visit-scripts';
import { qualityRoutes, routePath } from './routes';

// The site's own JavaScript a first visit downloads, gzipped, on any route: 120 KB (the
// framework chunk alone is about 100 KB), counted as Lighthouse and DevTools transfer sizes
// are (KiB, 1024 bytes). scripts/audit-web.mjs checks the same budget.
const budgetBytes = 120 * 1024;

/**
 * The scripts a page's boot script loads (src/entry-boot.ts): the app's entry and the modules
 * it preloads, as the prerendered HTML in `language` lists them.
 */
async function bootList(
  request: APIRequestContext,
  routeId: string,
  language: Language,
): Promise<string[]> {
  const path = routePath(routeId, language);
  const html = await (await request.get(path)).text();
  const boot = /<script type="module" data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html);
  if (!boot?.[1]) throw new Error(`${path} has no boot script`);
  return [boot[1], ...(boot[2] ?? '').split(' ').filter(Boolean)].sort();
}

const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;

// A page differs between languages only by its texts' chunks, a few small files. So each page
// is visited once, in a fresh context (empty cache), in the fallback language; the test first
// proves that what the visit downloaded is exactly the boot script's list, and then counts
// each language's list: the same files, with that language's texts in place of the others'.
for (const route of qualityRoutes) {
  test(`JS budget: a first visit to ${route.id} downloads ≤ 120 KB gzipped, in every language`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const downloaded = await firstVisitScripts(
      browser,
      baseURL,
      routePath(route.id, fallbackLanguage),
    );
    const sizes = new Map(downloaded.map((script) => [script.path, gzipped(script.body)]));
    expect([...sizes.keys()].sort()).toEqual(await bootList(request, route.id, fallbackLanguage));

    const figures: string[] = [];
    for (const language of languages) {
      const files = await bootList(request, route.id, language);
      for (const file of files.filter((listed) => !sizes.has(listed))) {
        const response = await request.get(file);
        expect(response.ok(), file).toBe(true);
        sizes.set(file, gzipped(await response.body()));
      }
      const total = files.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
      figures.push(
        `${language} ${total} B (${(total / 1024).toFixed(1)} KiB) in ${files.length} files`,
      );
      expect(
        total,
        `${route.id} in ${language}:\n${files.map((file) => `${file} ${sizes.get(file)}`).join('\n')}`,
      ).toBeLessThanOrEqual(budgetBytes);
    }
    test
      .info()
      .annotations.push({ type: 'js-gzip', description: `${route.id}: ${figures.join(', ')}` });
    console.warn(`js-gzip ${route.id}: ${figures.join(', ')}`);
  });
}
