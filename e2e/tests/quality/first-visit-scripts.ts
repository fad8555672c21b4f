import type { Browser } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';

export interface DownloadedScript {
  /** Path on the site, e.g. /assets/framework-abc123.js. */
  path: string;
  body: Buffer;
}

/**
 * The site's own scripts a first visit to `path` downloads, up to hydration and a quiet
 * network: a fresh context each time (empty cache, nothing carried over).
 */
export async function firstVisitScripts(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
): Promise<DownloadedScript[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.request().resourceType() === 'script')
      bodies.set(url.pathname, response.body());
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(
    [...bodies].map(async ([scriptPath, body]) => ({ path: scriptPath, body: await body })),
  );
  await context.close();
  return scripts;
}
