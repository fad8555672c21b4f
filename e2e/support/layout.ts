import type { Locator, Page } from '@playwright/test';
import { siteConfig } from './content';
import { expect } from './test';

/** How many lines an element's text takes. */
export const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((box) => box.width > 0)
      .map((box) => Math.round(box.top));
    return new Set(tops).size;
  });

/** `inner` lies within `outer`'s left and right edges. */
export async function expectInside(inner: Locator, outer: Locator) {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!box || !frame) throw new Error('both must be on the page');
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
}

/** Each "e-mail" (any hyphen) and each phone number in the page that spans two lines. */
export const brokenTerms = (page: Page) =>
  page.evaluate((phone) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const terms = [/e[-\u2010\u2011]mail/gi, new RegExp(phone.replace('+', '\\+'), 'g')];
      for (const term of terms) {
        for (const match of text.matchAll(term)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = [...range.getClientRects()]
            .filter((box) => box.width > 0)
            .map((box) => Math.round(box.top));
          if (new Set(tops).size > 1) {
            broken.push(`${match[0]} in "${text.trim().slice(0, 60)}"`);
          }
        }
      }
    }
    return broken;
  }, siteConfig.phone.display);

/**
 * The lines of a highlight (the Semilla DC heading's <mark>) whose coloured box does not start
 * at its first letter or end at its last, each described.
 */
export const highlightGaps = (mark: Locator) =>
  mark.evaluate((element) => {
    // Each line of the highlight against the first and last letter on that line.
    const text = element.firstChild;
    if (!(text instanceof Text)) return ['no text'];
    // Offsets in UTF-16 units, as ranges count them.
    const letters = Array.from({ length: text.length }, (_, index) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect();
    });
    return [...element.getClientRects()].flatMap((line) => {
      const onLine = letters.filter(
        (box) => box.width > 0 && Math.abs(box.top - line.top) < line.height / 2,
      );
      const first = Math.min(...onLine.map((box) => box.left));
      const last = Math.max(...onLine.map((box) => box.right));
      return Math.abs(first - line.left) > 0.5 || Math.abs(line.right - last) > 0.5
        ? [
            `line at ${Math.round(line.top)}: ${first - line.left}px before, ${line.right - last}px after`,
          ]
        : [];
    });
  });
