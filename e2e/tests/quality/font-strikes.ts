import type { Page } from '@playwright/test';

// On its first layout the browser looks up every distinct face × weight × style × size a
// page's text uses; on Linux each lookup is a round trip to the browser process (traced at
// 2-3 ms apiece on this machine, four times that in Lighthouse's mobile simulation). Type
// sizes come from the scale in tokens.css and weights are 400 or 600, which keeps every page
// at about ten; a stray size or weight shows up here.
export const maxFontStrikes = 11;

/** The distinct font strikes of the page's visible text, each with an example element. */
export function fontStrikes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (!element || !walker.currentNode.textContent?.trim()) continue;
      // Text in a hidden subtree (a closed menu) is not laid out, so it costs nothing.
      if (!element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const key = [
        style.fontFamily.split(',')[0],
        style.fontWeight,
        style.fontStyle,
        style.fontSize,
      ].join(' ');
      if (!seen.has(key)) seen.set(key, element.className || element.tagName);
    }
    return [...seen].map(([key, example]) => `${key} (${example})`).sort();
  });
}
