import { expect, test } from '../../support/test';
import { languages } from '@verdalia/shared';
import { qualityRoutes } from './routes';

// No section of the site depends on a height measured by hand. Deferred rendering
// (`content-visibility: auto`) gained nothing measurable here (docs/performance.md), so no
// page uses it; should it come back, it may hold one rough size shared by every section
// (`contain-intrinsic-size: auto <size>`), never a figure per section and width, which
// every change of copy or layout would have to re-measure.

test('no page holds sections at heights measured by hand', async ({ request }) => {
  const sizes = new Set<string>();
  for (const language of languages) {
    for (const route of qualityRoutes) {
      const html = await (await request.get(`${route.path}?lng=${language}`)).text();
      const where = `${route.id}/${language}`;
      // The page's CSS is inline (first-paint.spec.ts checks that no stylesheet is linked).
      const css = [...html.matchAll(/<style>([^<]+)<\/style>/g)].map((match) => match[1]).join('');
      expect(css.length, where).toBeGreaterThan(0);
      expect(css, where).not.toMatch(/--deferred-height/);
      for (const match of css.matchAll(/contain-intrinsic-[\w-]+:([^;}]+)/g))
        sizes.add((match[1] ?? '').trim());
    }
  }
  expect([...sizes].length, [...sizes].join('\n')).toBeLessThanOrEqual(1);
});
