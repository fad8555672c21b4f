import { chromium } from '@playwright/test';
import { startSite } from '../scripts/lib/site-server.mjs';
const site = await startSite();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const width of [390, 1440]) {
    for (const [locale, path] of [['en-US', '/'], ['pt-BR', '/proyectos'], ['en-US', '/proyectos'], ['es-ES', '/en/']]) {
      const context = await browser.newContext({ locale, viewport: { width, height: width === 390 ? 844 : 900 } });
      const page = await context.newPage();
      await page.goto(site.origin + path);
      await page.locator('.language-notice').waitFor();
      await page.waitForTimeout(400);
      const boxes = await page.evaluate(() => {
        const box = (el) => { const r = el.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)]; };
        return {
          notice: [...document.querySelectorAll('.language-notice')].map(box),
          controls: [...document.querySelectorAll('.hero__controls, .hero__control')].map(box),
          filters: [...document.querySelectorAll('.category-filter')].map(box),
        };
      });
      console.log(width, locale, path, JSON.stringify(boxes));
      await page.screenshot({ path: `/tmp/photos-shots/notice-${width}-${locale}-${path.replace(/\W/g, '') || 'home'}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
