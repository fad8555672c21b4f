import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Route } from '@playwright/test';
import { captchaPassToken } from './e2e-env';

const stubSource = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'hcaptcha-stub.browser.js'),
  'utf8',
);

/** hCaptcha's script URL as @hcaptcha/loader requests it (query: onload, render, hl, …). */
export const hcaptchaScript = 'https://js.hcaptcha.com/1/api.js*';

/**
 * Replaces hCaptcha's script at the network boundary with the local stub; solving the stub
 * yields `token` (by default the one the local siteverify accepts). Returns the request log.
 */
export async function stubHcaptcha(page: Page, token = captchaPassToken): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(hcaptchaScript, (route) => {
    requests.push(new URL(route.request().url()));
    return answerWithStub(route, token);
  });
  return requests;
}

/** Answers a request for hCaptcha's script with the local stub. */
function answerWithStub(route: Route, token: string): Promise<void> {
  return route.fulfill({
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    // The loader requests the script with crossorigin="anonymous".
    headers: { 'access-control-allow-origin': '*' },
    body: `window.__hcaptchaStubToken = ${JSON.stringify(token)};\n${stubSource}`,
  });
}

/** Every request to hCaptcha's hosts (the script, its frames, its API). */
const hcaptchaHosts = /^https:\/\/([a-z0-9-]+\.)*hcaptcha\.com\//;

/**
 * Holds every request to hCaptcha's hosts unanswered, as a firewall that silently drops them
 * does: nothing fails, the browser just waits. `answer()` lets the held requests through at
 * last (the script as the local stub), as when the network recovers; later ones are answered
 * at once.
 */
export async function hangHcaptcha(
  page: Page,
  token = captchaPassToken,
): Promise<{ held: () => number; answer: () => Promise<void> }> {
  const held: Route[] = [];
  let answering = false;
  await page.route(hcaptchaHosts, (route) => {
    if (answering) return answerWithStub(route, token);
    held.push(route);
    return undefined;
  });
  return {
    held: () => held.length,
    answer: async () => {
      answering = true;
      for (const route of held.splice(0)) await answerWithStub(route, token);
    },
  };
}

/** Makes every load of hCaptcha's script fail, as when its host is blocked or down. */
export async function blockHcaptcha(page: Page): Promise<{ attempts: () => number }> {
  let attempts = 0;
  await page.route(hcaptchaScript, (route) => {
    attempts += 1;
    return route.abort('failed');
  });
  return { attempts: () => attempts };
}

/** The stub's checkbox-like button. */
export const captchaCheckbox = (page: Page) => page.locator('[data-hcaptcha-stub]');

/** Brings the widget in (it loads when the form is used or scrolled to) and solves it. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.locator('.contact-captcha').scrollIntoViewIfNeeded();
  await captchaCheckbox(page).click();
  await expect(captchaCheckbox(page)).toHaveAttribute('aria-checked', 'true');
}

/** What hCaptcha does when a solved token times out. */
export async function expireCaptcha(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __hcaptchaStub: { expire: () => void } }).__hcaptchaStub.expire();
  });
}
