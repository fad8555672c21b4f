import { expect, test } from '../../support/test';
import { languages } from '@verdalia/shared';
import { qualityRoutes } from './routes';

// Sections below the first one render only near the viewport (content-visibility: auto in
// base.css). Until then each holds the height styles/deferred-heights.css gives it.
// Below its real height, its unrendered content would spill over the next section for any
// tool that reads geometry without scrolling (Lighthouse's accessibility audit flagged the
// footer links under the team grid); far above it, the scrollbar would jump as one reads.

const deferred = '.site-main > section:not(:first-child), .site-footer';
// At the two widths the figures are tuned for, a held height is also at most a quarter above
// the real one. Elsewhere it must not fall short: the smallest common phone, the widest
// one-column phone layout, a tablet in portrait and one in landscape (each range's tallest).
const slackByWidth = new Map([
  [390, 1.25],
  [1440, 1.25],
  [360, Infinity],
  [599, Infinity],
  [820, Infinity],
  [1180, Infinity],
]);

for (const language of languages) {
  for (const [width, slack] of slackByWidth) {
    const claim = slack === Infinity ? 'at least' : 'just above';
    test(`deferred sections hold a height ${claim} their real one, ${language} at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 844 });
      const misfits: string[] = [];
      for (const route of qualityRoutes) {
        await page.goto(`${route.path}?lng=${language}`);
        // The projects list arrives after the page: measure it at its full height.
        await expect(page.locator('[data-busy="true"]')).toHaveCount(0);
        const sections = await page.evaluate(async (selector) => {
          await document.fonts.ready;
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const measured = [];
          for (const element of document.querySelectorAll<HTMLElement>(selector)) {
            const style = getComputedStyle(element);
            element.scrollIntoView({ block: 'start', behavior: 'instant' });
            await frame();
            await frame();
            measured.push({
              name: element.className,
              visibility: style.contentVisibility,
              held: Number.parseFloat(style.containIntrinsicBlockSize.replace('auto', '')),
              real: element.getBoundingClientRect().height,
            });
          }
          return measured;
        }, deferred);
        expect(sections.length, route.id).toBeGreaterThan(0);
        for (const section of sections) {
          const where = `${route.id}: .${section.name.replace(/ /g, '.')}`;
          expect(section.visibility, where).toBe('auto');
          const fits = section.held >= section.real && section.held <= section.real * slack;
          if (!fits)
            misfits.push(
              `${where} is ${Math.round(section.real)} px, holds ${Math.round(section.held)} px`,
            );
        }
      }
      expect(misfits).toEqual([]);
    });
  }
}
