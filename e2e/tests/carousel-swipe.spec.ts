import type { CDPSession, Page } from '@playwright/test';
import { carousel, expectSlide, freezeClock, waitForAutoplay } from '../support/carousel';
import { expect, test } from '../support/test';

// A phone: touch events on, the viewport of a 390 px wide screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Where a finger starts on the slides: their middle. */
async function slidesCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('.hero__slides').boundingBox();
  if (!box) throw new Error('the slides have no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Chromium's own touch input: the browser turns it into pointer events and decides on scrolling. */
async function touch(
  session: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  point?: { x: number; y: number },
) {
  await session.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
  });
}

/** A finger drag in steps, as a real swipe comes in; returns before lifting when asked. */
async function drag(
  session: CDPSession,
  from: { x: number; y: number },
  by: { dx: number; dy: number },
  { lift = true } = {},
) {
  await touch(session, 'touchStart', from);
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await touch(session, 'touchMove', {
      x: from.x + (by.dx * step) / steps,
      y: from.y + (by.dy * step) / steps,
    });
  }
  if (lift) await touch(session, 'touchEnd');
}

test('a swipe left shows the next slide, a swipe right the previous one', async ({ page }) => {
  // Time stands still, so only swipes change the slide.
  await freezeClock(page);
  await page.goto('/');
  await waitForAutoplay(page);
  const session = await page.context().newCDPSession(page);
  const centre = await slidesCentre(page);
  await expectSlide(page, 0);

  // While the finger is down the carousel pauses, as under a hovering mouse.
  await drag(session, { x: centre.x + 120, y: centre.y }, { dx: -240, dy: 10 }, { lift: false });
  await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
  await touch(session, 'touchEnd');
  await expectSlide(page, 1);

  await drag(session, { x: centre.x - 120, y: centre.y }, { dx: 240, dy: -10 });
  await expectSlide(page, 0);
  await drag(session, { x: centre.x - 120, y: centre.y }, { dx: 240, dy: 0 });
  await expectSlide(page, 4);

  // A tap or a short move is not a swipe.
  await drag(session, centre, { dx: -15, dy: 0 });
  await expectSlide(page, 4);
  await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on');
});

test('a vertical move on the slides scrolls the page and keeps the slide', async ({ page }) => {
  await page.goto('/');
  await waitForAutoplay(page);
  const session = await page.context().newCDPSession(page);
  const centre = await slidesCentre(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await drag(session, { x: centre.x, y: centre.y + 150 }, { dx: -30, dy: -300 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expectSlide(page, 0);
});
