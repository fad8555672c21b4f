import { chromium } from '@playwright/test';
import { startSite } from '../scripts/lib/site-server.mjs';
const site = await startSite();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const t = Date.now();
  await page.goto(site.origin + '/');
  await page.locator('html[data-hydrated]').waitFor({ timeout: 120000 });
  console.log('hydrated after', Date.now() - t);
} finally {
  await browser.close();
  await site.stop();
}
